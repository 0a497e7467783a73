import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { HYDRATED_SELECTOR } from "../../lib/next-export";

/** Base URL of the server started by global-setup. */
export const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";

/** Chromium flags for this offline machine (no background network, no sandbox as root). */
export const chromiumArgs = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** Launches Debian's Chromium. */
export function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: [...chromiumArgs, ...extraArgs] });
}

/** A page that records console errors and uncaught exceptions. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
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
