/**
 * What an exported page's HTML holds, as Next 16 writes it: its head, its inline scripts, the files it loads up
 * front; and the two edits postbuild makes with them besides the boot (boot.ts): the CSP meta tag and the 404
 * fallback script.
 */
import { cspMetaTag, pageCsp, scriptHash, thirdPartyHosts } from "../hosting/csp";
import { bootArgs } from "./boot";

/** How every page Next exports begins its <head>: the charset first. */
export const HEAD_START = '<head><meta charSet="utf-8"/>';

/** The files Next writes for the not-found page: `404.html`, and the same page under two routes. */
export const NOT_FOUND_FILES = ["404.html", "404/index.html", "_not-found/index.html"] as const;

/** Each inline script of a page (no src), its text exactly as between its tags. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((match) => !/\ssrc\s*=/i.test(match[1] ?? "")).map((match) => match[2] ?? "");
}

/** Hashes of every inline script of a page (scripts with a src are covered by 'self' and the hosts). */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}

/** The start of <head>, with the charset tag when it comes first (Next's pages and the redirect stubs). */
const HEAD_OPEN = /<head\b[^>]*>(\s*<meta\s+charset\s*=\s*"?[\w-]+"?\s*\/?>)?/i;

/**
 * A page with its own policy: the `<meta http-equiv="Content-Security-Policy">` with the hashes of the page's
 * inline scripts, placed first in `<head>` (after the charset) so it governs every script. A policy already
 * there (postbuild run twice) is replaced. Throws, naming the file, when there is no `<head>` or a script
 * comes before it.
 */
export function withCspMeta(page: string, file = "page", hosts = thirdPartyHosts()): string {
  const html = page.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/g, "");
  const head = HEAD_OPEN.exec(html);
  if (!head) throw new Error(`${file}: no <head> to put the Content-Security-Policy meta tag in`);
  const at = head.index + head[0].length;
  if (/<script\b/i.test(html.slice(0, at))) throw new Error(`${file}: a script comes before <head>; the CSP meta tag would not cover it`);
  return html.slice(0, at) + cspMetaTag(pageCsp(inlineScriptHashes(html), hosts)) + html.slice(at);
}

/**
 * The 404 page with its fallback script (lib/hosting/redirects.ts, `notFoundFallbackScript`) first in <head>, right after
 * the charset, so it runs before anything else of the page. Added after the build, not rendered by
 * app/not-found.tsx: Next puts the not-found tree into the payload of every page. Throws, naming the file, when
 * the head does not start the way Next writes it; a page already given the script comes back unchanged.
 */
export function withNotFoundFallback(html: string, script: string, file = "404.html"): string {
  const tag = `<script>${script}</script>`;
  if (html.slice(0, html.indexOf("</head>")).includes(tag)) return html;
  if (!html.includes(HEAD_START)) throw new Error(`${file}: no ${HEAD_START} to put the 404 fallback after`);
  return html.replace(HEAD_START, `${HEAD_START}${tag}`);
}

/**
 * The same-origin scripts and stylesheets a page's HTML loads up front, and the other files it asks for at once
 * (preloaded fonts, icons, the flight data its boot script fetches: also `payload`).
 */
export function pageAssets(html: string): { js: string[]; css: string[]; other: string[]; payload?: string } {
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  // nomodule scripts (Next's legacy polyfills) are never fetched by the browsers that run modules.
  const js = [...html.matchAll(/<script\b[^>]*\ssrc="[^"]+"[^>]*>/g)].filter((m) => !/\snomodule\b/i.test(m[0])).map((m) => attr(m[0], "src") as string);
  // The chunks a page boots after its first paint (boot.ts) load before `load` all the same.
  const { chunks: booted, payload } = bootArgs(html);
  const css = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => attr(m[0], "href"));
  // A preloaded font and the icon are requests of the first view too (a browser asks for the icon with the page).
  const other = [...html.matchAll(/<link\b[^>]*>/g)].filter((m) => /\srel="(?:preload|icon|shortcut icon)"/.test(m[0]) && !/\sas="(?:script|style)"/.test(m[0])).map((m) => attr(m[0], "href"));
  const local = (u: string | undefined): u is string => u !== undefined && u.startsWith("/") && !u.startsWith("//");
  // The flight data the boot script fetches (when postbuild took it out of the HTML) is a request of the first view.
  if (payload) other.push(payload);
  return { js: [...new Set([...js, ...booted].filter(local))], css: [...new Set(css.filter(local))], other: [...new Set(other.filter(local))], payload };
}
