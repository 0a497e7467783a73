import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pageAssets, prefetchOnSight, REQUESTS_PER_PREFETCH } from "../next-export";

/**
 * Size budgets per page (issues #9, #17): gzip bytes of the JS and CSS a page loads in its first view (the chunks
 * it boots after its first paint included) and of the HTML itself; and the requests of its first view plus those
 * it makes in the 6 s after without the reader doing anything (prefetches on sight; see `measurePage`).
 */
export const BUDGETS = { js: 160 * 1024, css: 30 * 1024, html: 60 * 1024, requests: 12 } as const;

/**
 * Budgets of a page view the reader does not touch, until the network is idle (issue #31): every request and the
 * gzip JS of the first view, the islands its hydration loads, and whatever else comes before the network has been
 * quiet for 3 s. Not countable from the HTML (hydration's chunks are named only inside other chunks): the browser
 * tests hold every template to them (__tests__/e2e/budgets.e2e.ts), the bench reports them. The Ask page's chat is
 * what the reader came for, not something to load later: its chunks (3 requests, about 30 KB) are its allowance.
 */
export const UNTIL_IDLE_BUDGETS = {
  page: { requests: 12, js: 150 * 1024 },
  chat: { requests: 15, js: 180 * 1024 },
} as const;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Gzip size of a text or buffer at zlib's default level (6): what `npm start` (compression) and most CDNs send. */
export function gzipSize(data: string | Buffer): number {
  return gzipSync(data).length;
}

/** A page's sizes against the budgets: totals and the files behind them. */
export interface PageSizes {
  html: number;
  js: number;
  css: number;
  files: { url: string; kind: "js" | "css"; bytes: number }[];
  /**
   * Requests: the first view (the HTML, its scripts and booted chunks, stylesheets, preloaded fonts, icon) and
   * what the page fetches after it without intent (the routes its client links prefetch on sight, two requests
   * each: route tree and page segment); with the routes, so a failure can name them.
   */
  requests: { firstView: number; afterFirstView: number; prefetchedOnSight: string[] };
}

/** Measures one page; `read` returns a file's bytes by URL path; `pagePath` (`/functions/api/`) leaves links to the page itself out of the prefetches. */
export function measurePage(html: string, read: (url: string) => Buffer, cache = new Map<string, number>(), pagePath?: string): PageSizes {
  const assets = pageAssets(html);
  const size = (url: string) => {
    let bytes = cache.get(url);
    if (bytes === undefined) cache.set(url, (bytes = gzipSize(read(url.split("?")[0] as string))));
    return bytes;
  };
  const files = [...assets.js.map((url) => ({ url, kind: "js" as const, bytes: size(url) })), ...assets.css.map((url) => ({ url, kind: "css" as const, bytes: size(url) }))];
  const sum = (kind: "js" | "css") => files.filter((f) => f.kind === kind).reduce((total, f) => total + f.bytes, 0);
  // The links in the flight data, inline or in the file the boot script fetches.
  const prefetchedOnSight = prefetchOnSight(html, pagePath, assets.payload ? read(assets.payload).toString("utf8") : undefined);
  const requests = { firstView: 1 + assets.js.length + assets.css.length + assets.other.length, afterFirstView: prefetchedOnSight.length * REQUESTS_PER_PREFETCH, prefetchedOnSight };
  return { html: gzipSize(html), js: sum("js"), css: sum("css"), files, requests };
}

/** Budget problems of a page, each naming the page and the largest file of the kind over budget. */
export function budgetProblems(page: string, sizes: PageSizes): string[] {
  const problems: string[] = [];
  for (const kind of ["js", "css"] as const) {
    if (sizes[kind] <= BUDGETS[kind]) continue;
    const largest = sizes.files.filter((f) => f.kind === kind).sort((a, b) => b.bytes - a.bytes)[0];
    problems.push(`${page}: ${kind.toUpperCase()} ${kb(sizes[kind])} gzip is over the ${kb(BUDGETS[kind])} budget (largest file: ${largest?.url} ${kb(largest?.bytes ?? 0)})`);
  }
  if (sizes.html > BUDGETS.html) problems.push(`${page}: HTML ${kb(sizes.html)} gzip is over the ${kb(BUDGETS.html)} budget`);
  const { firstView, afterFirstView, prefetchedOnSight } = sizes.requests;
  if (firstView + afterFirstView > BUDGETS.requests) {
    const prefetches = prefetchedOnSight.length ? `; links prefetched on sight, not on intent: ${prefetchedOnSight.slice(0, 5).join(", ")}${prefetchedOnSight.length > 5 ? ", …" : ""}` : "";
    problems.push(`${page}: ${firstView + afterFirstView} requests (${firstView} in the first view, ${afterFirstView} after it) are over the budget of ${BUDGETS.requests}${prefetches}`);
  }
  return problems;
}

/** Reads a file of the export in `out` by its URL path (what BudgetCheck measures a page's files with). */
export const readExportFile = (out: string) => (url: string) => fs.readFileSync(path.join(out, decodeURIComponent(url)));

/** Whether an HTML file of an export is measured against the budgets (pages, the 404 page, section redirect stubs). */
export const isBudgetedFile = (file: string) => file === "404.html" || file.endsWith("index.html");

/** The budgets of a whole export, page by page: every problem, and the heaviest page for the summary. */
export class BudgetCheck {
  private readonly problems: string[] = [];
  private pages = 0;
  private heaviest: BudgetResult["heaviest"];
  private readonly sizes = new Map<string, number>();

  /** `read` returns a file of the export by URL path (the scripts and stylesheets pages load). */
  constructor(private readonly read: (url: string) => Buffer) {}

  /** Measures the page in `file` (relative to the export, `/`-separated) if it is one the budgets cover. */
  add(file: string, html: string): void {
    if (!isBudgetedFile(file)) return;
    const sizes = measurePage(html, this.read, this.sizes, `/${file.replace(/(^|\/)index\.html$/, "$1")}`);
    this.problems.push(...budgetProblems(file, sizes));
    this.pages++;
    this.heaviest = heavier(this.heaviest, { page: file, js: sizes.js, css: sizes.css, html: sizes.html, requests: sizes.requests.firstView + sizes.requests.afterFirstView });
  }

  /** What was found (plain data: it crosses from postbuild's worker thread). */
  result(): BudgetResult {
    return { problems: [...this.problems], pages: this.pages, heaviest: this.heaviest };
  }
}

/** The outcome of a BudgetCheck: the problems, the pages measured, and the heaviest page (by JS + CSS + HTML). */
export interface BudgetResult {
  problems: string[];
  pages: number;
  heaviest: { page: string; js: number; css: number; html: number; requests: number } | undefined;
}

const heavier = (a: BudgetResult["heaviest"], b: BudgetResult["heaviest"]) => {
  const total = (h: NonNullable<BudgetResult["heaviest"]>) => h.js + h.css + h.html;
  return !a || (b && total(b) > total(a)) ? b : a;
};

/** Results of checks that measured parts of one export (one per thread), as one. */
export function mergeBudgetResults(results: BudgetResult[]): BudgetResult {
  const heaviest = results.map((r) => r.heaviest).reduce<BudgetResult["heaviest"]>(heavier, undefined);
  return { problems: results.flatMap((r) => r.problems), pages: results.reduce((pages, r) => pages + r.pages, 0), heaviest };
}

/** One line naming the heaviest page. */
export function budgetSummary({ pages, heaviest }: BudgetResult): string {
  if (!heaviest) return "budgets: no pages measured";
  return `budgets ok: ${pages} pages; heaviest ${heaviest.page}: JS ${kb(heaviest.js)}, CSS ${kb(heaviest.css)}, HTML ${kb(heaviest.html)} (gzip), ${heaviest.requests} requests`;
}
