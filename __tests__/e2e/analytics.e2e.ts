import type { Browser, BrowserContext, Page } from "playwright-core";
import { analyticsSettings, timings } from "@/lib/site";
import { bootChunks, HYDRATED_SELECTOR } from "../../lib/next-export";
import { launch, newPage } from "./browser";
import { launchOnProductionHost, productionURL, routeThirdParty, testKeys, type ThirdPartyLog } from "./third-party";

type Push = Record<string, unknown>;
interface Window {
  __gtm?: { pushes: Push[] };
  __segment?: { calls: unknown[][] };
  __cio?: { calls: unknown[][] };
  DD_RUM?: { getInitConfiguration(): Record<string, unknown> | undefined };
}

const pushes = (page: Page) => page.evaluate(() => (window as Window).__gtm?.pushes ?? []);
/** GTM page views: the plugin pushes the page properties (no event name). */
const pageViews = async (page: Page) => (await pushes(page)).filter((p) => typeof p.path === "string" && !("event" in p));
/** Follows the page's "next" link (a client-side navigation) and waits for its URL. */
async function clickNext(page: Page): Promise<string> {
  const href = await page.locator('a[rel="next"]').getAttribute("href");
  if (!href) throw new Error("no next link");
  await page.locator('a[rel="next"]').click();
  await page.waitForURL(new URL(href, page.url()).toString());
  return href;
}
/** The stored analytics queue: every tab's (`<key>:tab:<id>`, with Web Locks) joined, or null when none is stored. */
const storedQueue = (page: Page) =>
  page.evaluate((key) => {
    const names = Object.keys(localStorage).filter((name) => name === key || name.startsWith(`${key}:tab:`));
    return names.length ? JSON.stringify(names.flatMap((name) => JSON.parse(localStorage.getItem(name) ?? "[]") as unknown[])) : null;
  }, analyticsSettings.storage.queue);
const waitForPageViews = (page: Page, count: number, timeout = 15000) =>
  page.waitForFunction((n) => ((window as Window).__gtm?.pushes ?? []).filter((p) => typeof p.path === "string" && !("event" in p)).length >= n, count, { timeout });

/** Retries an assertion until it passes or `timeout` ms have gone by (then throws its last failure). */
async function eventually(assertion: () => Promise<void> | void, timeout = 10000): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A reader's first interaction once each page of `page` has hydrated: analytics loads on it, or only seconds after the
 * page has idled (lib/browser/later.ts), and these tests are about what it sends, not when. A wheel event on the
 * window itself: no element sees it, and no key is held while the test types (a Shift pressed by this listener
 * once turned a test's Enter into Shift+Enter).
 */
function engageOnLoad(page: Page): Page {
  page.on("load", () => {
    void page
      .locator(HYDRATED_SELECTOR)
      .waitFor({ timeout: 30_000 })
      .then(() => page.evaluate(() => window.dispatchEvent(new WheelEvent("wheel"))))
      .catch(() => undefined);
  });
  return page;
}

let local: Browser;
let production: Browser;
beforeAll(async () => {
  [local, production] = await Promise.all([launch(), launchOnProductionHost()]);
});
afterAll(async () => {
  await Promise.all([local.close(), production.close()]);
});

/** A page on the production host with every third-party URL answered from fixtures (in a pooled context, see newPage). */
async function productionPage(
  keys = testKeys,
  init?: (context: BrowserContext) => Promise<unknown>,
  { engage = true } = {},
): Promise<{ page: Page; context: BrowserContext; log: ThirdPartyLog; consoleLines: string[] }> {
  const { page } = await newPage(production, { baseURL: productionURL });
  if (engage) engageOnLoad(page);
  const context = page.context();
  const log = await routeThirdParty(context, keys ?? undefined);
  if (init) await init(context);
  const consoleLines: string[] = [];
  page.on("console", (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  page.on("pageerror", (error) => consoleLines.push(`pageerror: ${error.message}`));
  return { page, context, log, consoleLines };
}

describe("analytics off the production host", () => {
  it("makes no third-party request at all, and logs page views to the console", async () => {
    const { page } = await newPage(local);
    engageOnLoad(page);
    const log = await routeThirdParty(page.context());
    const lines: string[] = [];
    page.on("console", (message) => lines.push(message.text()));
    await page.goto("/functions/overview/");
    await eventually(() => expect(lines.filter((l) => l.startsWith("[analytics] page"))).toHaveLength(1));
    await page.locator('a[rel="next"]').click();
    await eventually(() => expect(lines.filter((l) => l.startsWith("[analytics] page"))).toHaveLength(2));
    await page.goto("/no-such-page/");
    await eventually(() => expect(lines.some((l) => l.startsWith("[analytics] track Page Not Found"))).toBe(true));
    expect(log.requests).toEqual([]);
    expect(await page.evaluate(() => "dataLayer" in window || "DD_RUM" in window || "_cio" in window)).toBe(false);
  });
});

describe("analytics on the production host", () => {
  it("keeps the library out of the chunks the page boots with and loads it after the page is interactive", async () => {
    const { page } = await productionPage();
    const bodies: Promise<[string, string]>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script" || !response.url().startsWith(productionURL)) return;
      const chunk = new URL(response.url()).pathname;
      bodies.push(
        response.text().then(
          (body): [string, string] => [chunk, body],
          (): [string, string] => [chunk, ""],
        ),
      );
    });
    const html = await (await page.goto("/functions/overview/"))?.text();
    await waitForPageViews(page, 1);
    const scripts = new Map(await Promise.all(bodies));
    const booted = bootChunks(html ?? "");
    expect(booted.length).toBeGreaterThan(0);
    const bootBodies = booted.map((chunk) => scripts.get(chunk));
    expect(bootBodies.every((body) => typeof body === "string")).toBe(true);
    for (const marker of ["EventMissing", "googletagmanager.com", "cdn.segment.com", "assets.customer.io", "browser-intake-"]) {
      expect(bootBodies.filter((body) => body?.includes(marker))).toEqual([]);
    }
    // The library came later, in a chunk of its own.
    expect([...scripts.entries()].some(([chunk, body]) => !booted.includes(chunk) && body.includes("EventMissing"))).toBe(true);
  });

  it("loads nothing of analytics, the page actions or the feedback form in the first 6 s of a page view the reader does not touch, and a page left before sends its view from the next", async () => {
    const { page, log } = await productionPage(testKeys, undefined, { engage: false });
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    await page.goto("/functions/overview/");
    await page.locator(HYDRATED_SELECTOR).waitFor();
    await page.waitForTimeout(6000);
    // Not the library (its chunk has the "EventMissing" error), no analytics settings fetched, no third party.
    expect((await Promise.all(scripts)).filter((body) => body.includes("EventMissing"))).toEqual([]);
    // Nor the islands' chunk (components/page-islands.ts), whose server HTML stays in place until then.
    expect((await Promise.all(scripts)).filter((body) => body.includes("Copy page as Markdown"))).toEqual([]);
    expect(await page.locator("[data-feedback][data-ready]").count()).toBe(0);
    expect(log.requests).toEqual([]);
    expect(await pageViews(page)).toEqual([]);
    // Left for another page of the site (a full load), where the reader acts: the first page's view comes first.
    await page.goto("/functions/api/");
    await page.locator(HYDRATED_SELECTOR).waitFor();
    await page.keyboard.press("Shift");
    await waitForPageViews(page, 2);
    expect((await pageViews(page)).map((view) => [view.path, view.referrer])).toEqual([
      ["/functions/overview/", ""],
      ["/functions/api/", ""],
    ]);
  });

  it("sends the view of a page the reader switches away from (tab or app) before touching it", async () => {
    const { page } = await productionPage(testKeys, undefined, { engage: false });
    await page.goto("/functions/overview/");
    await page.locator(HYDRATED_SELECTOR).waitFor();
    expect(await pageViews(page)).toEqual([]);
    // What the browser does when its tab is switched away from: the page is hidden, and says so.
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    // Well before the page's idle time (timings.deferredLoad after load), which would load analytics anyway.
    await waitForPageViews(page, 1, timings.deferredLoad - 3000);
    expect((await pageViews(page)).map((view) => view.path)).toEqual(["/functions/overview/"]);
  });

  it("sends the view of a page whose tab the reader closed before touching it from the site's next page, in another tab", async () => {
    const { page, context } = await productionPage(testKeys, undefined, { engage: false });
    await page.goto("/functions/overview/");
    await page.locator(HYDRATED_SELECTOR).waitFor();
    expect(await pageViews(page)).toEqual([]);
    // Closed as the reader closes a tab (its pagehide runs), long before the page's idle time would load analytics.
    const closed = page.waitForEvent("close");
    await page.close({ runBeforeUnload: true });
    await closed;
    const next = await context.newPage();
    try {
      await next.goto("/functions/api/");
      await next.locator(HYDRATED_SELECTOR).waitFor();
      await next.keyboard.press("Shift");
      await waitForPageViews(next, 2);
      expect((await pageViews(next)).map((view) => view.path)).toEqual(["/functions/overview/", "/functions/api/"]);
    } finally {
      await next.close();
    }
  });

  it("loads GTM, Customer.io and RUM from their hosts, and no Segment for an anonymous visitor", async () => {
    const { page, log } = await productionPage();
    await page.goto("/functions/overview/");
    await waitForPageViews(page, 1);
    await page.waitForFunction(() => (window as Window).DD_RUM?.getInitConfiguration() !== undefined);
    expect(await page.evaluate(() => (window as Window).DD_RUM?.getInitConfiguration())).toMatchObject({
      applicationId: testKeys.rumApplicationId,
      clientToken: testKeys.rumClientToken,
      service: "docs",
      env: "production",
    });
    expect(log.requests).toContain("https://www.googletagmanager.com/gtm.js?id=GTM-TEST");
    expect(log.requests).toContain("https://assets.customer.io/assets/track.js");
    expect(log.requests.some((url) => url.includes("segment"))).toBe(false);
    expect(log.unexpected).toEqual([]);
  });

  it("sends a page view on load and on client navigation, with the previous page as referrer", async () => {
    const { page, consoleLines } = await productionPage();
    await page.goto("/functions/overview/");
    await waitForPageViews(page, 1);
    const [first] = await pageViews(page);
    expect(first).toEqual({
      title: await page.title(),
      url: `${productionURL}/functions/overview/`,
      path: "/functions/overview/",
      hash: "",
      search: "",
      width: 1280,
      height: 720,
      referrer: "",
    });
    const href = await page.locator('a[rel="next"]').getAttribute("href");
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator('a[rel="next"]').click();
    await waitForPageViews(page, 2);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    const second = (await pageViews(page))[1];
    expect(second).toMatchObject({ title: await page.title(), url: `${productionURL}${href}`, path: href, referrer: `${productionURL}/functions/overview/` });
    expect(consoleLines.filter((line) => line.startsWith("error"))).toEqual([]);
  });

  it("sends the 404 usage event with the path and the referrer", async () => {
    const { page } = await productionPage();
    await page.goto("/no-such-page/?from=test", { referer: `${productionURL}/functions/overview/` });
    await page.waitForFunction(() => ((window as Window).__gtm?.pushes ?? []).some((p) => p.event === "Page Not Found"));
    const event = (await pushes(page)).find((p) => p.event === "Page Not Found");
    expect(event).toMatchObject({ event: "Page Not Found", path: "/no-such-page/", referrer: `${productionURL}/functions/overview/`, category: "All", anonymousId: expect.any(String) });
  });

  it("sends the copy event with the page URL", async () => {
    const { page } = await productionPage();
    await page.goto("/functions/overview/");
    await waitForPageViews(page, 1);
    await page.getByRole("button", { name: "Copy to clipboard" }).first().click();
    await page.waitForFunction(() => ((window as Window).__gtm?.pushes ?? []).some((p) => p.event === "Code Block Copied"));
    expect((await pushes(page)).find((p) => p.event === "Code Block Copied")).toMatchObject({ url: `${productionURL}/functions/overview/` });
  });

  /** Asks the Ask page a question and rates the answer 👍 (the control loads with the answer). */
  async function rateAnAnswer(page: Page): Promise<void> {
    await page.goto("/ask-launchbay/");
    await page.getByRole("textbox", { name: "Your question" }).fill("How do I add a custom domain?");
    await page.keyboard.press("Enter");
    const rating = page.locator("[data-status=done]").getByRole("group", { name: "Was this answer helpful?" });
    await rating.waitFor({ timeout: 15000 });
    await rating.getByRole("button", { name: "Yes" }).click();
    await page.getByRole("status").filter({ hasText: "you found this answer helpful" }).waitFor();
  }

  it("sends an Ask answer's rating with the pages it cited", async () => {
    const { page } = await productionPage();
    await rateAnAnswer(page);
    await page.waitForFunction(() => ((window as Window).__gtm?.pushes ?? []).some((p) => p.event === "Ask Answer Rated"), undefined, { timeout: 15000 });
    const event = (await pushes(page)).find((p) => p.event === "Ask Answer Rated");
    expect(event).toMatchObject({ rating: "yes", reasons: [], question: "how do i add a custom domain?", anonymousId: expect.any(String) });
    expect((event?.pages as string[]).every((path) => /^\/domains\/[^#]*\/$/.test(path))).toBe(true);
  });

  it("sends no Ask rating anywhere when the browser sends Global Privacy Control", async () => {
    const { page, log } = await productionPage(testKeys, (ctx) => ctx.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true })));
    await rateAnAnswer(page);
    await page.waitForTimeout(1000);
    expect(log.requests).toEqual([]);
    expect(await page.evaluate(() => "dataLayer" in window || "__gtm" in window)).toBe(false);
  });

  it("queues calls made offline and replays every one, in order, once back online", async () => {
    const { page, context } = await productionPage();
    await page.goto("/functions/overview/");
    await waitForPageViews(page, 1);
    const next = await page.locator('a[rel="next"]').getAttribute("href");
    // Links prefetch on intent (lib/nav/intent.ts): point at the link and wait for its page segment before going offline.
    const prefetched = page.waitForResponse((r) => r.url().includes(`${next}`) && r.url().includes("__PAGE__"), { timeout: 10000 });
    await page.locator('a[rel="next"]').hover();
    await prefetched;
    await context.setOffline(true);
    await page.locator('a[rel="next"]').click(); // prefetched: client navigation works offline
    // A client navigation fires no load event, and the new page's own prefetches fail offline: wait for the URL only.
    await page.waitForURL(`${productionURL}${next}`, { waitUntil: "commit" });
    await eventually(async () => expect(JSON.parse((await storedQueue(page)) ?? "[]")).toHaveLength(1));
    for (const [i, step] of ["1", "2", "3"].entries()) {
      await page.evaluate((s) => history.pushState(null, "", `?step=${s}`), step);
      // One navigation at a time: React renders URL changes made in the same tick once.
      await eventually(async () => expect(JSON.parse((await storedQueue(page)) ?? "[]")).toHaveLength(i + 2));
    }
    await page.waitForTimeout(timings.analyticsDrain + 500);
    expect(await pageViews(page)).toHaveLength(1);
    await context.setOffline(false);
    await waitForPageViews(page, 5);
    const views = (await pageViews(page)).map((v) => `${v.path}${v.search}`);
    expect(views).toEqual(["/functions/overview/", next, `${next}?step=1`, `${next}?step=2`, `${next}?step=3`]);
    await eventually(async () => expect(await storedQueue(page)).toBeNull());
  });

  it("keeps calls queued offline across a reload and replays them first", async () => {
    // A reload while offline: the page comes back (from cache in real life; here the network is up but the
    // browser still reports offline until the test says otherwise).
    const { page } = await productionPage(testKeys, (ctx) =>
      ctx.addInitScript(() => {
        const reportOffline = () => sessionStorage.getItem("test:offline") === "1";
        const real = Object.getOwnPropertyDescriptor(Navigator.prototype, "onLine");
        Object.defineProperty(Navigator.prototype, "onLine", { get: () => !reportOffline() && Boolean(real?.get?.call(navigator)) });
      }),
    );
    await page.goto("/functions/overview/");
    await waitForPageViews(page, 1);
    await page.evaluate(() => {
      sessionStorage.setItem("test:offline", "1");
      window.dispatchEvent(new Event("offline"));
    });
    await page.waitForTimeout(100);
    await page.evaluate(() => history.pushState(null, "", "?before=reload"));
    await eventually(async () => expect(await storedQueue(page)).toContain("before=reload"));
    await page.reload();
    await page.waitForFunction(() => (window as Window).__gtm !== undefined);
    await page.waitForTimeout(timings.analyticsDrain + 500);
    expect(await pageViews(page)).toEqual([]);
    await page.evaluate(() => {
      sessionStorage.removeItem("test:offline");
      window.dispatchEvent(new Event("online"));
    });
    await waitForPageViews(page, 2);
    expect((await pageViews(page)).map((v) => v.search)).toEqual(["?before=reload", "?before=reload"]);
    expect((await pageViews(page)).map((v) => v.referrer)).toEqual([`${productionURL}/functions/overview/`, ""]);
  });

  it("keeps the analytics cookie and the stored user id in sync, and sends identified traffic to Segment", async () => {
    const { page, log } = await productionPage(testKeys, (ctx) => ctx.addCookies([{ name: "ajs_user_id", value: "%22user-42%22", url: productionURL }]));
    await page.goto("/functions/overview/");
    await page.waitForFunction(() => ((window as Window).__segment?.calls ?? []).some((call) => call[0] === "page"));
    expect(await page.evaluate(() => localStorage.getItem("__user_id"))).toBe('"user-42"');
    expect(log.requests).toContain("https://cdn.segment.com/analytics.js/v1/seg-test-key/analytics.min.js");
    const segmentPage = (await page.evaluate(() => (window as Window).__segment?.calls ?? [])).find((call) => call[0] === "page");
    expect(segmentPage?.[3]).toMatchObject({ path: "/functions/overview/" });
    expect((await pageViews(page))[0]).toMatchObject({ path: "/functions/overview/" });

    const other = await productionPage(testKeys, (ctx) => ctx.addInitScript(() => localStorage.setItem("__user_id", '"user-43"')));
    await other.page.goto("/functions/overview/");
    await waitForPageViews(other.page, 1);
    await eventually(async () => expect((await other.context.cookies(productionURL)).find((c) => c.name === "ajs_user_id")?.value).toBe("%22user-43%22"));
  });

  it("logs a clear error naming each missing key, makes no third-party request, and the site works", async () => {
    const { page, log, consoleLines } = await productionPage({ ...testKeys, gtmContainerId: "", segmentWriteKey: "", customerioSiteId: "" });
    await page.goto("/functions/overview/");
    await eventually(() => expect(consoleLines.filter((l) => l.includes("is not set"))).toHaveLength(3));
    for (const name of ["NEXT_PUBLIC_GTM_CONTAINER_ID", "NEXT_PUBLIC_SEGMENT_WRITE_KEY", "NEXT_PUBLIC_CUSTOMERIO_SITE_ID"]) expect(consoleLines.join("\n")).toContain(name);
    await clickNext(page);
    expect(log.requests.filter((url) => !url.includes("datadoghq.com"))).toEqual([]);
  });

  it("loads no third-party plugin or RUM when the browser sends Global Privacy Control", async () => {
    const { page, log, consoleLines } = await productionPage(testKeys, (ctx) => ctx.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true })));
    const configRequests: string[] = [];
    page.on("request", (request) => request.url().includes("analytics-config") && configRequests.push(request.url()));
    await page.goto("/functions/overview/");
    await page.waitForFunction(() => localStorage.getItem("launchbay:original-source") !== null);
    await clickNext(page);
    await page.waitForTimeout(1000);
    expect(log.requests).toEqual([]);
    expect(configRequests).toEqual([]);
    expect(await page.evaluate(() => "dataLayer" in window || "DD_RUM" in window || "_cio" in window)).toBe(false);
    expect(consoleLines.filter((line) => line.startsWith("error"))).toEqual([]);
  });

  it("sends every call of two offline tabs exactly once, also when one tab is closed before going online", async () => {
    const { page: first, context } = await productionPage();
    const second = engageOnLoad(await context.newPage());
    await first.goto("/functions/overview/");
    await second.goto("/functions/api/");
    await Promise.all([waitForPageViews(first, 1), waitForPageViews(second, 1)]);
    await context.setOffline(true);
    for (const step of ["1", "2"]) {
      await first.evaluate((s) => history.pushState(null, "", `?tab=first&step=${s}`), step);
      await eventually(async () => expect(await storedQueue(first)).toContain(`tab=first&step=${step}`));
    }
    await second.evaluate(() => history.pushState(null, "", "?tab=second"));
    await eventually(async () => expect(JSON.parse((await storedQueue(second)) ?? "[]")).toHaveLength(3));
    // Each tab's queue is its own: the second tab's call did not overwrite the first tab's. (Read until it holds: each
    // tab rewrites its queue after the library's queue events, and under load CI once read it between two writes.)
    await eventually(async () => expect(await first.evaluate((key) => Object.keys(localStorage).filter((name) => name.startsWith(`${key}:tab:`)).length, analyticsSettings.storage.queue)).toBe(2));
    // The first tab is closed while offline; the second takes over its queue once back online.
    await first.close();
    await context.setOffline(false);
    await waitForPageViews(second, 4);
    await second.waitForTimeout(timings.analyticsDrain * 2);
    const sent = (await pageViews(second)).map((v) => `${v.path}${v.search}`).sort();
    expect(sent).toEqual(["/functions/api/", "/functions/api/?tab=second", "/functions/overview/?tab=first&step=1", "/functions/overview/?tab=first&step=2"].sort());
    await eventually(async () => expect(await storedQueue(second)).toBeNull());
  });

  it("replays a queued Customer.io page call with the URL and title it was made with", async () => {
    const { page, context } = await productionPage(testKeys, (ctx) => ctx.addInitScript(() => localStorage.setItem("__user_id", '"user-44"')));
    await page.goto("/functions/overview/");
    await waitForPageViews(page, 1);
    await page.waitForFunction(() => (window as Window).__cio !== undefined);
    await context.setOffline(true);
    for (const step of ["1", "2"]) {
      await page.evaluate((s) => history.pushState(null, "", `?step=${s}`), step);
      await eventually(async () => expect(await storedQueue(page)).toContain(`step=${step}`));
    }
    const title = await page.title();
    await context.setOffline(false);
    await page.waitForFunction(() => ((window as Window).__cio?.calls ?? []).filter((call) => call[0] === "page").length >= 2, undefined, { timeout: 15000 });
    const cioPages = (await page.evaluate(() => (window as Window).__cio?.calls ?? [])).filter((call) => call[0] === "page");
    expect(cioPages.map((call) => call[1])).toEqual([`${productionURL}/functions/overview/?step=1`, `${productionURL}/functions/overview/?step=2`]);
    expect(cioPages.map((call) => (call[2] as { title?: string }).title)).toEqual([title, title]);
  });

  it("sends the page view of a missing path the 404 fallback redirected from, before the landing page's", async () => {
    const { page } = await productionPage();
    await page.goto("/FUNCTIONS/API/?from=old-link");
    await page.waitForURL(`${productionURL}/functions/api/?from=old-link`);
    await waitForPageViews(page, 2);
    const [missing, landing] = await pageViews(page);
    expect(missing).toMatchObject({ path: "/FUNCTIONS/API/", search: "?from=old-link", url: `${productionURL}/FUNCTIONS/API/?from=old-link`, title: "Page not found | Launchbay Docs" });
    expect(landing).toMatchObject({ path: "/functions/api/", search: "?from=old-link" });
    expect(await page.evaluate(() => sessionStorage.getItem("launchbay:not-found-view"))).toBeNull();
  });
});
