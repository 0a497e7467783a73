/** Path rules: file → URL, page key, folder prefixes. Pure functions, table-tested (a page's redirects: lib/hosting/page-map.ts). */

/** URL path of a content file given relative to content/, e.g. `a/b.mdx` → `/a/b/`, `a/index.mdx` → `/a/`. */
export function fileToPath(relativeFile: string): string {
  const parts = relativeFile.replace(/\\/g, "/").replace(/\.mdx$/, "").split("/");
  if (parts[parts.length - 1] === "index") parts.pop();
  return parts.length === 0 ? "/" : `/${parts.join("/")}/`;
}

/** The key of a page: a stable identifier derived from its path. */
export function pathToKey(path: string): string {
  return path === "/" ? "index" : path.slice(1, -1).replace(/\//g, "-").toLowerCase();
}

/** Every folder prefix of a path, shortest first: `/a/b/c/` → `/a/`, `/a/b/`. */
export function sectionPrefixes(path: string): string[] {
  const parts = path.split("/").filter(Boolean);
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join("/")}/`);
}

