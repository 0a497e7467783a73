/**
 * The articles rendered once by the content step (lib/content/render.ts): each compiled page run with the site's MDX
 * components and rendered to HTML, the kit's data-bound components given the step's data (not `.generated/`, which
 * the step has not written yet); a page that cannot be rendered is a problem naming its file.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildContentIndex } from "@/lib/content/build";
import { siteData } from "@/lib/content/pipeline";
import type { GlossaryTerm } from "@/lib/kit/glossary";
import { useTemporaryGeneratedDir } from "../../generated-dir";

const fixture = path.join(__dirname, "../../fixtures/mdx");
process.env.CONTENT_ROOT = fixture;
jest.setTimeout(60_000);

const index = buildContentIndex({ root: path.join(__dirname, "../../fixtures/site"), publicDir: path.join(__dirname, "../../../public") });

describe("renderArticles", () => {
  // An empty generated folder (the reuse store's only): a component reading `.generated/` would fail.
  useTemporaryGeneratedDir("render-generated-");

  it("renders each compiled page to HTML with the step's own data, and names a page that cannot be rendered", async () => {
    const { compileMdx } = await import("@/lib/mdx");
    const { renderArticles } = await import("@/lib/content/render");
    const data = siteData(fixture);
    const glossary = (data.glossary as GlossaryTerm[]).map((term) => (term.term === "Deploy preview" ? { ...term, definition: "Defined by the step's data." } : term));
    const compiled = new Map([
      ["/functions/api/", await compileMdx(fs.readFileSync(path.join(fixture, "every-element.mdx"), "utf8"))],
      ["/functions/overview/", "throw new Error('no such page code')"],
    ]);
    const { html, problems } = renderArticles(index, compiled, { ...data, glossary });
    const article = html.get("/functions/api/") ?? "";
    expect(article).toMatch(/<h2 id="[^"]+">/);
    expect(article).toContain("Defined by the step&#x27;s data.");
    expect(article).toMatch(/A function may run for <span class="limit" data-limit="functions.timeout">[^<]+<\/span>\./);
    expect(html.has("/functions/overview/")).toBe(false);
    expect(problems).toEqual(["content/functions/overview.mdx: the page could not be rendered: no such page code"]);
  });

  it("numbers a page's tab groups and term tooltips from 1, whatever was rendered before it (a clean build and one reusing other articles give the same HTML)", async () => {
    const { compileMdx } = await import("@/lib/mdx");
    const { renderArticles } = await import("@/lib/content/render");
    const data = siteData(fixture);
    const code = await compileMdx(fs.readFileSync(path.join(fixture, "every-element.mdx"), "utf8"));
    // The same page twice under two paths stands for two pages with tabs and terms; the second's code differs by a
    // comment, so that it is rendered rather than reused.
    const both = renderArticles(index, new Map([["/functions/api/", code], ["/functions/overview/", `${code}\n// the second page`]]), data);
    const second = both.html.get("/functions/overview/") ?? "";
    expect(second).toContain('id="tabs-1-tab-0"');
    expect(second).toMatch(/id="term-deploy-preview-1"/);
    // Rendered alone (the first page reused from an earlier build, say: a new process, an empty store), the second page is the same HTML.
    process.env.LAUNCHBAY_REUSE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "render-reuse-"));
    try {
      jest.resetModules();
      const fresh = await import("@/lib/content/render");
      const alone = fresh.renderArticles(index, new Map([["/functions/overview/", `${code}\n// the second page`]]), data);
      expect(alone.html.get("/functions/overview/")).toBe(second);
    } finally {
      fs.rmSync(process.env.LAUNCHBAY_REUSE_DIR, { recursive: true, force: true });
      delete process.env.LAUNCHBAY_REUSE_DIR;
    }
  });

  it("keeps the last run's articles for the next run in the same process (the watcher's), while the shared data is the same", async () => {
    const { compileMdx } = await import("@/lib/mdx");
    const { renderArticles } = await import("@/lib/content/render");
    const data = siteData(fixture);
    const code = await compileMdx("A page with a [term](/glossary/).\n");
    const first = renderArticles(index, new Map([["/functions/api/", code]]), data);
    // The store emptied: the same code is neither rendered nor looked up again (rendering stores the article)…
    const store = fs.mkdtempSync(path.join(os.tmpdir(), "render-kept-"));
    process.env.LAUNCHBAY_REUSE_DIR = store;
    const stored = () => (fs.existsSync(path.join(store, "article")) ? fs.readdirSync(path.join(store, "article"), { recursive: true }).filter((f) => String(f).endsWith(".json")).length : 0);
    try {
      const second = renderArticles(index, new Map([["/functions/api/", code]]), data);
      expect(second.html.get("/functions/api/")).toBe(first.html.get("/functions/api/"));
      expect(stored()).toBe(0);
      // …but is when the data every article may show changed (a glossary definition).
      const changed = { ...data, glossary: [...(data.glossary as GlossaryTerm[]), { term: "Kept", slug: "kept", definition: "New.", aliases: [] }] };
      renderArticles(index, new Map([["/functions/api/", code]]), changed);
      expect(stored()).toBe(1);
    } finally {
      fs.rmSync(store, { recursive: true, force: true });
      delete process.env.LAUNCHBAY_REUSE_DIR;
    }
  });
});
