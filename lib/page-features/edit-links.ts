/** "Edit this page" and "Report an issue" links of a doc page, built from its source file (issue #16, point 7). */

export interface EditLinks {
  /** `${repo}/edit/main/content/<relativePath>` */
  edit: string;
  /** `${repo}/issues/new?title=…&body=<page url>` */
  issue: string;
}

/**
 * The links of one page, or null when no repository is configured (`NEXT_PUBLIC_REPO_URL`, read at build time).
 * `relativePath` is the page's source file under content/ (`functions/api.mdx`), `pageUrl` its absolute URL.
 */
export function editLinks(relativePath: string, pageTitle: string, pageUrl: string, repoUrl = process.env.NEXT_PUBLIC_REPO_URL): EditLinks | null {
  const repo = repoUrl?.trim().replace(/\/+$/, "");
  if (!repo) return null;
  const file = relativePath.split(/[\\/]/).map(encodeURIComponent).join("/");
  const query = new URLSearchParams({ title: `Docs: ${pageTitle}`, body: `Page: ${pageUrl}\n\n` });
  return { edit: `${repo}/edit/main/content/${file}`, issue: `${repo}/issues/new?${query.toString()}` };
}
