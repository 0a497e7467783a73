/**
 * The one pass postbuild makes over an export's pages, stubs included: the 404 fallback into the 404 files
 * only, the boot after first paint into every page (boot.ts), then each file's own CSP meta tag with the
 * hashes of its final inline scripts (html.ts). Run twice, it gives the same files.
 */
import fs from "node:fs";
import path from "node:path";
import { thirdPartyHosts } from "../csp";
import { deferBoot } from "./boot";
import { exportedHtmlFiles } from "./files";
import { NOT_FOUND_FILES, withCspMeta, withNotFoundFallback } from "./html";

/** A page of the export as postbuild leaves it (see the module comment). */
export function finishPage(html: string, file: string, notFoundScript: string, hosts = thirdPartyHosts()): string {
  const page = (NOT_FOUND_FILES as readonly string[]).includes(file) ? withNotFoundFallback(html, notFoundScript, file) : html;
  return withCspMeta(deferBoot(page, file), file, hosts);
}

/** Finishes every HTML file of `out` in place; the number of files. */
export function finishPages(out: string, notFoundScript: string, hosts = thirdPartyHosts()): number {
  const files = exportedHtmlFiles(out);
  for (const file of files) {
    const abs = path.join(out, file);
    fs.writeFileSync(abs, finishPage(fs.readFileSync(abs, "utf8"), file, notFoundScript, hosts));
  }
  return files.length;
}
