import type { Browser, Page } from "playwright-core";
import { baseURL, builtPages, hydrated as ready, launch, newPage, wholeIndexLoaded } from "./browser";

const api = builtPages().find((p) => p.path === "/functions/api/");
const context = api?.headers.find((h) => h.title === "Context");
if (!api || !context) throw new Error("/functions/api/ with a Context heading is not in the built site");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Requests that left our origin. */
function thirdParty(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL) && !request.url().startsWith("data:")) urls.push(request.url());
  });
  return urls;
}

const combobox = (page: Page) => page.getByRole("combobox", { name: "Search the docs" });
const options = (page: Page) => page.locator("[data-search-results] [role=option]");

describe("the search dialog", () => {
  it("loads nothing of search with the page, then opens on Ctrl-K and finds as the reader types", async () => {
    const { page, errors } = await newPage(browser);
    const outside = thirdParty(page);
    const searchRequests: string[] = [];
    page.on("request", (r) => /search-(index|core|shards|text)/.test(r.url()) && searchRequests.push(r.url()));
    await page.goto("/get-started/", { waitUntil: "load" });
    await ready(page);
    await page.waitForTimeout(300);
    expect(searchRequests).toEqual([]);

    await page.keyboard.press("Control+k");
    await expect(combobox(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await combobox(page).pressSequentially("functions api", { delay: 30 });
    // Results show as the reader types: wait for the whole query's (a slow machine may still show a prefix's).
    await page.getByRole("group", { name: api.title, exact: true }).waitFor();
    expect(await page.getByRole("group", { name: api.title, exact: true }).count()).toBe(1);
    expect(await options(page).first().locator("mark").count()).toBeGreaterThan(0);
    // The split index: its core first, then the shards and blocks the query needs; never the whole index.
    expect(searchRequests[0]).toBe(`${baseURL}/search-core.json`);
    expect(searchRequests.some((url) => url.startsWith(`${baseURL}/search-shards/`))).toBe(true);
    expect(searchRequests).not.toContain(`${baseURL}/search-index.json`);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("moves with the arrow keys and Enter lands on the page, at the heading", async () => {
    const { page } = await newPage(browser, { viewport: { width: 1300, height: 800 } });
    await page.goto("/get-started/");
    await ready(page);
    await page.keyboard.press("Control+k");
    await combobox(page).fill(`${api.title} ${context.title}`);
    await options(page).first().waitFor();
    const hrefs = await options(page)
      .locator("a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const target = hrefs.indexOf(`/functions/api/#${context.slug}`);
    expect(target).toBeGreaterThanOrEqual(0);
    // Down past the target, then back up one: exercises both keys (the list wraps).
    for (let i = 0; i <= target; i++) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    expect(await options(page).nth(target).getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseURL}/functions/api/#${context.slug}`);
    await page.waitForTimeout(300);
    expect(await page.locator("dialog[open]").count()).toBe(0);
    const top = await page.locator(`[id="${context.slug}"]`).evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(250);
  });

  it("opens on / and closes on Esc, focus back on the button", async () => {
    const { page } = await newPage(browser);
    await page.goto("/functions/overview/");
    await ready(page);
    await page.getByRole("button", { name: "Search", exact: true }).focus();
    await page.keyboard.press("/");
    await combobox(page).waitFor();
    await page.keyboard.press("Escape");
    await page.locator("dialog").waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-search-button"))).toBe(true);
  });

  it("opens prefilled from ?q=", async () => {
    const { page } = await newPage(browser);
    await page.goto("/functions/overview/?q=limits");
    await ready(page);
    await options(page).first().waitFor();
    expect(await combobox(page).inputValue()).toBe("limits");
  });

  it("keeps searching offline once the index has loaded", async () => {
    const { page } = await newPage(browser);
    await page.goto("/get-started/");
    await ready(page);
    await page.keyboard.press("Control+k");
    await combobox(page).fill("functions");
    await options(page).first().waitFor();
    // The rest of the split index arrives after the first answer.
    await wholeIndexLoaded(page);
    await page.context().setOffline(true);
    await combobox(page).fill(context.title);
    await page.locator(`[data-search-results] a[href="/functions/api/#${context.slug}"]`).waitFor();
    await page.context().setOffline(false);
  });

  it("finds the page for a question in the reader's own words, not the page's", async () => {
    const { page, errors } = await newPage(browser);
    await page.goto("/get-started/");
    await ready(page);
    const semantic = page.waitForResponse((r) => r.url().includes("/search-semantic/"));
    await page.keyboard.press("Control+k");
    await semantic;
    // No word of the page's title ("Enforce 2FA") is in the question: its keywords and the semantic signal find it.
    await combobox(page).fill("require a second login step for everyone in the organization");
    await options(page).first().waitFor();
    const pages = await page.locator("[data-search-results] [role=group]").evaluateAll((groups) => groups.slice(0, 3).map((g) => g.querySelector("a")?.getAttribute("href")?.split("#")[0]));
    expect(pages).toContain("/security/secure-launchbay-access/enforce-2FA/");
    expect(errors).toEqual([]);
  });

  it("answers the first query before the semantic data has arrived", async () => {
    const { page, errors } = await newPage(browser);
    // The semantic file never arrives: search must answer from the lexical index alone.
    await page.route("**/search-semantic/**", () => undefined);
    await page.goto("/get-started/");
    await ready(page);
    await page.keyboard.press("Control+k");
    await combobox(page).fill(context.title + " functions api");
    await page.locator(`[data-search-results] a[href="/functions/api/#${context.slug}"]`).waitFor();
    expect(errors).toEqual([]);
  });

  it("shows a query that looks like HTML as text, and runs nothing", async () => {
    const { page, errors } = await newPage(browser);
    let alerted = false;
    page.on("dialog", (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    await page.goto("/get-started/");
    await ready(page);
    await page.keyboard.press("Control+k");
    const attack = "<img src=x onerror=alert(1)>";
    await combobox(page).fill(attack);
    // Its words (img, src, alert) may match the docs: either results or the empty state, never an image.
    await page.locator("[data-search-empty], [data-search-results]").first().waitFor();
    if (await page.locator("[data-search-empty]").count()) expect(await page.locator("[data-search-empty] strong").textContent()).toBe(attack);
    expect(await combobox(page).inputValue()).toBe(attack);
    expect(await page.locator("dialog img").count()).toBe(0);
    await page.waitForTimeout(300);
    expect(alerted).toBe(false);
    expect(errors).toEqual([]);
  });
});
