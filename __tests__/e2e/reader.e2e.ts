import type { Page } from "playwright-core";
import { baseURL, browserPerFile, builtPages, hydrated, newPage, openHydrated } from "./browser";

const docPath = "/functions/overview/";

const browser = browserPerFile();

/** Stores a theme before any page script runs, as a returning reader would have it. */
async function storeTheme(page: Page, theme: string) {
  await page.addInitScript((value) => window.localStorage.setItem("nf-docs-theme", value), theme);
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

describe("theme", () => {
  it("applies a stored dark theme before the body is parsed, and keeps it on client navigation", async () => {
    // The probe is an inline script the page's CSP does not list: bypass CSP for this test only.
    const { page, errors } = await newPage(browser(), { colorScheme: "light", bypassCSP: true });
    await storeTheme(page, "dark");
    // A probe at the very start of <body> records the class at the moment the parser reaches it.
    await page.route(`${baseURL}${docPath}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("<body>", "<body><script>window.__darkAtBody=document.documentElement.classList.contains('dark')</script>");
      await route.fulfill({ response, body: html });
    });
    await page.goto(docPath);
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { __darkAtBody?: boolean }).__darkAtBody)).toBe(true);
    expect(await page.getByRole("radio", { name: "Dark" }).isChecked()).toBe(true);
    await page.locator('a[rel="next"]').click();
    await page.waitForURL((url) => url.pathname !== docPath);
    expect(await isDark(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("follows the system setting live while on system", async () => {
    const { page } = await newPage(browser(), { colorScheme: "light" });
    await page.goto(docPath);
    expect(await page.getByRole("radio", { name: "System" }).isChecked()).toBe(true);
    expect(await isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    await page.emulateMedia({ colorScheme: "light" });
    await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
  });

  it("is operable by keyboard, saved, and recolours code", async () => {
    const { page } = await openHydrated(browser(), docPath, { colorScheme: "light" });
    await page.getByRole("radio", { name: "System" }).focus();
    await page.keyboard.press("ArrowLeft"); // radio groups move with arrow keys: System → Dark
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    expect(await page.evaluate(() => localStorage.getItem("nf-docs-theme"))).toBe("dark");
    expect(await page.getByRole("radio", { name: "Dark" }).isChecked()).toBe(true);
    const codeColour = () =>
      page
        .locator("pre.shiki")
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    const dark = await codeColour();
    await page.keyboard.press("ArrowLeft"); // Dark → Light
    await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
    expect(await codeColour()).not.toBe(dark);
    await page.reload();
    // The server renders "System"; the stored choice shows once the toggle has hydrated.
    const light = page.getByRole("radio", { name: "Light" });
    await page.waitForFunction((el) => (el as HTMLInputElement).checked, await light.elementHandle());
    expect(await light.isChecked()).toBe(true);
  });

  it("falls back to system when storage is blocked", async () => {
    const { page, errors } = await newPage(browser(), { colorScheme: "dark" });
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await page.goto(docPath);
    await hydrated(page);
    expect(await isDark(page)).toBe(true);
    await page.locator('.theme-toggle label[title="Light theme"]').click();
    expect(await isDark(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe("code-block copy button", () => {
  const buttons = (page: Page) => page.getByRole("button", { name: "Copy to clipboard" });

  it("copies the code into the clipboard and says Copied! for 800 ms", async () => {
    const { page } = await newPage(browser(), { permissions: ["clipboard-read", "clipboard-write"] });
    await page.goto(docPath);
    const button = buttons(page).first();
    await button.waitFor();
    const expected = await page
      .locator(".code-block pre code")
      .first()
      .evaluate((el) => (el.textContent ?? "").replace(/\n$/, ""));
    await button.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(await button.textContent()).toBe("Copied!");
    expect(await page.locator(".code-block [role=status]").first().textContent()).toBe("Copied!");
    await page.waitForFunction(() => !document.querySelector(".copy-button")?.textContent?.includes("Copied!"), undefined, { timeout: 2000 });
  });

  it("adds exactly one button per code block, also after client navigation", async () => {
    const { page, errors } = await openHydrated(browser(), docPath, { viewport: { width: 1400, height: 900 } });
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const count = async () => {
      // Buttons arrive 100 ms after the page's content commits, later on a slow machine: wait for every block to
      // have one, then a little longer, so that a second button added by a later scan would be counted too.
      await page.waitForFunction(() => document.querySelectorAll(".code-block > .copy-slot .copy-button").length >= document.querySelectorAll(".code-block").length, undefined, { timeout: 10_000 });
      await page.waitForTimeout(300);
      // Blocks in a hidden tab panel (PackageManagers, Tabs) have their buttons too, but out of the accessibility tree.
      return {
        blocks: await page.locator(".code-block:visible").count(),
        buttons: await buttons(page).count(),
        all: await page.locator(".code-block > .copy-slot .copy-button").count(),
        allBlocks: await page.locator(".code-block").count(),
      };
    };
    const first = await count();
    expect(first.blocks).toBeGreaterThan(0);
    expect(first.buttons).toBe(first.blocks);
    expect(first.all).toBe(first.allBlocks);
    // Client navigation through the next-page link (sidebar links are plain links: full page loads).
    const next = page.locator('a[rel="next"]');
    const nextPath = await next.getAttribute("href");
    await next.click();
    await page.waitForURL(`${baseURL}${nextPath}`);
    const second = await count();
    expect(second.blocks).toBeGreaterThan(0);
    expect(second.buttons).toBe(second.blocks);
    expect(second.all).toBe(second.allBlocks);
    await page.goBack();
    await page.waitForURL(`${baseURL}${docPath}`);
    expect(await count()).toEqual(first);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("small screens", () => {
  const mobile = { viewport: { width: 375, height: 740 }, hasTouch: true };

  it("opens the sidebar drawer by keyboard, keeps focus inside, closes on Esc and on navigation", async () => {
    const { page, errors } = await openHydrated(browser(), docPath, mobile);
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    expect(await page.getByRole("navigation", { name: "Documentation" }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await menu.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Documentation menu" });
    await drawer.waitFor();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    const focusInside = () => page.evaluate(() => document.getElementById("sidebar")?.contains(document.activeElement) ?? false);
    expect(await focusInside()).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside()).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Menu");
    expect(await page.getByRole("navigation", { name: "Documentation" }).isVisible()).toBe(false);

    await page.keyboard.press("Enter");
    await drawer.waitFor();
    await drawer.locator('a[href="/functions/api/"]').focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseURL}/functions/api/`);
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Documentation" }).isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it("collapses the table of headings into an On this page disclosure", async () => {
    const { page } = await newPage(browser(), mobile);
    await page.goto(docPath);
    const record = builtPages().find((p) => p.path === docPath);
    const heading = record?.headers[0];
    if (!heading) throw new Error(`${docPath} has no headings`);
    expect(await page.locator(".toc").isVisible()).toBe(false);
    const disclosure = page.locator(".toc-disclosure");
    const link = disclosure.getByRole("link", { name: heading.title, exact: true });
    expect(await link.isVisible()).toBe(false);
    await disclosure.getByText("On this page").click();
    expect(await link.isVisible()).toBe(true);
  });
});

describe("accessibility affordances", () => {
  it("has a skip link to the content", async () => {
    const { page } = await newPage(browser());
    await page.goto(docPath);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
  });

  it("shows a focus outline on keyboard focus", async () => {
    const { page } = await newPage(browser());
    await page.goto(docPath);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(outline).toBe("solid");
  });

  it("prints the page without the chrome", async () => {
    const { page } = await newPage(browser(), { viewport: { width: 1400, height: 900 } });
    await page.goto(docPath);
    await page.emulateMedia({ media: "print" });
    for (const selector of [".site-header", ".sidebar-column", ".toc-column", ".prev-next", ".page-actions", ".copy-button"]) {
      expect(await page.locator(selector).first().isVisible()).toBe(false);
    }
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
  });

  it("prints in the light palette when the reader chose dark", async () => {
    const { page } = await newPage(browser(), { viewport: { width: 1400, height: 900 } });
    await storeTheme(page, "dark");
    await page.goto(docPath);
    const colours = () =>
      page.evaluate(() => {
        const token = document.querySelector(".shiki span span") as HTMLElement;
        return { page: getComputedStyle(document.body).backgroundColor, text: getComputedStyle(document.body).color, code: getComputedStyle(token).color, inline: token.style.color };
      });
    const screen = await colours();
    expect(screen.page).toBe("rgb(15, 20, 25)");
    await page.emulateMedia({ media: "print" });
    const printed = await colours();
    expect(await isDark(page)).toBe(true);
    expect(printed.page).toBe("rgb(255, 255, 255)");
    expect(printed.text).toBe("rgb(31, 35, 40)");
    // Code tokens print in Shiki's light colours (written inline), not the dark theme's variables.
    const inline = await page.evaluate((hex) => {
      const probe = document.createElement("span");
      probe.style.color = hex;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    }, printed.inline);
    expect(printed.code).toBe(inline);
    expect(printed.code).not.toBe(screen.code);
  });

  it("respects prefers-reduced-motion", async () => {
    const { page } = await newPage(browser(), { viewport: { width: 375, height: 740 }, reducedMotion: "reduce" });
    await page.goto(docPath);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const duration = await page.locator(".sidebar-panel").evaluate((el) => getComputedStyle(el).animationName);
    expect(duration).toBe("none");
  });
});

describe("fonts", () => {
  it("are self-hosted, preloaded, and never swapped in late (font-display: optional)", async () => {
    const { page } = await newPage(browser());
    const hosts = new Set<string>();
    page.on("request", (request) => hosts.add(new URL(request.url()).origin));
    await page.goto(docPath, { waitUntil: "load" });
    expect([...hosts]).toEqual([baseURL]);
    // One web font, preloaded: Inter. Code uses the system monospace face.
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(preloads).toEqual([expect.stringMatching(/\/_next\/static\/media\/inter_text.*\.woff2$/)]);
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].map((font) => ({ family: font.family, display: font.display, status: font.status }));
    });
    // next/font adds metric-matched local fallbacks ("… Fallback"): those are not downloaded.
    const webFonts = faces.filter((face) => !face.family.endsWith("Fallback"));
    expect(webFonts).toEqual([{ family: expect.stringMatching(/inter/i), display: "optional", status: "loaded" }]);
    const code = await page
      .locator("pre code")
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(code).toMatch(/^ui-monospace,/);
    // Code reads as typed, block and inline: a monospace face with ligatures (Cascadia Code, Fira Code) draws no "=>" as an arrow.
    const ligatures = await page.evaluate(() => [...document.querySelectorAll(".prose pre code, .prose :not(pre) > code")].slice(0, 5).map((el) => getComputedStyle(el).fontVariantLigatures));
    expect(ligatures.length).toBeGreaterThan(1);
    expect(new Set(ligatures)).toEqual(new Set(["none"]));
  });

  it("a slow font moves nothing: the page keeps its fallback face, and the next page shows Inter from the cache", async () => {
    /** The faces Chromium drew an element's text with (CDP: the platform fonts of its text node). */
    const facesOf = async (page: Page, selector: string) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      const { root } = await cdp.send("DOM.getDocument");
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      await cdp.detach();
      return fonts.map((font) => font.familyName);
    };
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1280, height: 800 },
    ]) {
      const { page } = await newPage(browser(), { viewport });
      // A slow font: it arrives 1.5 s after the page asked for it, long after the first paint.
      let arrived: () => void = () => undefined;
      const fontArrived = new Promise<void>((resolve) => (arrived = resolve));
      await page.route(/\/_next\/static\/media\/.*\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
        arrived();
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({ type: "layout-shift", buffered: true });
        Object.assign(window, { __shifts: shifts });
      });
      await page.goto(docPath);
      await fontArrived;
      await page.waitForTimeout(300);
      const shift = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
      expect(shift).toBeLessThan(0.01);
      // font-display: optional: the late font is not swapped in on this page…
      expect(await facesOf(page, "main h1")).not.toContain("Inter");
      // …and the reader's next pages, with the font in the cache (a routed response is not cached: fetch it once more),
      // are drawn in it. optional gives a cached font ~100 ms too: on a loaded machine the first read back can miss that
      // window (one CI run in ten), so the reader gets up to three pages; a font that never comes from the cache fails.
      await page.unrouteAll();
      await page.evaluate(async () => {
        await fetch((document.querySelector("link[rel=preload][as=font]") as HTMLLinkElement).href);
      });
      const drawn: string[][] = [];
      while (drawn.length < 3) {
        await page.goto("/get-started/");
        drawn.push(await facesOf(page, "main h1"));
        if (drawn.at(-1)?.join() === "Inter") break;
      }
      expect(drawn.at(-1)).toEqual(["Inter"]);
    }
  });
});
