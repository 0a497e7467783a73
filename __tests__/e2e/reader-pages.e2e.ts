import type { Page } from "playwright-core";
import { axeViolations, baseURL, browserPerFile, builtPages, hydrated, newPage, openHydrated } from "./browser";

const docPath = "/functions/overview/";

const browser = browserPerFile();

describe("home page video", () => {
  it("loads nothing third-party until the reader presses play", async () => {
    const { page } = await newPage(browser());
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL)) external.push(request.url());
    });
    await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>player</title>" }));
    await page.goto("/", { waitUntil: "load" });
    // Pages boot after their first paint: pressed before, the link is followed as a link (CI, under load, once).
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(external).toEqual([]);
    const poster = page.locator(".video-poster img");
    expect(await poster.getAttribute("src")).toMatch(/^\//);
    await page.getByRole("link", { name: /^Play video/ }).click();
    const frame = page.locator(".video-frame iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
    const embedded = () => external.some((url) => url.startsWith("https://www.youtube-nocookie.com/embed/"));
    for (let tries = 0; !embedded() && tries < 50; tries++) await page.waitForTimeout(100);
    expect(embedded()).toBe(true);
  });
});

describe("chunk load errors", () => {
  /** Fails the first app chunk a page asks for, `times` times. */
  async function failChunk(page: Page, times: number) {
    let target: string | null = null;
    let failed = 0;
    await page.route(`${baseURL}/_next/static/chunks/*.js`, async (route) => {
      target ??= route.request().url();
      if (route.request().url() === target && failed < times) {
        failed++;
        await route.fulfill({ status: 404, body: "Not found" });
      } else await route.continue();
    });
    return () => failed;
  }

  it("reloads the page once and recovers", async () => {
    const { page } = await newPage(browser());
    const failed = await failChunk(page, 1);
    let loads = 0;
    page.on("request", (request) => void (request.isNavigationRequest() && loads++));
    await page.goto(docPath);
    await page.waitForFunction(() => document.querySelector(".copy-button") !== null, undefined, { timeout: 10000 });
    expect(failed()).toBe(1);
    expect(loads).toBe(2);
    expect(await page.locator("#chunk-error-banner").count()).toBe(0);
  });

  it("shows a reload banner instead of looping when the chunk keeps failing", async () => {
    const { page, errors } = await newPage(browser());
    const failed = await failChunk(page, 100);
    let loads = 0;
    page.on("request", (request) => void (request.isNavigationRequest() && loads++));
    await page.goto(docPath);
    const banner = page.getByRole("alert").filter({ hasText: "failed to load" });
    await banner.waitFor({ timeout: 10000 });
    await page.waitForTimeout(500);
    expect(loads).toBe(2);
    expect(failed()).toBeGreaterThanOrEqual(2);
    expect(await banner.getByRole("button", { name: "Reload page" }).isVisible()).toBe(true);
    expect(errors.some((e) => e.includes("Start-up error"))).toBe(true);
  });
});

describe("pages for people and AI tools", () => {
  const pages = builtPages();
  const indexable = pages.filter((p) => !p.frontmatter.robots?.includes("noindex"));

  it("serves each page's Markdown at a static URL named in the page head", async () => {
    const { page } = await newPage(browser());
    await page.goto(docPath);
    const href = await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute("href");
    expect(href).toBe("https://docs.launchbay.com/functions/overview.md");
    const response = await page.request.get("/functions/overview.md");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/markdown/);
    const record = pages.find((p) => p.path === docPath);
    const text = await response.text();
    expect(text.startsWith(`# ${record?.title}\n\n> ${record?.frontmatter.description}\n`)).toBe(true);
    for (const header of record?.headers ?? []) expect(text).toContain(`${"#".repeat(header.level)} ${header.title}`);
  });

  it("copies the page as Markdown", async () => {
    const { page } = await openHydrated(browser(), docPath, { permissions: ["clipboard-read", "clipboard-write"] });
    // The actions are in the page actions menu, an island that loads on the first interaction: this click.
    const menuButton = page.locator('[aria-haspopup="menu"]');
    await menuButton.click();
    await page.getByRole("menuitem", { name: "Copy page as Markdown" }).click();
    await page.getByText("Copied page as Markdown").waitFor();
    const expected = await (await page.request.get("/functions/overview.md")).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(await page.getByRole("menuitem", { name: "View as Markdown", includeHidden: true }).getAttribute("href")).toBe("/functions/overview.md");
  });

  it("publishes /llms.txt with every indexable page (under 50,000 characters), and /llms-full.txt", async () => {
    const { page } = await newPage(browser());
    const llms = await page.request.get("/llms.txt");
    expect(llms.status()).toBe(200);
    const text = await llms.text();
    expect(text.startsWith("# Launchbay Docs\n")).toBe(true);
    for (const p of indexable) expect(text).toContain(`- [${p.title}](https://docs.launchbay.com${p.path.replace(/\/$/, "")}.md)\n`);
    // The Agent-Friendly Documentation Spec's size for one file an agent reads whole; descriptions are in the group files.
    expect(text.length).toBeLessThan(50_000);
    for (const p of pages.filter((x) => !indexable.includes(x))) expect(text).not.toContain(`(https://docs.launchbay.com${p.path.replace(/\/$/, "")}.md)`);
    const full = await (await page.request.get("/llms-full.txt")).text();
    for (const p of indexable) expect(full).toContain(`# ${p.title}\n\n> ${p.frontmatter.description}`);
  });

  it("keeps noindex pages out of the sitemap; robots.txt points at it", async () => {
    const { page } = await newPage(browser());
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    for (const p of indexable) expect(sitemap).toContain(`<loc>https://docs.launchbay.com${p.path}</loc>`);
    for (const p of pages.filter((x) => !indexable.includes(x))) expect(sitemap).not.toContain(`<loc>https://docs.launchbay.com${p.path}</loc>`);
    const robots = await (await page.request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://docs.launchbay.com/sitemap.xml");
  });
});

describe("axe-core (WCAG 2.1 A and AA)", () => {
  const targets: [string, string][] = [
    ["home", "/"],
    ["a doc page", docPath],
    ["the Ask page", "/ask-launchbay/"],
    ["the 404 page", "/no-such-page/"],
  ];
  const cases = ["light", "dark"].flatMap((theme) => targets.map(([name, path]) => [name, path, theme] as const));

  it.each(cases)("%s (%s) in %s has no violations", async (_name, path, theme) => {
    // axe is injected as a script the page's CSP does not list (the security tests check the CSP itself).
    const { page } = await newPage(browser(), { viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await page.addInitScript((value) => window.localStorage.setItem("nf-docs-theme", value), theme);
    await page.goto(path);
    await page.waitForTimeout(300); // copy buttons attach 100 ms after the page update
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
  });

  it("also at 375 px with the drawer open", async () => {
    const { page } = await openHydrated(browser(), docPath, { viewport: { width: 375, height: 740 }, bypassCSP: true });
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog").waitFor();
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
  });
});
