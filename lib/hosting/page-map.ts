/**
 * The redirect rule of docs/CONTRACT.md §2, as data (issue #18). "Every documentation page has a path ending in a slash.
 * Two redirects lead to it: the path with index.html appended, and the path with .html in place of the trailing
 * slash. Section index pages have only the index.html redirect", with two named exceptions. Which pages are
 * section index pages is what the site's page map says (`build-plugins: index, …`, `redirects (index)`), not
 * whether the page's file happens to be an index.mdx: `/accounts-and-billing/team-management/` is a page with
 * child pages, not an index page, so it gets both. A new index page is added here, not by moving its file.
 */

/** The pages the page map marks as section index pages: `/p/index.html` only. */
export const INDEX_PAGES: readonly string[] = [
  "/build-plugins/",
  "/frameworks/",
  "/monitor-sites/project-analytics/",
  "/routing/redirects/",
  "/security/secure-access-to-sites/identity/",
  "/site-deploys/post-processing/",
  "/visual-editor/cloud-setup/",
];

/** The page map's named exceptions ("seen with its html redirect only", "index redirect only"). */
export const REDIRECT_EXCEPTIONS: Readonly<Record<string, { index: boolean; html: boolean }>> = {
  "/visual-editor/localization/": { index: false, html: true },
  "/visual-editor/visual-editing/": { index: true, html: false },
};

/** Which redirect stubs a page gets by the page map; the home page has only `/index.html`. */
export function pageMapRedirects(path: string): { index: boolean; html: boolean } {
  return REDIRECT_EXCEPTIONS[path] ?? { index: true, html: path !== "/" && !INDEX_PAGES.includes(path) };
}

/**
 * The redirect sources of a page: the page map's rule, less any a page's frontmatter switches off
 * (`redirects: { html: false }`); a switch can remove a redirect, never add one the page map does not give.
 */
export function redirectSourcesFor(path: string, switches: { html?: boolean; index?: boolean } = {}): string[] {
  const rule = pageMapRedirects(path);
  const sources: string[] = [];
  if (rule.index && switches.index !== false) sources.push(`${path}index.html`);
  if (rule.html && switches.html !== false) sources.push(`${path.slice(0, -1)}.html`);
  return sources;
}
