/**
 * The redirect table over the whole page map of docs/CONTRACT.md §2 (issue #18): every page the page map lists exists in
 * content/, and the redirect manifest computed from content/ (with each page's frontmatter switches) gives it
 * exactly the redirects the page map says: both for a page, index.html alone for an index page, and the two
 * named exceptions.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { INDEX_PAGES, REDIRECT_EXCEPTIONS, pageMapRedirects } from "@/lib/hosting/page-map";
import { buildRedirects, type RedirectPage } from "@/lib/hosting/redirects";
import specMap from "../../fixtures/spec-page-map.json";

const root = path.join(__dirname, "../../../content");
const spec = specMap.pages as Record<string, "page" | "index" | "html-only">;

/** Every page of content/: its path and its frontmatter's redirect switches (frontmatter only, no MDX compile). */
function contentPages(): RedirectPage[] {
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).map((f) => f.replace(/\\/g, "/")).filter((f) => f.endsWith(".mdx"));
  return files.map((file) => {
    const parts = file.replace(/\.mdx$/, "").split("/");
    if (parts[parts.length - 1] === "index") parts.pop();
    const { data } = matter(fs.readFileSync(path.join(root, file), "utf8"));
    return { path: parts.length ? `/${parts.join("/")}/` : "/", redirects: (data as { redirects?: RedirectPage["redirects"] }).redirects };
  });
}

const expected = (page: string, kind: "page" | "index" | "html-only") =>
  ({ page: [`${page}index.html`, `${page.slice(0, -1)}.html`], index: [`${page}index.html`], "html-only": [`${page.slice(0, -1)}.html`] })[kind].sort();

describe("redirects from the page map (docs/CONTRACT.md §2)", () => {
  const pages = contentPages();
  const redirects = buildRedirects(pages, []);
  const sourcesOf = (page: string) =>
    redirects
      .filter((r) => r.to === page && (r.kind === "index" || r.kind === "html"))
      .map((r) => r.from)
      .sort();

  it("lists over 300 pages, and content/ has every one of them", () => {
    expect(Object.keys(spec).length).toBeGreaterThan(300);
    const paths = new Set(pages.map((p) => p.path));
    expect(Object.keys(spec).filter((page) => !paths.has(page))).toEqual([]);
  });

  it.each(Object.entries(spec))("%s (%s) has exactly the page map's redirects", (page, kind) => {
    expect(sourcesOf(page)).toEqual(expected(page, kind));
  });

  it("encodes the index pages and the exceptions the page map names, and no other", () => {
    expect(
      Object.entries(spec)
        .filter(([, kind]) => kind === "index")
        .map(([page]) => page)
        .sort(),
    ).toEqual([...INDEX_PAGES, "/visual-editor/visual-editing/"].sort());
    expect(Object.keys(REDIRECT_EXCEPTIONS).sort()).toEqual(["/visual-editor/localization/", "/visual-editor/visual-editing/"]);
    expect(pageMapRedirects("/accounts-and-billing/team-management/")).toEqual({ index: true, html: true });
  });

  it("gives pages outside the page map (the end-of-service stubs) both redirects", () => {
    const extra = pages.filter((p) => !(p.path in spec) && p.path !== "/");
    expect(extra.length).toBeGreaterThan(0);
    for (const page of extra) expect(sourcesOf(page.path)).toEqual(expected(page.path, "page"));
  });
});
