/**
 * The MDX kit in a real browser: synced tabs (a choice switches every group with its key, on this page and
 * on the next, applied before paint: no layout shift) and Escape on a glossary term's tooltip.
 */
import type { Page } from "playwright-core";
import { HYDRATED_SELECTOR } from "../../lib/next-export";
import { browserPerFile, hydrated, newPage, openHydrated } from "./browser";

/** Two package-manager groups (`<PackageManagers>`, sync key "pkg") on one page, one on the other. */
const twoGroups = "/frameworks/next-js/runtime-v4/adapter-upgrade/";
const oneGroup = "/visual-editor/frameworks/sveltekit/";

const browser = browserPerFile();

/** Sums the page's layout shifts, as CLS does, from the first paint on (buffered), ignoring shifts after input. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        const shift = entry as unknown as { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) shifts.push(shift.value);
      }),
    ).observe({ type: "layout-shift", buffered: true });
    Object.assign(window, { __shifts: shifts });
  });
  return {
    cls: () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0)),
    /** Forgets the shifts so far (the page's own load: not what a choice of tab does). */
    forget: () => page.evaluate(() => void (window as unknown as { __shifts: number[] }).__shifts.splice(0)),
  };
}

/** The selected tab's label of each "pkg" group, in page order, and whether only its panel shows. */
const pkgGroups = (page: Page) =>
  page.$$eval("[data-tabs][data-sync-key=pkg]", (groups) =>
    groups.map((group) => {
      const selected = group.querySelector("[role=tab][aria-selected=true]");
      const panel = document.getElementById(selected?.getAttribute("aria-controls") ?? "");
      const shown = [...group.querySelectorAll("[role=tabpanel]")].filter((p) => (p as HTMLElement).offsetParent !== null);
      return { tab: selected?.textContent, onlyItsPanel: shown.length === 1 && shown[0] === panel };
    }),
  );

describe("synced tabs", () => {
  it("a choice switches every group with its key, survives navigation before paint, and shifts no layout (CLS < 0.01)", async () => {
    const { page, errors } = await newPage(browser(), { viewport: { width: 1280, height: 800 } });
    const { cls, forget } = await watchShifts(page);
    await page.goto(twoGroups);
    await hydrated(page);
    // From here on: the shifts of the choice and of the next page. This page's own first load is another matter: on
    // a slow CPU it can re-wrap a table 0.3-0.6 s after the text face loads (0.017-0.02 in 1-4 of 10 loads at 6x
    // CPU; cause not found, noted on issue #31).
    await forget();
    expect(await pkgGroups(page)).toEqual([
      { tab: "npm", onlyItsPanel: true },
      { tab: "npm", onlyItsPanel: true },
    ]);
    await page.locator("[data-sync-key=pkg] [role=tab]", { hasText: "pnpm" }).first().click();
    expect(await pkgGroups(page)).toEqual([
      { tab: "pnpm", onlyItsPanel: true },
      { tab: "pnpm", onlyItsPanel: true },
    ]);
    expect(await cls()).toBeLessThan(0.01);

    // The next page: the stored choice is applied as the parser adds the group, before any script of the
    // page's bundle runs (checked once the group is parsed, with the page's JavaScript chunks held back:
    // only the inline script of <head> can have run).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(oneGroup, { waitUntil: "commit" });
    await page.locator("footer.doc-footer").waitFor({ state: "attached" });
    expect(await page.locator(HYDRATED_SELECTOR).count()).toBe(0);
    expect(await pkgGroups(page)).toEqual([{ tab: "pnpm", onlyItsPanel: true }]);
    release();
    await hydrated(page);
    expect(await pkgGroups(page)).toEqual([{ tab: "pnpm", onlyItsPanel: true }]);
    expect(await cls()).toBeLessThan(0.01);
    expect(errors).toEqual([]);
  });

  it("a choice made on this page is shown on the page a client navigation brings in, from its first frame", async () => {
    const { page, errors } = await openHydrated(browser(), oneGroup);
    expect(await pkgGroups(page)).toEqual([{ tab: "npm", onlyItsPanel: true }]);
    await page.locator("[data-sync-key=pkg] [role=tab]", { hasText: "yarn" }).click();
    // Every frame from the click on: the selected tab of each "pkg" group on screen, read before the frame is painted.
    await page.evaluate(() => {
      const frames: (string | undefined)[][] = [];
      const watch = () => {
        frames.push([...document.querySelectorAll("[data-sync-key=pkg]")].map((g) => g.querySelector("[role=tab][aria-selected=true]")?.textContent ?? undefined));
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
      Object.assign(window, { __frames: frames });
      const link = Object.assign(document.createElement("a"), { href: "/frameworks/next-js/runtime-v4/adapter-upgrade/", textContent: "next" });
      document.querySelector("main")?.append(link);
      link.click();
    });
    await page.waitForURL(`**${twoGroups}`);
    await page.waitForFunction(() => document.querySelectorAll("[data-sync-key=pkg]").length === 2);
    expect(await pkgGroups(page)).toEqual([
      { tab: "yarn", onlyItsPanel: true },
      { tab: "yarn", onlyItsPanel: true },
    ]);
    // A client navigation, not a document load (the frames recorder survived), and no frame showed the new page's groups on another tab.
    const frames = await page.evaluate(() => (window as unknown as { __frames: (string | undefined)[][] }).__frames);
    expect(frames.some((frame) => frame.length === 2)).toBe(true);
    expect(frames.filter((frame) => frame.length === 2 && frame.some((tab) => tab !== "yarn"))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("glossary term", () => {
  it("shows its definition on keyboard focus; Escape hides it without moving focus", async () => {
    const { page } = await openHydrated(browser(), "/get-started/");
    const link = page.locator("a.term-link").first();
    const tip = page.locator(`#${await link.getAttribute("aria-describedby")}`);
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expectVisible(tip, true);
    await page.keyboard.press("Escape");
    await expectVisible(tip, false);
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expectVisible(tip, true);
  });
});

async function expectVisible(locator: ReturnType<Page["locator"]>, visible: boolean) {
  expect(await locator.evaluate((el) => getComputedStyle(el).visibility)).toBe(visible ? "visible" : "hidden");
}
