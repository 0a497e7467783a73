/**
 * The one pass postbuild makes over an export's pages, stubs included: the 404 fallback into the 404 files
 * only, the boot after first paint into every page (boot.ts), then each file's own CSP meta tag with the
 * hashes of its final inline scripts (html.ts); and the compile hint into the chunks a page boots
 * (compile-hints.ts). Run twice, it gives the same files.
 */
import fs from "node:fs";
import path from "node:path";
import { thirdPartyHosts } from "../hosting/csp";
import { bootChunks, deferBoot } from "./boot";
import { hintChunks } from "./compile-hints";
import { replaceFile } from "../reuse";
import { exportedHtmlFiles } from "./files";
import { NOT_FOUND_FILES, withCspMeta, withNotFoundFallback } from "./html";

/** A page of the export as postbuild leaves it (see the module comment). */
export function finishPage(html: string, file: string, notFoundScript: string, hosts = thirdPartyHosts(), payload?: { url: string; text: string }): string {
  const page = (NOT_FOUND_FILES as readonly string[]).includes(file) ? withNotFoundFallback(html, notFoundScript, file) : html;
  return withCspMeta(deferBoot(page, file, payload), file, hosts);
}

/**
 * The route payload file next to a page (`guide/index.html` → `/guide/index.txt`): the same flight data as the
 * page's inline copy, which the boot script then fetches instead (boot.ts `deferBoot`). None for other HTML files.
 */
export function pagePayload(out: string, file: string): { url: string; text: string } | undefined {
  if (file !== "index.html" && !file.endsWith("/index.html")) return undefined;
  const relative = `${file.slice(0, -"index.html".length)}index.txt`;
  const abs = path.join(out, relative);
  return fs.existsSync(abs) ? { url: `/${relative}`, text: fs.readFileSync(abs, "utf8") } : undefined;
}

/**
 * Finishes HTML files of `out` (each replaced by a new file): `files` (relative to `out`; every HTML file unless given), and gives the
 * chunks each page boots V8's compile hint (compile-hints.ts) before `onPage` sees the page. Threads that
 * share the work pass the same `files` and the same `queue` (an Int32Array on a SharedArrayBuffer): each takes the
 * next file from it until none is left. `onPage` gets each file's final HTML. Returns how many files this call finished.
 */
export function finishPages(
  out: string,
  notFoundScript: string,
  { files = exportedHtmlFiles(out), queue = new Int32Array(1), onPage }: { files?: string[]; queue?: Int32Array; onPage?: (file: string, html: string) => void } = {},
): number {
  const hosts = thirdPartyHosts();
  let finished = 0;
  const hinted = new Set<string>();
  for (let i = Atomics.add(queue, 0, 1); i < files.length; i = Atomics.add(queue, 0, 1)) {
    const file = files[i] as string;
    const abs = path.join(out, file);
    const html = finishPage(fs.readFileSync(abs, "utf8"), file, notFoundScript, hosts, pagePayload(out, file));
    replaceFile(abs, html);
    hintChunks(out, bootChunks(html), hinted);
    onPage?.(file, html);
    finished++;
  }
  return finished;
}
