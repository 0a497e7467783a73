/**
 * What a page costs the browser after its HTML, by counts and bytes first (they do not move with the load of a
 * shared machine) and timings second: the flight data in its HTML, the React fibers its hydration makes, the
 * main-thread tasks from boot to hydrated (from a Chromium trace), and what it fetches in the 6 s after its
 * first view; and how soon a prefetched page renders after a click on its link (`--navigation`). Used by `npm run bench`
 * and by `npx tsx scripts/page-cost.ts URL… [--runs N] [--cpu 4] [--navigation]`.
 */
import type { Browser, Page } from "playwright-core";
import { flightDataBytes, HYDRATED_SELECTOR } from "../lib/next-export";
import { trackFirstView } from "./first-view";

/** How long after its first view a page is watched for further requests (issue #17). */
export const AFTER_FIRST_VIEW_MS = 6000;

/** Installed before the page's own scripts: when the boot script adds the first chunk, and when the page has hydrated. */
function markBootAndHydration() {
  const marks = { bootAt: 0, hydratedAt: 0 };
  (window as unknown as { __pageCost: typeof marks }).__pageCost = marks;
  new MutationObserver((records) => {
    for (const record of records) {
      if (!marks.bootAt && record.type === "childList") {
        for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src.includes("/_next/static/chunks/")) marks.bootAt = performance.now();
      }
      if (!marks.hydratedAt && record.type === "attributes" && record.target instanceof Element && record.target.matches("[data-search-button]:not([disabled])")) marks.hydratedAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled"] });
}

/** The React fibers of the hydrated page: all, host elements (tag 5) and host text (tag 6). */
function countFibers() {
  type Fiber = { tag: number; child: Fiber | null; sibling: Fiber | null };
  const key = Object.keys(document).find((k) => k.startsWith("__reactContainer$"));
  const root = key ? ((document as unknown as Record<string, Fiber>)[key] ?? null) : null;
  const counts = { fibers: 0, elements: 0, texts: 0 };
  const stack: Fiber[] = root ? [root] : [];
  while (stack.length) {
    const fiber = stack.pop() as Fiber;
    counts.fibers++;
    if (fiber.tag === 5) counts.elements++;
    if (fiber.tag === 6) counts.texts++;
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return counts;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
  cat?: string;
}

/** Main-thread tasks of the page's renderer in [from, to] (µs, trace clock): count, long ones, busy ms, blocking ms. */
function mainThreadTasks(events: TraceEvent[], fromMs: number, toMs: number) {
  // The page's own navigation (the last one to an http URL; about:blank and other renderers aside).
  const navigation = events.filter((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith("http")).at(-1);
  const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const main = mains.find((t) => t.pid === navigation?.pid) ?? mains[0];
  if (!navigation || !main) return { tasks: 0, longTasks: 0, busyMs: 0, blockingMs: 0 };
  const from = navigation.ts + fromMs * 1000;
  const to = navigation.ts + toMs * 1000;
  const tasks = events.filter(
    (e) => e.ph === "X" && e.pid === main.pid && e.tid === main.tid && (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") && e.ts + (e.dur ?? 0) >= from && e.ts <= to,
  );
  const ms = (us: number) => us / 1000;
  return {
    tasks: tasks.length,
    longTasks: tasks.filter((t) => ms(t.dur ?? 0) >= 50).length,
    busyMs: Math.round(tasks.reduce((sum, t) => sum + ms(t.dur ?? 0), 0)),
    blockingMs: Math.round(tasks.reduce((sum, t) => sum + Math.max(0, ms(t.dur ?? 0) - 50), 0)),
  };
}

export interface PageCost {
  html: number;
  flightData: number;
  fibers: number;
  elements: number;
  texts: number;
  /** From the boot script adding the first chunk to the page having hydrated, ms (CPU throttled). */
  hydrationMs: number;
  /** Main-thread tasks in that window, from the trace. */
  hydrationTasks: ReturnType<typeof mainThreadTasks>;
  firstView: { requests: number; bytes: number };
  /** Requests other than the first view's, until 6 s after it, and the bytes they moved (response bodies as sent). */
  after: { requests: number; bytes: number; urls: string[] };
}

/** Measures one page once in a fresh context (see the module comment); `cpu` is the CPU slowdown (CDP), 1 for none. */
export async function measurePageCost(browser: Browser, url: string, cpu = 4): Promise<PageCost> {
  const context = await browser.newContext();
  const page: Page = await context.newPage();
  await page.addInitScript(markBootAndHydration);
  const cdp = await context.newCDPSession(page);
  if (cpu > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  const firstView = trackFirstView(page);
  const requests: { url: string; bytes: Promise<number> }[] = [];
  page.on("requestfinished", (request) =>
    requests.push({
      url: request.url(),
      bytes: request
        .sizes()
        .then((s) => s.responseBodySize + s.responseHeadersSize)
        .catch(() => 0),
    }),
  );
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading"] });
  const response = await firstView.goto(url);
  const html = (await response?.text()) ?? "";
  const booted = await page.locator(HYDRATED_SELECTOR).count();
  await page.waitForTimeout(AFTER_FIRST_VIEW_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
  const marks = await page.evaluate(() => (window as unknown as { __pageCost: { bootAt: number; hydratedAt: number } }).__pageCost);
  const fibers = booted ? await page.evaluate(countFibers) : { fibers: 0, elements: 0, texts: 0 };
  const sizes = await Promise.all(requests.map(async (r) => ({ ...r, size: await r.bytes })));
  const first = sizes.filter((r) => firstView.includes(r.url));
  // Every request of the first 6 s that is not the first view's, also one that finished before the page had hydrated
  // (an island's chunk its hydration loads, analytics started early): none of them is needed to read the page.
  const after = sizes.filter((r) => !firstView.includes(r.url));
  await context.close();
  return {
    html: Buffer.byteLength(html),
    flightData: flightDataBytes(html),
    ...fibers,
    hydrationMs: marks.hydratedAt && marks.bootAt ? Math.round(marks.hydratedAt - marks.bootAt) : 0,
    hydrationTasks: mainThreadTasks(trace.traceEvents, marks.bootAt, marks.hydratedAt || marks.bootAt),
    firstView: { requests: first.length, bytes: first.reduce((n, r) => n + r.size, 0) },
    after: { requests: after.length, bytes: after.reduce((n, r) => n + r.size, 0), urls: after.map((r) => new URL(r.url).pathname + new URL(r.url).search) },
  };
}

/**
 * Client navigation to a prefetched page (issue #17: "a prefetched page renders in ≤ 100 ms after click"): opens `url`,
 * waits for hydration, points at its next-page link (`a[rel="next"]`) and waits for the prefetch's page segment, then
 * clicks it and times from the click event to the first animation frame after the new page's heading is in the DOM.
 * Returns ms, or throws when the page has no next link or the navigation was not client-side.
 */
export async function measureClientNavigation(browser: Browser, url: string, cpu = 1): Promise<number> {
  const context = await browser.newContext();
  try {
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpu > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    await page.goto(url, { waitUntil: "load" });
    await page.locator(HYDRATED_SELECTOR).waitFor();
    const next = page.locator('a[rel="next"]').first();
    const nextPath = await next.getAttribute("href");
    if (!nextPath) throw new Error(`${url}: no next-page link to navigate to`);
    const segment = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(`${nextPath}__next.`) && r.url().includes("__PAGE__"), { timeout: 15_000 });
    await next.hover();
    await segment;
    await page.waitForTimeout(300); // let the prefetch's response be handled
    // (No named functions inside: tsx would wrap them in a helper the page does not have.)
    const timing = page.evaluate(async (path) => {
      const marker = window as unknown as { __sameDocument?: boolean };
      marker.__sameDocument = true;
      const heading = document.querySelector("h1")?.textContent;
      let clickedAt = 0;
      addEventListener("click", (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
      while (!clickedAt || location.pathname !== path || document.querySelector("h1")?.textContent === heading) await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      return { ms: performance.now() - clickedAt, sameDocument: marker.__sameDocument === true };
    }, nextPath);
    await next.click();
    const { ms, sameDocument } = await timing;
    if (!sameDocument) throw new Error(`${url}: the click on ${nextPath} loaded a new document`);
    return Math.round(ms);
  } finally {
    await context.close();
  }
}

/** The median of numbers (of an even count, the mean of the middle two). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length ? (sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2) : 0;
}

/** One measure's figures by name, flat: what medians are taken of. */
const costFigures = {
  html: (r) => r.html,
  flightData: (r) => r.flightData,
  fibers: (r) => r.fibers,
  elements: (r) => r.elements,
  texts: (r) => r.texts,
  hydrationMs: (r) => r.hydrationMs,
  hydrationBusyMs: (r) => r.hydrationTasks.busyMs,
  hydrationTasks: (r) => r.hydrationTasks.tasks,
  hydrationLongTasks: (r) => r.hydrationTasks.longTasks,
  hydrationBlockingMs: (r) => r.hydrationTasks.blockingMs,
  firstViewRequests: (r) => r.firstView.requests,
  firstViewBytes: (r) => r.firstView.bytes,
  afterRequests: (r) => r.after.requests,
  afterBytes: (r) => r.after.bytes,
} satisfies Record<string, (r: PageCost) => number>;

/** The median over the runs of each figure named, in the order named (this script's and scripts/bench.ts's reports). */
export function costMedians<K extends keyof typeof costFigures>(runs: PageCost[], names: readonly K[]): Record<K, number> {
  return Object.fromEntries(names.map((name) => [name, median(runs.map(costFigures[name]))])) as Record<K, number>;
}

if (require.main === module) {
  void (async () => {
    const argv = process.argv.slice(2);
    const option = (name: string, fallback: number) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback);
    const runs = option("--runs", 3);
    const cpu = option("--cpu", 4);
    const urls = argv.filter((a, i) => !a.startsWith("--") && !["--runs", "--cpu"].includes(argv[i - 1] ?? ""));
    const { launchChromium } = await import("./chromium");
    const browser = await launchChromium();
    for (const url of urls) {
      if (argv.includes("--navigation")) {
        const times: number[] = [];
        for (let i = 0; i < runs; i++) times.push(await measureClientNavigation(browser, url, cpu));
        console.log(JSON.stringify({ url, cpu, runs, clickToRenderMs: median(times), all: times }));
      } else {
        const results: PageCost[] = [];
        for (let i = 0; i < runs; i++) results.push(await measurePageCost(browser, url, cpu));
        const medians = costMedians(results, Object.keys(costFigures) as (keyof typeof costFigures)[]);
        // Bytes printed as KB, in their place.
        const figures = Object.entries(medians).map(([name, value]) => (name.endsWith("Bytes") ? [name.replace(/Bytes$/, "KB"), +(value / 1024).toFixed(1)] : [name, value]));
        console.log(JSON.stringify({ url, cpu, runs, ...Object.fromEntries(figures), afterUrls: results[0]?.after.urls }));
      }
    }
    await browser.close();
  })();
}
