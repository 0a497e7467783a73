/**
 * Everything that reads or rewrites what `next build` exports, behind one interface: a Next.js upgrade that
 * changes the export breaks this folder and its golden tests (`__tests__/lib/next-export/`, on a fixture site
 * Next really exported), not the build's steps one by one.
 *
 * - boot.ts: the chunk scripts, moved behind the first paint, and the page's flight data fetched from its route
 *   payload file instead of inline (`deferBoot`, `bootChunks`, `bootPayload`);
 * - html.ts: the head, inline scripts and CSP meta tag, the 404 fallback, the files a page loads (`pageAssets`);
 * - flight.ts: the inline flight data, and the links it prefetches on sight;
 * - files.ts: the export's pages and route payload files;
 * - compile-hints.ts: V8's compile hint in the chunks a page boots, so they compile off the main thread;
 * - finish.ts: postbuild's one pass over the pages; check.ts: the assumptions above, checked on an export.
 */
export { BOOT_MARK, BOOT_SETTLE_MS, BOOT_TIMEOUT_MS, HYDRATED_SELECTOR, bootChunks, bootPayload, bootScript, deferBoot } from "./boot";
export { exportProblems } from "./check";
export { COMPILE_HINT, hintChunks, withCompileHint } from "./compile-hints";
export { exportedHtmlFiles, filesUnder, isRoutePayload, routePayloadFiles } from "./files";
export { finishPage, finishPages, pagePayload } from "./finish";
export { REQUESTS_PER_PREFETCH, flightData, flightDataBytes, prefetchOnSight } from "./flight";
export { HEAD_START, NOT_FOUND_FILES, inlineScriptHashes, inlineScripts, pageAssets, withCspMeta } from "./html";

/** The Next.js release whose export this folder was written for and checked against (the golden export's). */
export const NEXT_EXPORT_VERSION = "16.4.6";
