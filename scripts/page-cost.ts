/**
 * What a page costs the browser after its HTML, by counts and bytes first (they do not move with the load of a
 * shared machine) and timings second: the flight data in its HTML, the React fibers its hydration makes, the
 * main-thread tasks from boot to hydrated (from a Chromium trace), and what it fetches in the 6 s after its
 * first view. Used by `npm run bench` and by `npx tsx scripts/page-cost.ts URL… [--runs N] [--cpu 4]`.
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
  /** Requests made in the 6 s after the first view, and the bytes they moved (response bodies as sent). */
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
  const requests: { url: string; at: number; bytes: Promise<number> }[] = [];
  page.on("requestfinished", (request) =>
    requests.push({
      url: request.url(),
      at: Date.now(),
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
  const firstViewDone = Date.now();
  await page.waitForTimeout(AFTER_FIRST_VIEW_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
  const marks = await page.evaluate(() => (window as unknown as { __pageCost: { bootAt: number; hydratedAt: number } }).__pageCost);
  const fibers = booted ? await page.evaluate(countFibers) : { fibers: 0, elements: 0, texts: 0 };
  const sizes = await Promise.all(requests.map(async (r) => ({ ...r, size: await r.bytes })));
  const first = sizes.filter((r) => firstView.includes(r.url));
  const after = sizes.filter((r) => !firstView.includes(r.url) && r.at >= firstViewDone - 50);
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

/** The median of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] as number) : 0;
}

if (require.main === module) {
  void (async () => {
    const argv = process.argv.slice(2);
    const option = (name: string, fallback: number) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback);
    const runs = option("--runs", 3);
    const cpu = option("--cpu", 4);
    const urls = argv.filter((a, i) => !a.startsWith("--") && !["--runs", "--cpu"].includes(argv[i - 1] ?? ""));
    const { chromium } = await import("playwright-core");
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    });
    for (const url of urls) {
      const results: PageCost[] = [];
      for (let i = 0; i < runs; i++) results.push(await measurePageCost(browser, url, cpu));
      const m = (pick: (r: PageCost) => number) => median(results.map(pick));
      console.log(
        JSON.stringify({
          url,
          cpu,
          runs,
          html: m((r) => r.html),
          flightData: m((r) => r.flightData),
          fibers: m((r) => r.fibers),
          elements: m((r) => r.elements),
          texts: m((r) => r.texts),
          hydrationMs: m((r) => r.hydrationMs),
          hydrationBusyMs: m((r) => r.hydrationTasks.busyMs),
          hydrationTasks: m((r) => r.hydrationTasks.tasks),
          hydrationLongTasks: m((r) => r.hydrationTasks.longTasks),
          hydrationBlockingMs: m((r) => r.hydrationTasks.blockingMs),
          firstViewRequests: m((r) => r.firstView.requests),
          firstViewKB: +(m((r) => r.firstView.bytes) / 1024).toFixed(1),
          afterRequests: m((r) => r.after.requests),
          afterKB: +(m((r) => r.after.bytes) / 1024).toFixed(1),
          afterUrls: results[0]?.after.urls,
        }),
      );
    }
    await browser.close();
  })();
}
