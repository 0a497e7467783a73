/**
 * The doc pages a build copies from its last export instead of rendering them again.
 *
 * Static generation of the ~345 doc pages is most of a warm build (docs/performance.md). When Next only generates
 * (the code is what it compiled: scripts/steps/next-build.ts), a page's HTML and route payloads depend only on the
 * compile (its build id), the files the routes read as they render (`public/`) and what the routes read of
 * `.generated/`: the page's own article, Markdown copy and body, and what all pages share (every record, the sidebar,
 * the home page, the kit's usage, the site data). A page whose key, made of these, is the one its files in
 * `.next/launchbay-pages/` were exported with is reused: the content step names it in the manifest (`reused`), the
 * doc route leaves it out of generateStaticParams, and the build copies its files back into `out/` after Next, as Next
 * exported them before postbuild changed them (hard links both ways). A compile (a new build id) renders every page.
 */
import fs from "node:fs";
import path from "node:path";
import type { GeneratedOutputs } from "../../lib/content/generated";
import { orElse } from "../../lib/content/error";
import { filesUnder, isRoutePayload } from "../../lib/next-export/files";
import { hashOf } from "../../lib/reuse";

/** Where the pages of the last export are kept, with the key each was rendered with (inside Next's folder: a compile empties it). */
export const KEPT_DIR = path.join(".next", "launchbay-pages");
const keysFile = (kept: string) => path.join(kept, "keys.json");

/** A page's own files in an export: its HTML and route payloads (its folder's subfolders are other pages). */
const pageFiles = (dir: string): string[] => orElse(() => fs.readdirSync(dir).filter((name) => name === "index.html" || isRoutePayload(name)), []);
const folderOf = (root: string, pagePath: string) => path.join(root, ...pagePath.split("/").filter(Boolean));

/**
 * Each page's key: `base` (the compile's build id and key, `public/`'s files), what all pages share and the page's own
 * generated values. A change to anything shared (a title, a heading, the sidebar) changes every key.
 */
export function pageKeys(base: string, { index, articles, markdown, data }: Pick<GeneratedOutputs, "index" | "articles" | "markdown" | "data">): Map<string, string> {
  if (!index) return new Map();
  const entries = [...index.pages.values()];
  const shared = hashOf(
    base,
    JSON.stringify([entries.map((entry) => entry.record), index.ordered.map((entry) => entry.record.path), index.sidebar, index.sidebarOrder, index.home, index.usage, data]),
  );
  return new Map(entries.map(({ record, body }) => [record.path, hashOf(shared, record.path, body, articles.get(record.path) ?? "", markdown[record.path] ?? "")]));
}

/** The key of what every page's render depends on besides `.generated/`: the compile in `dir`/.next (its build id, and `compileKey`) and `public/`. */
export function baseKey(dir: string, compileKey: string): string {
  const publicDir = path.join(dir, "public");
  const files = fs.existsSync(publicDir) ? filesUnder(publicDir) : [];
  return hashOf(fs.readFileSync(path.join(dir, ".next", "BUILD_ID"), "utf8"), compileKey, ...files.flatMap((file) => [file, fs.readFileSync(path.join(publicDir, file))]));
}

/** The pages whose kept files were exported with the key they have now. */
export function reusablePages(keys: Map<string, string>, kept = KEPT_DIR): string[] {
  const before: Record<string, string> = orElse(() => JSON.parse(fs.readFileSync(keysFile(kept), "utf8")) as Record<string, string>, {});
  return [...keys]
    .filter(([pagePath, key]) => Object.hasOwn(before, pagePath) && before[pagePath] === key && fs.existsSync(path.join(folderOf(kept, pagePath), "index.html")))
    .map(([pagePath]) => pagePath);
}

/**
 * A hard link (copying 2,800 files of ~70 MB took 0.3–1.7 s): safe because nothing writes into an exported page's
 * files. Next empties `out/` before it exports, and postbuild replaces each HTML file by a new one (lib/next-export/finish.ts).
 * A copy where links cannot be made (another file system).
 */
function link(from: string, to: string): void {
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

/**
 * After Next's export: links the reused pages' files into `out` (a page Next rendered anyway keeps Next's), then keeps
 * every page Next rendered, with its key, for the next build. Returns how many pages were copied.
 */
export function restoreAndKeep(out: string, keys: Map<string, string>, reused: Set<string>, kept = KEPT_DIR): number {
  // Removed first and written last: a build stopped in between leaves nothing to reuse rather than mismatched files.
  fs.rmSync(keysFile(kept), { force: true });
  let copied = 0;
  const keptKeys: Record<string, string> = {};
  for (const [pagePath, key] of keys) {
    const exported = folderOf(out, pagePath);
    const keptDir = folderOf(kept, pagePath);
    const [from, to] = fs.existsSync(path.join(exported, "index.html")) ? [exported, keptDir] : reused.has(pagePath) ? [keptDir, exported] : [];
    if (!from || !to) continue; // neither exported now nor reused: nothing to keep
    if (to === keptDir) for (const name of pageFiles(keptDir)) fs.rmSync(path.join(keptDir, name));
    else copied++;
    fs.mkdirSync(to, { recursive: true });
    for (const name of pageFiles(from)) link(path.join(from, name), path.join(to, name));
    keptKeys[pagePath] = key;
  }
  fs.writeFileSync(keysFile(kept), JSON.stringify(keptKeys));
  return copied;
}
