/**
 * The MDX pipeline (lib/mdx/index.ts) end to end on a fixture that holds every Markdown element and kit component the
 * content uses: compiled with the site's remark plugins and component registry, rendered to HTML and compared
 * with a snapshot, so a change to any plugin, component or library shows as a diff of the HTML a page gets.
 */
import path from "node:path";
import fs from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { generateSiteData } from "../../helpers/site-data";

const fixture = path.join(__dirname, "../../fixtures/mdx");
process.env.CONTENT_ROOT = fixture;

// After CONTENT_ROOT: the reference plugins read the data files of the content root when the module loads.
const load = () => import("@/lib/mdx");

// The kit's <Limit> and <Term> read the data the content step generated for the fixture, as the routes do.
let removeSiteData = () => undefined as void;
beforeAll(() => {
  removeSiteData = generateSiteData(fixture);
});
afterAll(() => removeSiteData());

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

describe("compileMdx and runMdx: compiled by the content step, run by the route", () => {
  it("compiles for React's production JSX runtime whatever NODE_ENV the compiling process has", async () => {
    const { compileMdx } = await load();
    const env = process.env as Record<string, string | undefined>;
    const saved = env.NODE_ENV;
    const outputs: string[] = [];
    try {
      for (const mode of ["development", "production", "test"]) {
        env.NODE_ENV = mode;
        outputs.push(await compileMdx("## Same\n\nText with *emphasis*.\n"));
      }
    } finally {
      env.NODE_ENV = saved;
    }
    // The output is reused by a key without NODE_ENV in it: it must not depend on it.
    expect(new Set(outputs).size).toBe(1);
    expect(outputs[0]).toContain("jsx: _jsx");
    expect(outputs[0]).not.toContain("jsxDEV");
    expect(env.NODE_ENV).toBe(saved);
  });

  it("renders compiled code with the site's components, as the page route does", async () => {
    const { compileMdx } = await load();
    const { runMdx } = await import("@/lib/mdx/run");
    const html = renderToStaticMarkup(runMdx(await compileMdx('<Callout type="warning">Careful.</Callout>\n')));
    expect(html).toMatch(/<aside class="callout callout-warning"[^>]*>.*Careful\./);
  });
});

describe("compilePages", () => {
  it("compiles a page from the syntax tree the content analysis made to the same code as from its text (<Limit> kept for its component)", async () => {
    const { compileMdx } = await load();
    const { analyzeMdx } = await import("@/lib/content/analyze");
    const { loadReferenceData } = await import("@/lib/content/reference-data");
    const body = `${fs.readFileSync(path.join(fixture, "every-element.mdx"), "utf8")}\n<Limit id="functions.timeout" />\n\n<LimitsTable area="functions" />\n`;
    const fromText = await compileMdx(body);
    expect(await compileMdx(body, analyzeMdx(body, loadReferenceData(fixture)).tree)).toBe(fromText);
    // The analysis printed each limit's value; the compiled page renders <Limit>, the table is expanded in both.
    expect(fromText).toContain('_missingMdxReference("Limit"');
    expect(fromText).not.toContain("LimitsTable");
  });

  it("compiles each page once, reuses it while the page and the pipeline are unchanged, and names a page that does not compile", async () => {
    const os = await import("node:os");
    const { loadContent } = await import("@/lib/content/store");
    const { compilePages } = await import("@/lib/content/compile");
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "compile-content-"));
    const generated = fs.mkdtempSync(path.join(os.tmpdir(), "compile-generated-"));
    fs.cpSync(path.join(__dirname, "../../fixtures/site"), root, { recursive: true });
    process.env.LAUNCHBAY_GENERATED_DIR = generated;
    try {
      const state = loadContent({ root });
      const cold = await compilePages(state);
      expect(cold.made).toBe(state.index?.pages.size);
      expect([...cold.problems.values()]).toEqual([]);
      expect(cold.compiled.get("/functions/api/")).toMatch(/^"use strict";/);
      // A new process (the next build) reads the store.
      jest.resetModules();
      const again = await import("@/lib/content/compile");
      expect((await again.compilePages(loadContent({ root }))).made).toBe(0);
      // The same process (the watcher's next run) keeps what its last run used: the store emptied, one page edited,
      // only that page is compiled.
      fs.rmSync(path.join(generated, "reuse"), { recursive: true, force: true });
      const edited = loadContent({ root });
      const page = edited.artifacts.get("functions/overview.mdx");
      if (page?.page) page.page.body += "\nOne more line.\n";
      edited.artifactKeys.set("functions/overview.mdx", "edited");
      const next = await again.compilePages(edited);
      expect(next.made).toBe(1);
      expect(next.compiled.get("/functions/overview/")).toContain("One more line.");
      expect(next.compiled.get("/functions/api/")).toBe(cold.compiled.get("/functions/api/"));
      // A page the checks let through but the compiler refuses (the watcher shows it on the page).
      const broken = loadContent({ root });
      const artifact = broken.artifacts.get("functions/api.mdx");
      if (artifact?.page) artifact.page.body = "<Callout>\n\nnever closed\n";
      broken.artifactKeys.set("functions/api.mdx", "changed");
      expect([...(await again.compilePages(broken)).problems.values()]).toEqual([expect.stringMatching(/^content\/functions\/api\.mdx: the page could not be compiled: /)]);
    } finally {
      delete process.env.LAUNCHBAY_GENERATED_DIR;
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(generated, { recursive: true, force: true });
    }
  });
});
