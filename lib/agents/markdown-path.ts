/** The Markdown URL of a page: `/functions/api/` → `/functions/api.md` (sibling of `/functions/api.html`). */
export function markdownPath(pagePath: string): string {
  return `${pagePath.replace(/\/$/, "")}.md`;
}

/** Whether a page stays out of search engines, the sitemap and the files for AI tools. */
export function isNoindex(record: { frontmatter: { robots?: string } }): boolean {
  return record.frontmatter.robots?.includes("noindex") ?? false;
}
