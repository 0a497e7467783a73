/**
 * The files of a static export: its pages, and the route payloads (the RSC data a client navigation and a
 * prefetch fetch instead of the page: `index.txt`, and one `__next.<segment>.txt` per segment of the route tree).
 */
import fs from "node:fs";
import path from "node:path";

/** The files below a folder whose names end with `ending`, as sorted paths relative to it, with forward slashes. */
export function filesEndingWith(dir: string, ending: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.replace(/\\/g, "/"))
    .filter((f) => f.endsWith(ending))
    .sort();
}

/** Every file below a folder (no folders), as sorted paths relative to it, with forward slashes. */
export function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).replace(/\\/g, "/"))
    .sort();
}

/** The HTML files of an export directory, as sorted paths relative to it, with forward slashes. */
export function exportedHtmlFiles(out: string): string[] {
  return filesEndingWith(out, ".html");
}

/** Whether a URL path is a route payload of a static export (what client navigation and prefetches request). */
export function isRoutePayload(pathname: string): boolean {
  return /(?:^|\/)(?:__next\.[^/]*|index)\.txt$/.test(pathname);
}

/** The route payload files an export wrote for the route of `page` (`guide/index.html` → `guide/index.txt`, `guide/__next.….txt`). */
export function routePayloadFiles(out: string, page: string): string[] {
  const dir = path.posix.dirname(page);
  const abs = path.join(out, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs)
    .filter((name) => isRoutePayload(name))
    .map((name) => (dir === "." ? name : `${dir}/${name}`))
    .sort();
}
