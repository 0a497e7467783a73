/**
 * Client navigation for every link kind (issue #30, point 1): a click on a sidebar, breadcrumb, header, home card,
 * search result, Ask citation or 404 suggestion link renders the new page in the same document (a marker on
 * `window` survives, no document request); back and forward restore the page's scroll; focus lands on the new
 * page's heading; the sidebar keeps its scroll position and the groups the reader opened.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { builtPages, hydrated, launch, newPage } from "./browser";

const out = path.join(__dirname, "../../out");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** A desktop page (the sidebar is a column, not a drawer) that counts document requests after `goto`. */
async function open(url: string) {
  const { page, errors } = await newPage(browser, { viewport: { width: 1400, height: 900 } });
  await page.goto(url);
  await hydrated(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  return { page, errors, documents };
}

/** Whether the document the test marked is still the one shown (no document load happened). */
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true && performance.getEntriesByType("navigation").length === 1);

/** Clicks `link` and waits until its page is shown: the URL is its path and the heading is another one. */
async function follow(page: Page, link: Locator): Promise<string> {
  const href = (await link.getAttribute("href")) as string;
  const target = new URL(href, page.url()).pathname;
  const before = await page.locator("main h1").first().textContent();
  await link.click();
  await page.waitForURL((url) => url.pathname === target);
  await page.waitForFunction((old) => document.querySelector("main h1")?.textContent !== old, before);
  return target;
}

/** The first built page whose HTML has a breadcrumb link (a sub-group with its own page). */
function pageWithBreadcrumbLink(): string {
  for (const { path: pagePath } of builtPages()) {
    const file = path.join(out, pagePath, "index.html");
    if (fs.existsSync(file) && /aria-label="Breadcrumbs"><ol>(?:<li>[^<]*<\/li>)*<li><a href=/.test(fs.readFileSync(file, "utf8"))) return pagePath;
  }
  throw new Error("no built page has a breadcrumb link");
}

async function expectClientNavigation(page: Page, documents: string[], errors: string[]) {
  expect(documents).toEqual([]);
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
}

describe("client navigation from every kind of link", () => {
  it("a sidebar link: same document, focus on the new page's heading", async () => {
    const { page, errors, documents } = await open("/functions/overview/");
    const link = page.locator("nav.sidebar a:not([aria-current])").filter({ hasText: /\w/ }).nth(3);
    await follow(page, link);
    expect(await page.evaluate(() => document.activeElement === document.querySelector("main h1"))).toBe(true);
    await expectClientNavigation(page, documents, errors);
  });

  it("a breadcrumb link", async () => {
    const { page, errors, documents } = await open(pageWithBreadcrumbLink());
    await follow(page, page.locator(".breadcrumbs a").first());
    await expectClientNavigation(page, documents, errors);
  });

  it("the header's home and Ask links", async () => {
    const { page, errors, documents } = await open("/functions/overview/");
    expect(await follow(page, page.locator(".site-header a.brand"))).toBe("/");
    expect(await follow(page, page.locator(".site-header a.header-link"))).toBe("/ask-launchbay/");
    await expectClientNavigation(page, documents, errors);
  });

  it("a home page card", async () => {
    const { page, errors, documents } = await open("/");
    await follow(page, page.locator(".card a").first());
    await expectClientNavigation(page, documents, errors);
  });

  it("a search result", async () => {
    const { page, errors, documents } = await open("/get-started/");
    await page.keyboard.press("Control+k");
    await page.getByRole("combobox", { name: "Search the docs" }).fill("environment variables");
    const result = page.locator("[data-search-results] [role=option] a").first();
    await result.waitFor();
    await follow(page, result);
    await expectClientNavigation(page, documents, errors);
  });

  it("an Ask citation (the conversation is there again on Back)", async () => {
    const { page, errors, documents } = await open("/ask-launchbay/");
    await page.getByRole("textbox", { name: "Your question" }).fill("How do I add a custom domain?");
    await page.keyboard.press("Enter");
    const source = page.locator("[data-status=done] [data-ask-answer] .ask-sources a").first();
    await source.waitFor({ timeout: 20000 });
    await follow(page, source);
    await page.goBack();
    await page.locator("[data-status=done] .ask-sources a").first().waitFor();
    await expectClientNavigation(page, documents, errors);
  });

  it("a suggestion of the 404 page", async () => {
    const { page, errors, documents } = await open("/no-such-page-here/");
    await page.locator("main h1", { hasText: "Page not found" }).waitFor();
    expect(await follow(page, page.locator(".not-found-links a").nth(1))).toBe("/get-started/");
    // The 404 response is logged by the browser as a failed resource: the only error allowed.
    await expectClientNavigation(
      page,
      documents,
      errors.filter((e) => !e.includes("404")),
    );
  });

  it("leaves files, new tabs and modified clicks to the browser", async () => {
    const { page, errors, documents } = await open("/functions/overview/");
    // A file of the export (the page's Markdown) is a document load, not a route.
    await page.evaluate(() => {
      const a = Object.assign(document.createElement("a"), { href: "/llms.txt", textContent: "llms" });
      a.id = "file-link";
      document.querySelector("main")?.append(a);
    });
    const popup = page.context().waitForEvent("page");
    await page
      .locator("nav.sidebar a:not([aria-current])")
      .first()
      .click({ modifiers: ["Control"] });
    await (await popup).close();
    expect(new URL(page.url()).pathname).toBe("/functions/overview/");
    await page.locator("#file-link").click();
    await page.waitForURL((url) => url.pathname === "/llms.txt");
    expect(documents.map((url) => new URL(url).pathname)).toEqual(["/llms.txt"]);
    expect(errors).toEqual([]);
  });
});

describe("what a client navigation keeps", () => {
  it("back and forward restore the page's scroll position", async () => {
    const { page, errors, documents } = await open("/functions/overview/");
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => window.scrollY >= 800);
    const scrolled = await page.evaluate(() => window.scrollY);
    const next = page.locator('a[rel="next"]');
    const nextPath = new URL((await next.getAttribute("href")) as string, page.url()).pathname;
    // A click without scrolling the link into view first.
    await next.evaluate((a: HTMLAnchorElement) => a.click());
    await page.waitForURL((url) => url.pathname === nextPath);
    await page.waitForFunction(() => window.scrollY < 100);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/functions/overview/");
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, scrolled, { timeout: 5000 });
    await page.goForward();
    await page.waitForURL((url) => url.pathname === nextPath);
    await page.waitForFunction(() => window.scrollY < 100, undefined, { timeout: 5000 });
    await expectClientNavigation(page, documents, errors);
  });

  it("the sidebar keeps the groups the reader opened, and a clicked link where it was (its scroll)", async () => {
    const { page, errors, documents } = await open("/functions/overview/");
    const column = page.locator(".sidebar-column");
    const currentGroup = page.locator("nav.sidebar section.sidebar-group", { has: page.locator('a[aria-current="page"]') });
    // A closed sub-group of the current sidebar group, opened by the reader.
    const closed = currentGroup.locator("details:not([open])").first();
    const label = (await closed.locator(":scope > summary").textContent()) as string;
    await closed.locator(":scope > summary").click();
    const isOpen = () =>
      page.evaluate((text) => [...document.querySelectorAll<HTMLDetailsElement>("nav.sidebar details")].find((d) => d.querySelector(":scope > summary")?.textContent === text)?.open, label);
    expect(await isOpen()).toBe(true);

    /** Scrolls the column so that `link` is in its middle, clicks it there, and returns its place in the column before and after. */
    const clickInPlace = async (link: Locator) => {
      await link.evaluate((a) => a.scrollIntoView({ block: "center" }));
      expect(await column.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
      // Its place in the column (the column itself moves with the page's scroll: it is sticky under the banner and header).
      const top = () =>
        page.evaluate((href) => {
          const link = document.querySelector(`nav.sidebar a[href="${href}"]`);
          const column = document.querySelector(".sidebar-column");
          return link && column ? link.getBoundingClientRect().top - column.getBoundingClientRect().top : undefined;
        }, href);
      const href = (await link.getAttribute("href")) as string;
      const before = await top();
      await link.evaluate((a: HTMLAnchorElement) => a.click());
      await page.waitForURL((url) => url.pathname === href);
      await page.locator(`nav.sidebar a[aria-current="page"][href="${href}"]`).waitFor();
      return { before, after: await top() };
    };

    // A link further down the same group (outside the opened sub-group): the sidebar is as the reader left it.
    const sameGroup = currentGroup.locator("a:not([aria-current]):visible");
    const first = await clickInPlace(sameGroup.nth((await sameGroup.count()) - 1));
    expect(Math.abs((first.after as number) - (first.before as number))).toBeLessThanOrEqual(1);
    expect(await isOpen()).toBe(true);

    // A link of another group (the sidebar shows that group's tree now): still under the pointer.
    const other = page.locator("nav.sidebar section.sidebar-group:not(:has(a[aria-current])) a").last();
    const second = await clickInPlace(other);
    expect(Math.abs((second.after as number) - (second.before as number))).toBeLessThanOrEqual(1);
    await expectClientNavigation(page, documents, errors);
  });
});

describe("a click while the page boots", () => {
  // A client navigation that starts before React has hydrated the head leaves the previous page's title, description
  // and canonical link in it for good (vercel/next.js#97472): on a slow CPU, a click 100–400 ms into the boot did so
  // in 6–9 of 12 tries here. Such a click is a document load instead; one after the head has hydrated stays client-side.
  it("leaves one title, description, canonical and feed link in the head, whatever the moment", async () => {
    const heads: string[] = [];
    for (const delay of [150, 300, 150, 300]) {
      const { page } = await newPage(browser);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
      await page.goto("/");
      await page.waitForTimeout(delay);
      await page.getByRole("region", { name: "What's new?" }).getByRole("link", { name: "All changes" }).click();
      await page.waitForURL("**/changelog/");
      await page.getByRole("heading", { level: 1, name: "What's new in Launchbay" }).waitFor();
      await page.waitForTimeout(500);
      heads.push(
        await page.evaluate(() =>
          ["title", 'meta[name="description"]', 'link[rel="canonical"]', 'link[rel="alternate"][type="application/rss+xml"]']
            .map((selector) => `${selector} ×${document.head.querySelectorAll(selector).length}`)
            .join(", "),
        ),
      );
      await cdp.detach();
      await page.close();
    }
    expect(heads).toEqual(Array(4).fill('title ×1, meta[name="description"] ×1, link[rel="canonical"] ×1, link[rel="alternate"][type="application/rss+xml"] ×1'));
  });
});
