/** Path rules: file → URL, and the redirects a page gets. Pure functions, table-tested. */

/** URL path of a content file given relative to content/, e.g. `a/b.mdx` → `/a/b/`, `a/index.mdx` → `/a/`. */
export function fileToPath(relativeFile: string): string {
  const noExt = relativeFile.replace(/\\/g, "/").replace(/\.mdx$/, "");
  const parts = noExt.split("/");
  if (parts[parts.length - 1] === "index") parts.pop();
  return parts.length === 0 ? "/" : `/${parts.join("/")}/`;
}

/** Whether a content file is a section index (its URL is a folder). */
export function isIndexFile(relativeFile: string): boolean {
  return /(^|\/)index\.mdx$/.test(relativeFile.replace(/\\/g, "/"));
}

/** The key of a page: a stable identifier derived from its path. */
export function pathToKey(path: string): string {
  return path === "/" ? "index" : path.slice(1, -1).replace(/\//g, "-").toLowerCase();
}

/** Redirect sources for a page; index pages get only the index.html one (docs/CONTRACT.md §2). */
export function redirectSources(
  path: string,
  options: { fromIndexFile: boolean; html?: boolean; index?: boolean },
): string[] {
  if (path === "/") return ["/index.html"];
  const sources: string[] = [];
  if (options.index !== false) sources.push(`${path}index.html`);
  if (!options.fromIndexFile && options.html !== false) sources.push(`${path.slice(0, -1)}.html`);
  return sources;
}

/** Every folder prefix of a path, shortest first: `/a/b/c/` → `/a/`, `/a/b/`. */
export function sectionPrefixes(path: string): string[] {
  const parts = path.split("/").filter(Boolean);
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join("/")}/`);
}

