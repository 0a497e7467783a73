import { gzipSync } from "node:zlib";
import { bootChunks } from "./boot";

/** Size budgets per page, gzip bytes (issue #9): JS and CSS loaded before `load`, and the HTML itself. */
export const BUDGETS = { js: 150 * 1024, css: 30 * 1024, html: 60 * 1024 } as const;

/** Gzip size of a text or buffer. */
export function gzipSize(data: string | Buffer): number {
  return gzipSync(data, { level: 9 }).length;
}

/** The same-origin scripts and stylesheets a page's HTML loads up front. */
export function pageAssets(html: string): { js: string[]; css: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  // nomodule scripts (Next's legacy polyfills) are never fetched by the browsers that run modules.
  const js = [...html.matchAll(/<script\b[^>]*\ssrc="[^"]+"[^>]*>/g)].filter((m) => !/\snomodule\b/i.test(m[0])).map((m) => attr(m[0], "src") as string);
  // The chunks a page boots after its first paint (lib/boot.ts) load before `load` all the same.
  const booted = bootChunks(html);
  const css = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => attr(m[0], "href")).filter((h): h is string => Boolean(h));
  const local = (u: string) => u.startsWith("/") && !u.startsWith("//");
  return { js: [...new Set([...js, ...booted].filter(local))], css: [...new Set(css.filter(local))] };
}

/** A page's sizes against the budgets: totals and the files behind them. */
export interface PageSizes {
  html: number;
  js: number;
  css: number;
  files: { url: string; kind: "js" | "css"; bytes: number }[];
}

/** Measures one page; `read` returns a file's bytes by URL path. */
export function measurePage(html: string, read: (url: string) => Buffer, cache = new Map<string, number>()): PageSizes {
  const assets = pageAssets(html);
  const size = (url: string) => {
    let bytes = cache.get(url);
    if (bytes === undefined) {
      bytes = gzipSize(read(url.split("?")[0] as string));
      cache.set(url, bytes);
    }
    return bytes;
  };
  const files = [...assets.js.map((url) => ({ url, kind: "js" as const, bytes: size(url) })), ...assets.css.map((url) => ({ url, kind: "css" as const, bytes: size(url) }))];
  const sum = (kind: "js" | "css") => files.filter((f) => f.kind === kind).reduce((total, f) => total + f.bytes, 0);
  return { html: gzipSize(html), js: sum("js"), css: sum("css"), files };
}

/** Budget problems of a page, each naming the page and the largest file of the kind over budget. */
export function budgetProblems(page: string, sizes: PageSizes): string[] {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const problems: string[] = [];
  for (const kind of ["js", "css"] as const) {
    if (sizes[kind] <= BUDGETS[kind]) continue;
    const largest = sizes.files.filter((f) => f.kind === kind).sort((a, b) => b.bytes - a.bytes)[0];
    problems.push(`${page}: ${kind.toUpperCase()} ${kb(sizes[kind])} gzip is over the ${kb(BUDGETS[kind])} budget (largest file: ${largest?.url} ${kb(largest?.bytes ?? 0)})`);
  }
  if (sizes.html > BUDGETS.html) problems.push(`${page}: HTML ${kb(sizes.html)} gzip is over the ${kb(BUDGETS.html)} budget`);
  return problems;
}
