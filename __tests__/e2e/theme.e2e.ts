/**
 * Theme from the first paint (issue #18): a reader on the system theme who switches the OS colour scheme right
 * after `load` (the switch is made at once, well within the first 500 ms) sees the page follow, before the
 * framework has booted (the pre-paint script's listener) and after (the theme store, which it hands over to).
 * Media-query changes are delivered with the next rendered frame, which a busy machine delays: the page gets
 * a few seconds to follow; how soon the switch is made is what the test controls.
 */
import type { Browser, Page } from "playwright-core";
import { THEME_HANDOVER_ATTRIBUTE } from "../../lib/browser/theme";
import { site } from "../../lib/site";
import { hydrated, launch, newPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));
const becomes = (page: Page, dark: boolean) => page.waitForFunction((want) => document.documentElement.classList.contains("dark") === want, dark, { timeout: 5000 });

describe("theme follows the OS from the first paint", () => {
  it("follows a switch to dark made right after load, and back", async () => {
    const { page } = await newPage(browser, { colorScheme: "light" });
    await page.goto("/functions/overview/", { waitUntil: "load" });
    // At once after load (a protocol round trip, well within the first 500 ms on an idle machine).
    await page.emulateMedia({ colorScheme: "dark" });
    await becomes(page, true);
    await page.emulateMedia({ colorScheme: "light" });
    await becomes(page, false);
  });

  it("follows it with no framework at all: the pre-paint script does it", async () => {
    const { page } = await newPage(browser, { colorScheme: "dark" });
    // The framework's chunks never arrive: only the inline pre-paint script runs. The chunk recovery would reload
    // the page once for the failed chunks (a navigation in the middle of the test, under load): it has just done
    // so, as far as it knows, and shows its banner instead.
    await page.addInitScript(({ key }) => sessionStorage.setItem(key, String(Date.now())), { key: site.chunkReloadKey });
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
    await page.goto("/functions/overview/", { waitUntil: "load" });
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: "light" });
    await becomes(page, false);
    await page.emulateMedia({ colorScheme: "dark" });
    await becomes(page, true);
    expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), THEME_HANDOVER_ATTRIBUTE)).toBe(false);
  });

  it("hands over to the theme store once it boots, which keeps following the OS", async () => {
    const { page } = await newPage(browser, { colorScheme: "light" });
    await page.goto("/functions/overview/", { waitUntil: "load" });
    await hydrated(page);
    await page.waitForFunction((name) => document.documentElement.hasAttribute(name), THEME_HANDOVER_ATTRIBUTE);
    await page.emulateMedia({ colorScheme: "dark" });
    await becomes(page, true);
  });

  it("leaves a reader's own choice alone when the OS switches", async () => {
    const { page } = await newPage(browser, { colorScheme: "light" });
    await page.addInitScript(() => window.localStorage.setItem("nf-docs-theme", "light"));
    await page.goto("/functions/overview/", { waitUntil: "load" });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.waitForTimeout(300);
    expect(await isDark(page)).toBe(false);
  });
});

describe("dark theme in the kit's components", () => {
  it("gives release-phase badges their dark colours on screen, and the light ones in print", async () => {
    const { page } = await newPage(browser, { colorScheme: "dark" });
    await page.goto("/platform/release-phases/", { waitUntil: "load" });
    await becomes(page, true);
    const colour = () =>
      page
        .locator(".badge-ga")
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    expect(await colour()).toBe("rgb(86, 211, 100)"); // #56d364, not the light #1a7f37 on the dark background
    await page.emulateMedia({ media: "print" });
    expect(await colour()).toBe("rgb(26, 127, 55)");
  });
});
