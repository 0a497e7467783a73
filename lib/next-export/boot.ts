/**
 * Paint first, then boot: postbuild moves the framework's chunk scripts of every exported page behind the
 * paint of its first screen.
 *
 * Next writes each chunk as `<script src async>`, which the browser runs the moment it arrives, often before
 * the page's first paint, so the reader's first view of the article waits for JavaScript that has nothing to
 * show: the page is complete as HTML, and hydration only adds the copy buttons, search, theme toggle and
 * client navigation. After this rewrite one small inline script adds the chunk scripts once the browser has
 * presented the page's largest content (the first largest-contentful-paint entry after the document is
 * parsed, or 150 ms after the first one if nothing larger follows). It boots at once where there is no paint
 * to wait for (a hidden tab, a browser without paint timing) and never waits longer than three seconds.
 * The chunks still load before `load`, and the size budgets count them (../budgets.ts).
 */

import { scriptJson } from "../hosting/csp";
import { flightData, withoutInlineFlight } from "./flight";

/**
 * Matches once a page has hydrated (the header's search button is disabled in the server HTML): what tests and
 * the bench wait for, since `load` may come before the boot.
 */
export const HYDRATED_SELECTOR = "[data-search-button]:not([disabled])";

/** Marks the boot script: a page is never rewritten twice, and the budgets find its chunk list. */
export const BOOT_MARK = "data-boot-after-paint";

/** The longest the boot script waits for a paint, ms. */
export const BOOT_TIMEOUT_MS = 3000;

/** How long after the first paint of the parsed page the boot script waits for a larger one, ms. */
export const BOOT_SETTLE_MS = 150;

/** The chunk scripts Next writes into an exported page, and its own preload hints for them. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*\shref="(\/_next\/static\/chunks\/[^"]+\.js)"\/>/g;

/**
 * The boot script's text (see the module comment); `chunks` are added in the page's order. With `payload` (the URL
 * of the page's flight data, which postbuild took out of the HTML: see deferBoot) it fetches that from the page's
 * first paint on (so that it never competes with what the first paint needs: the stylesheet, the font), tried three
 * times (without it the page stays as its HTML, links and all), and hands it to the framework after the document is
 * parsed (after Next's own `push([0])`), just before it adds the chunks.
 */
export function bootScript(chunks: string[], payload?: string): string {
  const args = payload === undefined ? scriptJson(chunks) : `${scriptJson(chunks)},${scriptJson(payload)}`;
  return `(function(s,p){var d=document,b=0,seen=0,ready=0,t,x=null,n=0,f=0;function load(){fetch(p).then(function(r){if(!r.ok)throw 0;return r.text()}).then(function(v){x=v;if(b)go()},function(){if(++n<3)setTimeout(load,500*n)})}function start(){if(p&&!f){f=1;load()}}function go(){if(b>1||(p&&x===null))return;if(p&&d.readyState==="loading"){d.addEventListener("DOMContentLoaded",go);return}b=2;if(p)(self.__next_f=self.__next_f||[]).push([1,x]);s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}function g(){if(b)return;b=1;clearTimeout(t);start();go()}function check(){if(!ready&&seen&&d.readyState!=="loading"){ready=1;t=setTimeout(g,${BOOT_SETTLE_MS})}}try{if(d.visibilityState==="hidden"||(PerformanceObserver.supportedEntryTypes||[]).indexOf("largest-contentful-paint")<0)throw 0;new PerformanceObserver(function(){start();if(ready)setTimeout(g);else{seen=1;check()}}).observe({type:"largest-contentful-paint",buffered:true});d.addEventListener("DOMContentLoaded",check);setTimeout(g,${BOOT_TIMEOUT_MS})}catch(e){g()}})(${args})`;
}

/** Any script tag loading a chunk, whatever its attributes (nomodule polyfills aside). */
export const ANY_CHUNK_SCRIPT = /<script\b(?![^>]*\snoModule)[^>]*\ssrc="\/_next\/static\/chunks\/[^"]+"[^>]*>/gi;

/** The one form of chunk script this rewrite knows (and removes). */
export const KNOWN_CHUNK_SCRIPT = /^<script src="[^"]+" async="">$/;

/**
 * Rewrites one exported page (see the module comment). Pages without chunk scripts (redirect stubs) and
 * pages already rewritten come back unchanged. Throws, naming the file, when the page has chunk scripts
 * but no `</head>`, or chunk scripts of a form this rewrite does not know (a Next.js upgrade changed them):
 * a page must never boot half its chunks. With `payload` (the page's route payload file: its URL and text), a page
 * whose inline flight data is that same text loses the inline copy and its boot script fetches the file instead:
 * a doc page's HTML is half as large (gzip), small enough to arrive in the first round trip of a new connection.
 */
export function deferBoot(html: string, file = "page", payload?: { url: string; text: string }): string {
  if (html.includes(BOOT_MARK)) return html;
  const chunks = [...new Set([...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1] as string))];
  const unknown = [...html.matchAll(ANY_CHUNK_SCRIPT)].map((match) => match[0]).filter((tag) => !KNOWN_CHUNK_SCRIPT.test(tag));
  if (unknown.length > 0) throw new Error(`${file}: chunk script of an unknown form, ${unknown[0]}: update lib/next-export/boot.ts for this Next.js version`);
  if (chunks.length === 0) return html;
  const external = payload !== undefined && payload.text.length > 0 && flightData(html) === payload.text;
  const page = external ? withoutInlineFlight(html) : html;
  const headEnd = page.indexOf("</head>");
  if (headEnd < 0) throw new Error(`${file}: chunk scripts but no </head> to put the boot script in`);
  const boot = `<script ${BOOT_MARK}="">${bootScript(chunks, external ? payload.url : undefined)}</script>`;
  // Next puts the first chunk scripts in <head>, right after the stylesheets: the boot script takes their place.
  const first = page.search(CHUNK_SCRIPT);
  const at = first >= 0 && first < headEnd ? first : headEnd;
  // A preload would fetch a chunk during the first paint, which is what the boot script waits to avoid.
  return (page.slice(0, at) + boot + page.slice(at)).replace(CHUNK_SCRIPT, "").replace(CHUNK_PRELOAD, (tag, src: string) => (chunks.includes(src) ? "" : tag));
}

/** The boot script's arguments: its chunks and the URL of the flight data it fetches, if any (one read for both). */
export function bootArgs(html: string): { chunks: string[]; payload?: string } {
  const script = new RegExp(`<script ${BOOT_MARK}="">[\\s\\S]*?\\}\\)\\((\\[[^\\]]*\\])(?:,("[^"]*"))?\\)<\\/script>`).exec(html);
  if (!script) return { chunks: [] };
  return { chunks: JSON.parse(script[1] as string) as string[], payload: script[2] ? (JSON.parse(script[2]) as string) : undefined };
}

/** The chunks a rewritten page boots, from its boot script (none for a page without one). */
export function bootChunks(html: string): string[] {
  return bootArgs(html).chunks;
}

/** The URL of the flight data a rewritten page fetches at boot (undefined when its flight data is inline). */
export function bootPayload(html: string): string | undefined {
  return bootArgs(html).payload;
}
