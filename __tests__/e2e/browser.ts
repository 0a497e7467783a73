import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { HYDRATED_SELECTOR } from "../../lib/next-export";
import { launchChromium } from "../../scripts/chromium";

/** Base URL of the server started by global-setup. */
export const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";

/**
 * Launches Debian's Chromium. With `--process-per-site` a context's pages of one site share a renderer process, which a
 * page kept open on the site (see contextFor) keeps alive from test to test: starting a renderer for each new page cost
 * ~1.3 CPU-s of the ~2.4 a page load took here, and the browser tests are CPU-bound.
 */
export function launch(extraArgs: string[] = []): Promise<Browser> {
  return launchChromium(["--process-per-site", ...extraArgs]);
}

/**
 * A page that records console errors and uncaught exceptions, in a context of its own for the test that asks (a second
 * call in the same test gets a second context). Contexts are reused from test to test: a new context starts a new
 * renderer process that compiles the site's JavaScript afresh: about 1 s of CPU more per page than a new page in a
 * context whose pages are closed, and the browser tests are CPU-bound. A reused context is a fresh visitor's: its
 * pages, routes, cookies, permissions and offline state are reset after each test, and its HTTP cache and the site's
 * storage (local, IndexedDB, caches) are cleared before each page. (Playwright's setStorageState clears storage too,
 * but loads a page to do it: half of what reuse saves.) A context a test added init scripts or bindings to is closed
 * instead.
 */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  // The viewport and media features are the page's (a context of the other options serves every size and scheme); a
  // page the test opens itself (a popup, context.newPage()) has the context's defaults.
  const { viewport, colorScheme, reducedMotion, ...contextOptions } = options;
  const context = await contextFor(browser, contextOptions);
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  if (colorScheme || reducedMotion) await page.emulateMedia({ colorScheme, reducedMotion });
  // What an earlier test left in the reused context: its HTTP cache, and the site's storage (local, IndexedDB, caches).
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.send("Storage.clearDataForOrigin", { origin: new URL(options.baseURL ?? baseURL).origin, storageTypes: "all" });
  await cdp.detach();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // Chromium's "Failed to load resource" message does not name the resource: name it, so a failure says which.
    const url = message.location().url;
    errors.push(url && message.text().startsWith("Failed to load resource") ? `${message.text()}: ${url}` : message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}

interface Pooled {
  browser: Browser;
  key: string;
  options: BrowserContextOptions;
  context: BrowserContext;
  /** Closed, or changed in a way a reset cannot undo (init scripts, bindings): not reused. */
  spent: boolean;
}
/** Contexts free for the next test, by browser and options; and those the running test holds. */
const idle = new Map<Browser, Map<string, Pooled[]>>();
const held: Pooled[] = [];

async function contextFor(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const key = JSON.stringify(options);
  const free = idle.get(browser)?.get(key) ?? [];
  let pooled = free.pop();
  if (!pooled) {
    const context = await browser.newContext({ baseURL, ...options });
    // The renderer's keeper: a plain-text page of the site, hidden from the tests' context.pages(). (Offline, it stays blank.)
    const keeper = await context.newPage();
    await keeper.goto("/robots.txt").catch(() => undefined);
    const pages = context.pages.bind(context);
    context.pages = () => pages().filter((page) => page !== keeper);
    const created: Pooled = { browser, key, options, context, spent: false };
    context.on("close", () => void (created.spent = true));
    for (const method of ["addInitScript", "exposeBinding", "exposeFunction", "setExtraHTTPHeaders", "setGeolocation", "setHTTPCredentials"] as const) {
      const original = (context[method] as (...args: unknown[]) => Promise<unknown>).bind(context);
      (context as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => ((created.spent = true), original(...args));
    }
    pooled = created;
  }
  held.push(pooled);
  return pooled.context;
}

/** Makes a context a fresh visitor's again, or closes it. */
async function release(pooled: Pooled): Promise<void> {
  const { context, options } = pooled;
  if (!pooled.spent) {
    try {
      await Promise.all(context.pages().map((page) => page.close()));
      await context.unrouteAll({ behavior: "ignoreErrors" });
      await context.setOffline(options.offline ?? false);
      await context.clearPermissions();
      if (options.permissions?.length) await context.grantPermissions(options.permissions);
      await context.clearCookies();
    } catch {
      pooled.spent = true;
    }
  }
  if (pooled.spent) return void (await context.close().catch(() => undefined));
  const byKey = idle.get(pooled.browser) ?? new Map<string, Pooled[]>();
  idle.set(pooled.browser, byKey);
  byKey.set(pooled.key, [...(byKey.get(pooled.key) ?? []), pooled]);
}

afterEach(async () => {
  await Promise.all(held.splice(0).map(release));
});

/**
 * One Chromium for the test file that calls this (at its top level): launched before the file's tests, closed after
 * them. Returns the browser, for the tests to call once it is launched.
 */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the file's browser is not launched: call browserPerFile() at the top level of the test file");
    return browser;
  };
}

/** A page (newPage) that has gone to `path` and hydrated. */
export async function openHydrated(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser, options);
  await opened.page.goto(path);
  await hydrated(opened.page);
  return opened;
}

/**
 * Waits until the page has hydrated. Pages boot their JavaScript after their first paint (lib/next-export/boot.ts), so
 * `load` often comes first: a test of client behaviour waits for this.
 */
export function hydrated(page: Page): Promise<void> {
  return page.locator(HYDRATED_SELECTOR).waitFor();
}

/** A page record from the built page index. */
export interface IndexedPage {
  path: string;
  title: string;
  headers: { level: number; title: string; slug: string }[];
  frontmatter: { description: string; robots?: string; hidden: boolean };
}

/** The page records of the built site, in sidebar order. */
export function builtPages(): IndexedPage[] {
  const file = path.join(__dirname, "../../out/page-index.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { pages: IndexedPage[] }).pages;
}

/** Waits until the page has fetched every term shard and section block the split search index's core names. */
export async function wholeIndexLoaded(page: Page): Promise<void> {
  const core = (await (await page.request.get("/search-core.json")).json()) as { shards: unknown[]; blocks: unknown[] };
  await page.waitForFunction(
    (count) =>
      new Set(
        performance
          .getEntriesByType("resource")
          .filter((e) => e.name.includes("/search-shards/"))
          .map((e) => e.name),
      ).size >= count,
    core.shards.length + core.blocks.length,
    { timeout: 20_000 },
  );
}

const axePath = require.resolve("axe-core/axe.min.js");

/**
 * The WCAG 2.1 A/AA violations axe-core finds on the page as it is now, as "rule: targets" lines. axe is
 * injected as a script the page's CSP does not list: open the page with `bypassCSP: true`.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const results = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}
