/**
 * What this folder assumes of Next's export, checked on a real one: postbuild runs it before it changes a file,
 * and the golden tests run it on the fixture site Next exported (`__tests__/fixtures/next-export/`), so a Next
 * upgrade that changes one of these fails the build and the fast tests with the assumption it broke.
 */
import fs from "node:fs";
import path from "node:path";
import { ANY_CHUNK_SCRIPT, KNOWN_CHUNK_SCRIPT } from "./boot";
import { exportedHtmlFiles, routePayloadFiles } from "./files";
import { flightData } from "./flight";
import { HEAD_START, NOT_FOUND_FILES } from "./html";

/** One line per broken assumption, each naming the file, what was expected and what is there; [] when all hold. */
export function exportProblems(out: string): string[] {
  const problems: string[] = [];
  for (const file of NOT_FOUND_FILES) if (!fs.existsSync(path.join(out, file))) problems.push(`${file}: missing; the 404 fallback goes into ${NOT_FOUND_FILES.join(", ")}`);
  for (const file of exportedHtmlFiles(out)) {
    const html = fs.readFileSync(path.join(out, file), "utf8");
    if (!html.includes(HEAD_START)) problems.push(`${file}: <head> does not start with ${HEAD_START} (found ${/<head\b[^]{0,60}/.exec(html)?.[0] ?? "no <head>"})`);
    const chunkTags = [...html.matchAll(ANY_CHUNK_SCRIPT)].map((m) => m[0]);
    if (chunkTags.length === 0) problems.push(`${file}: no chunk scripts (<script src="/_next/static/chunks/…">): the boot after first paint would find nothing to defer`);
    const unknown = chunkTags.filter((tag) => !KNOWN_CHUNK_SCRIPT.test(tag));
    if (unknown.length > 0) problems.push(`${file}: chunk script of an unknown form ${unknown[0]} (known: <script src="…" async="">)`);
    const headEnd = html.indexOf("</head>");
    const firstChunk = html.search(ANY_CHUNK_SCRIPT);
    if (firstChunk < 0 || headEnd < 0 || firstChunk > headEnd) problems.push(`${file}: the first chunk script is not in <head>: the boot script takes its place there`);
    try {
      if (!flightData(html)) problems.push(`${file}: no inline flight data (self.__next_f.push([1,"…"])): the budgets' prefetch estimate reads it`);
    } catch (error) {
      problems.push(`${file}: flight data that is not JSON in self.__next_f.push(…): ${(error as Error).message}`);
    }
    if (!NOT_FOUND_FILES.includes(file as (typeof NOT_FOUND_FILES)[number]) && file.endsWith("index.html")) {
      const payloads = routePayloadFiles(out, file);
      // `index.txt` itself: a root layout's segment is `__next._index.txt`.
      if (!payloads.some((p) => /(?:^|\/)index\.txt$/.test(p)) || !payloads.some((p) => /__next\.[^/]*\.txt$/.test(p)))
        problems.push(`${file}: route payload files missing next to it (index.txt and __next.*.txt; found ${payloads.join(", ") || "none"})`);
    }
  }
  return problems;
}
