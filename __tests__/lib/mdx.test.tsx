/**
 * The MDX pipeline (lib/mdx.ts) end to end on a fixture that holds every Markdown element and kit component the
 * content uses: compiled with the site's remark plugins and component registry, rendered to HTML and compared
 * with a snapshot, so a change to any plugin, component or library shows as a diff of the HTML a page gets.
 */
import path from "node:path";
import fs from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";

const fixture = path.join(__dirname, "../fixtures/mdx");
process.env.CONTENT_ROOT = fixture;

// After CONTENT_ROOT: the reference plugins read the data files of the content root when the module loads.
const load = () => import("@/lib/mdx");

jest.setTimeout(60_000);

describe("renderMdx", () => {
  let html = "";
  beforeAll(async () => {
    const { renderMdx } = await load();
    html = renderToStaticMarkup(await renderMdx(fs.readFileSync(path.join(fixture, "every-element.mdx"), "utf8")));
  });

  it("renders every element and component as the snapshot has them", () => {
    expect(html).toMatchSnapshot();
  });

  it("gives h2–h4 the ids the page record lists, each with its anchor link", () => {
    expect([...html.matchAll(/<h([234]) id="([^"]+)">/g)].map((m) => `h${m[1]}#${m[2]}`)).toEqual(["h2#a-second-level-heading", "h3#a-third-level-heading", "h4#a-fourth-level-heading"]);
    expect(html).toContain('<a class="heading-anchor" href="#a-second-level-heading" aria-label="Link to this section">');
  });

  it("highlights code at build time (no token spans left to React) and keeps a plain fence plain", () => {
    expect(html).toMatch(/<div class="code-block"><pre class="shiki/);
    expect(html).toContain("plain text fence");
  });

  it("prints a limit from the data file and a glossary term with its definition", () => {
    expect(html).toContain("10 seconds");
    expect(html).toContain("A deploy of a pull request, at its own URL.");
  });

  it("runs no JavaScript expression from the page (blockJS; the content checks reject them before this)", async () => {
    const { renderMdx } = await load();
    const ran = renderToStaticMarkup(await renderMdx("Before {(globalThis.__mdxRan = 'yes')} after."));
    expect((globalThis as { __mdxRan?: string }).__mdxRan).toBeUndefined();
    expect(ran).not.toContain("yes");
  });
});
