/**
 * Prefetch on intent, not on sight (issue #17, lib/nav/intent.ts): a doc page fetches no route payload of
 * another page until the reader points at a link (its own flight data, once, by its boot script); pointing at one prefetches that page, and the click then
 * navigates client-side (same document) to it, from a `<Link>` (next page) and from a plain link in the
 * article's server HTML alike.
 */
import type { Page, Request } from "playwright-core";
import { baseURL, browserPerFile, hydrated, newPage } from "./browser";
import { isRoutePayload } from "../../lib/next-export";

const docPath = "/functions/overview/";

const browser = browserPerFile();

/** A request for a route's flight data (client navigation and prefetch): `_rsc` query, or a `__next.*.txt` segment. */
const isPayloadRequest = (request: Request) => {
  const url = new URL(request.url());
  return url.searchParams.has("_rsc") || isRoutePayload(url.pathname);
};

/**
 * Opens the doc page at a desktop size, hydrated, with every link of the page scrolled past, and records route payload
 * requests of other pages. The page's own flight data, which its boot script fetches (lib/next-export/boot.ts), is
 * recorded apart.
 */
async function openDocPage() {
  const { page, errors } = await newPage(browser(), { viewport: { width: 1400, height: 900 } });
  const payloads: string[] = [];
  const own: string[] = [];
  page.on("request", (request) => {
    if (!isPayloadRequest(request)) return;
    const url = new URL(request.url());
    (url.pathname === `${docPath}index.txt` && !url.search ? own : payloads).push(url.pathname);
  });
  await page.goto(docPath);
  await hydrated(page);
  // The page's own flight data: fetched once by its boot script, not inline in its HTML.
  expect(own).toEqual([`${docPath}index.txt`]);
  // Every link of the page comes into view (Next's <Link> would prefetch each one now).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(1500);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  return { page, errors, payloads };
}

/** Marks the document: still set after a navigation means the navigation was client-side. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

describe("prefetch on intent", () => {
  it("requests no page payload before the reader points at a link, prefetches on hover, then navigates client-side", async () => {
    const { page, errors, payloads } = await openDocPage();
    expect(payloads).toEqual([]);
    const next = page.locator('a[rel="next"]');
    const nextPath = (await next.getAttribute("href")) as string;
    // The prefetch is the route tree, then the page segment: wait until the segment has arrived.
    const prefetched = page.waitForResponse(
      (response) => isPayloadRequest(response.request()) && new URL(response.url()).pathname.startsWith(`${nextPath}__next.`) && response.url().includes("__PAGE__"),
    );
    await next.hover();
    await prefetched;
    expect(payloads.length).toBeGreaterThan(0);
    expect(payloads.every((p) => p.startsWith(nextPath))).toBe(true);
    const beforeClick = payloads.length;
    await markDocument(page);
    const title = await page.evaluate(async (path) => {
      const link = document.querySelector<HTMLAnchorElement>('a[rel="next"]') as HTMLAnchorElement;
      const h1 = document.querySelector("h1")?.textContent;
      const started = performance.now();
      link.click();
      while (location.pathname !== path || document.querySelector("h1")?.textContent === h1) await new Promise(requestAnimationFrame);
      return { text: document.querySelector("h1")?.textContent, ms: performance.now() - started };
    }, nextPath);
    expect(title.text).not.toBe("");
    expect(await sameDocument(page)).toBe(true);
    // The prefetched page needed nothing more from the network to render.
    expect(payloads.slice(beforeClick).filter((p) => p.startsWith(nextPath))).toEqual([]);
    console.log(`prefetched page rendered ${Math.round(title.ms)} ms after the click`);
    expect(errors).toEqual([]);
  });

  it("prefetches a plain link of the article's server HTML on focus, and its click navigates client-side", async () => {
    const { page, errors, payloads } = await openDocPage();
    const link = page.locator('.prose a[href^="/"]').first();
    const target = new URL((await link.getAttribute("href")) as string, `${baseURL}${docPath}`).pathname;
    const prefetched = page.waitForResponse((response) => isPayloadRequest(response.request()) && new URL(response.url()).pathname.startsWith(target) && response.url().includes("__PAGE__"));
    await link.focus();
    await prefetched;
    expect(payloads.every((p) => p.startsWith(target))).toBe(true);
    const beforeClick = payloads.length;
    await markDocument(page);
    await link.click();
    await page.waitForURL((url) => url.pathname === target);
    await page.locator("main h1").waitFor();
    expect(payloads.slice(beforeClick)).toEqual([]);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("leaves a modified click to the browser (a new tab), without navigating the page", async () => {
    const { page, errors } = await openDocPage();
    const link = page.locator('.prose a[href^="/"]').first();
    const popup = page.context().waitForEvent("page");
    await link.click({ modifiers: ["Control"] });
    await (await popup).close();
    expect(new URL(page.url()).pathname).toBe(docPath);
    expect(errors).toEqual([]);
  });
});
