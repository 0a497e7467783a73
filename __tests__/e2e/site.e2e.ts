import type { Page } from "playwright-core";
import { baseURL, browserPerFile, builtPages, newPage, openHydrated } from "./browser";

const pages = builtPages();
const byPath = (path: string) => {
  const record = pages.find((p) => p.path === path);
  if (!record) throw new Error(`${path} is not in the built page index`);
  return record;
};
/** A heading in the middle of the page: far enough down to need a scroll, with room below to reach the top. */
const middleHeading = (record: { headers: { title: string; slug: string }[] }) => {
  const heading = record.headers[Math.floor(record.headers.length / 2)];
  if (!heading) throw new Error("the page has no headings");
  return heading;
};
/** The heading's top relative to the viewport, and how far the page scrolled. */
const headingPosition = (page: Page, slug: string) => page.locator(`[id="${slug}"]`).evaluate((el) => ({ top: el.getBoundingClientRect().top, scrollY: window.scrollY }));

const meta = (page: Page, selector: string, attribute = "content") => page.locator(selector).first().getAttribute(attribute);

const browser = browserPerFile();

describe("a doc page", () => {
  const record = byPath("/functions/overview/");

  it("has its title, description, canonical and no robots tag", async () => {
    const { page, errors } = await newPage(browser());
    const response = await page.goto("/functions/overview/");
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(`${record.title} | Launchbay Docs`);
    expect(await meta(page, 'meta[name="description"]')).toBe(record.frontmatter.description);
    expect(await meta(page, 'link[rel="canonical"]', "href")).toBe("https://docs.launchbay.com/functions/overview/");
    expect(await meta(page, 'meta[property="og:title"]')).toBe(`${record.title} | Launchbay Docs`);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await page.locator("html").getAttribute("lang")).toBe("en-US");
    expect(errors).toEqual([]);
  });

  it("highlights the current page in the sidebar, in an open branch", async () => {
    const { page } = await newPage(browser());
    await page.goto("/functions/overview/");
    const current = page.getByRole("navigation", { name: "Documentation" }).locator('a[aria-current="page"]');
    await expect(current.count()).resolves.toBe(1);
    expect(await current.getAttribute("href")).toBe("/functions/overview/");
    expect(await current.isVisible()).toBe(true);
  });

  it("scrolls to a heading from the table of headings", async () => {
    // Hydrated first: the scroll-spy below is the page's code. (A click during the boot scrolls too: 22 of 22 at 6× CPU;
    // one CI run in seven saw no #hash after a click made then, not reproduced.)
    const { page } = await openHydrated(browser(), "/functions/overview/", { viewport: { width: 1400, height: 800 } });
    const target = middleHeading(record);
    await page.locator(".toc").getByRole("link", { name: target.title, exact: true }).click();
    await page
      .waitForFunction((slug) => location.hash === `#${slug}`, target.slug, { timeout: 10_000 })
      .catch(async (error: Error) => {
        throw new Error(`${error.message}: the URL's hash is "${await page.evaluate(() => location.hash)}" after the click, not #${target.slug}`);
      });
    const { top, scrollY } = await headingPosition(page, target.slug);
    expect(scrollY).toBeGreaterThan(0);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    // Scroll-spy: the link of the section being read is marked, and only that one.
    await page.waitForFunction((slug) => document.querySelector(".toc a.active")?.getAttribute("data-toc-slug") === slug, target.slug);
    expect(await page.locator(".toc a.active").count()).toBe(1);
  });

  it("opens a deep link to a heading at that heading", async () => {
    const target = middleHeading(record);
    const { page } = await newPage(browser(), { viewport: { width: 1400, height: 800 } });
    await page.goto(`/functions/overview/#${target.slug}`);
    await page.waitForLoadState("load");
    const { top, scrollY } = await headingPosition(page, target.slug);
    expect(scrollY).toBeGreaterThan(0);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });

  it("paints before it boots: no chunk is requested before the first contentful paint, then it hydrates", async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      const { page, errors } = await openHydrated(browser(), "/functions/overview/", { viewport });
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
        chunks: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.includes("/_next/static/chunks/") && entry.name.endsWith(".js"))
          .map((entry) => entry.startTime),
      }));
      expect(timing.fcp).toBeGreaterThan(0);
      expect(timing.chunks.length).toBeGreaterThan(0);
      expect(Math.min(...timing.chunks)).toBeGreaterThanOrEqual(timing.fcp);
      expect(errors).toEqual([]);
    }
  });

  it("navigates to the next page client-side, changing title and canonical", async () => {
    const { page, errors } = await openHydrated(browser(), "/functions/overview/");
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const next = page.locator('a[rel="next"]');
    const href = await next.getAttribute("href");
    if (!href) throw new Error("no next link");
    await next.click();
    await page.waitForURL(`${baseURL}${href}`);
    await page.waitForFunction((title) => document.title === title, `${byPath(href).title} | Launchbay Docs`);
    expect(await meta(page, 'link[rel="canonical"]', "href")).toBe(`https://docs.launchbay.com${href}`);
    expect(await meta(page, 'meta[name="description"]')).toBe(byPath(href).frontmatter.description);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.locator('a[rel="prev"]').click();
    await page.waitForURL(`${baseURL}/functions/overview/`);
    expect(errors).toEqual([]);
  });

  it("marks noindex pages for robots", async () => {
    const noindex = pages.find((p) => p.frontmatter.robots?.includes("noindex"));
    if (!noindex) throw new Error("no noindex page in the site");
    const { page } = await newPage(browser());
    await page.goto(noindex.path);
    expect(await meta(page, 'meta[name="robots"]')).toContain("noindex");
  });
});

describe("redirects and not found", () => {
  it.each([
    ["/functions/api.html", "/functions/api/"],
    ["/functions/api/index.html", "/functions/api/"],
    ["/functions", "/functions/overview/"],
    ["/functions/", "/functions/overview/"],
    ["/index.html", "/"],
    ["/functions/api.html?ref=x#limits", "/functions/api/?ref=x#limits"],
  ])("%s lands on %s", async (from, to) => {
    const { page } = await newPage(browser());
    await page.goto(from);
    expect(page.url()).toBe(`${baseURL}${to}`);
  });

  it("answers an unknown path with 404 and the not-found page", async () => {
    const { page } = await newPage(browser());
    const response = await page.goto("/no-such-page/");
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe("Page not found | Launchbay Docs");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
  });

  it("sends a visitor on a path the CDN does not know to the page it names (client fallback)", async () => {
    const { page } = await newPage(browser());
    await page.goto("/FUNCTIONS/API/?utm_source=x#limits");
    await page.waitForURL(`${baseURL}/functions/api/?utm_source=x#limits`);
    expect(await page.title()).toBe(`${byPath("/functions/api/").title} | Launchbay Docs`);
  });

  it("keeps the fallback and its list of every page path in the 404 files, out of the other pages", async () => {
    const { page } = await newPage(browser());
    const notFound = await (await page.request.get("/404.html")).text();
    expect(notFound).toContain('"/functions/api/"');
    expect(notFound).toContain("function resolveFallback(");
    for (const pagePath of ["/", "/functions/overview/", "/ask-launchbay/"]) {
      const html = await (await page.request.get(pagePath)).text();
      expect(html).not.toContain("resolveFallback");
    }
  });
});

// The harness's reused contexts (newPage in ./browser.ts): the second test gets the first's context, as a fresh visitor.
describe("a browser context reused by the next test", () => {
  let first: unknown;
  const script = (page: Page) => page.evaluate(() => performance.getEntriesByType("resource").find((e) => e.name.includes("/_next/static/chunks/")) as PerformanceResourceTiming | undefined);

  it("is left with storage, a cookie, a route, a cache and the offline state", async () => {
    const { page } = await openHydrated(browser(), "/functions/overview/");
    first = page.context();
    await page.evaluate(async () => {
      localStorage.setItem("left-behind", "1");
      document.cookie = "left-behind=1; path=/";
      await new Promise((resolve) => (indexedDB.open("left-behind").onsuccess = resolve));
    });
    await page.context().route("**/llms.txt", (route) => route.fulfill({ body: "routed" }));
    expect(await page.evaluate(async () => (await fetch("/llms.txt")).text())).toBe("routed");
    await page.context().setOffline(true);
  });

  it("comes back as a fresh visitor's", async () => {
    const { page } = await newPage(browser());
    expect(page.context()).toBe(first);
    expect(page.context().pages()).toEqual([page]);
    await page.goto("/functions/overview/");
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    expect(await page.evaluate(() => [localStorage.getItem("left-behind"), document.cookie.includes("left-behind")])).toEqual([null, false]);
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toEqual([]);
    expect(await page.evaluate(async () => (await fetch("/llms.txt")).text())).toContain("# Launchbay Docs");
    // Its chunks came over the network, not from the first test's cache.
    expect((await script(page))?.transferSize).toBeGreaterThan(0);
  });
});
