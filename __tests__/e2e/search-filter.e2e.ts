/**
 * The search dialog's group filter (issue #30, point 5): a labelled control reached with Tab from the search field
 * narrows the results to the pages of one sidebar group (/search-groups.json), and the choice is kept for the
 * session (sessionStorage): closing the dialog, another page, a reload.
 */
import type { Browser, Page } from "playwright-core";
import { hydrated, launch, newPage } from "./browser";
import type { SearchGroups } from "../../lib/search/groups";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const combobox = (page: Page) => page.getByRole("combobox", { name: "Search the docs" });
const resultLinks = (page: Page) => page.locator("[data-search-results] [role=option] a");
const hrefs = (page: Page) => resultLinks(page).evaluateAll((links) => links.map((a) => (a.getAttribute("href") ?? "").split("#")[0] as string));

describe("the search group filter", () => {
  it("narrows results to a sidebar group from the keyboard, and keeps the choice for the session", async () => {
    const { page, errors } = await newPage(browser, { viewport: { width: 1300, height: 800 } });
    await page.goto("/get-started/");
    await hydrated(page);
    const { groups } = (await (await page.request.get("/search-groups.json")).json()) as SearchGroups;
    expect(groups.length).toBeGreaterThan(1);

    await page.keyboard.press("Control+k");
    await combobox(page).fill("deploy");
    await resultLinks(page).first().waitFor();
    const all = await hrefs(page);
    // The group with the fewest of the unfiltered hits (so the filter must change the list).
    const group = [...groups].sort((a, b) => all.filter((p) => a.pages.includes(p)).length - all.filter((p) => b.pages.includes(p)).length)[0] as SearchGroups["groups"][number];
    expect(all.some((p) => !group.pages.includes(p))).toBe(true);

    // Tab from the field reaches the filter (after the close button), which is labelled.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Esc");
    await page.keyboard.press("Tab");
    const filter = page.getByRole("combobox", { name: "Search in" });
    expect(await filter.evaluate((el) => el === document.activeElement)).toBe(true);
    const before = await resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "").join());
    await filter.selectOption({ label: group.label });
    await page.waitForFunction((old) => {
      const now = [...document.querySelectorAll("[data-search-results] [role=option] a, [data-search-empty]")].map((a) => a.getAttribute("href") ?? "empty").join();
      return now !== old;
    }, before);
    const narrowed = await hrefs(page);
    expect(narrowed.every((p) => group.pages.includes(p))).toBe(true);

    // Kept: closing and opening the dialog, and after a reload (the same tab's session).
    await page.keyboard.press("Escape");
    await page.keyboard.press("Control+k");
    expect(await page.getByRole("combobox", { name: "Search in" }).inputValue()).toBe(group.label);
    await page.keyboard.press("Escape");
    await page.reload();
    await hydrated(page);
    await page.keyboard.press("Control+k");
    await combobox(page).fill("deploy");
    await page.locator("[data-search-results], [data-search-empty]").first().waitFor();
    expect(await page.getByRole("combobox", { name: "Search in" }).inputValue()).toBe(group.label);
    expect((await hrefs(page)).every((p) => group.pages.includes(p))).toBe(true);

    // Back to all docs: pages of other groups again.
    await page.getByRole("combobox", { name: "Search in" }).selectOption({ label: "All docs" });
    await page.waitForFunction(
      (pages) => [...document.querySelectorAll("[data-search-results] [role=option] a")].some((a) => !pages.includes((a.getAttribute("href") ?? "").split("#")[0] as string)),
      group.pages,
    );
    expect(errors).toEqual([]);
  });
});
