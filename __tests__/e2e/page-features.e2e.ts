/**
 * Page features of issue #16 in Chromium against the built out/: "Was this page helpful?" (sent once; queued
 * offline and replayed), the page actions menu by keyboard, "Copy this section as Markdown", and axe on a doc
 * page with the new UI open.
 */
import type { Browser, ConsoleMessage, Page, Request } from "playwright-core";
import { sectionMarkdown } from "../../lib/page-features/sections";
import { axeViolations, baseURL, hydrated, launch, newPage } from "./browser";

const docPath = "/functions/overview/";
const markdownPath = "/functions/overview.md";
/** A same-origin stand-in for NEXT_PUBLIC_FEEDBACK_URL (connect-src 'self' allows it). */
const endpointPath = "/__feedback-endpoint";

/** Retries an assertion until it passes or `timeout` ms have gone by (then throws its last error). */
async function eventually(assertion: () => unknown, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Serves the doc page as a build with NEXT_PUBLIC_FEEDBACK_URL would (the URL is in the server-rendered
 * `data-feedback-endpoint`), and answers the endpoint: `up()` decides whether it is reachable.
 */
async function withEndpoint(page: Page, up: () => boolean = () => true) {
  const posts: unknown[] = [];
  await page.route(`${baseURL}${docPath}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('data-feedback=""', `data-feedback="" data-feedback-endpoint="${endpointPath}"`);
    await route.fulfill({ response, body: html });
  });
  await page.route(`${baseURL}${endpointPath}`, async (route) => {
    if (!up()) return route.abort("internetdisconnected");
    posts.push(JSON.parse(route.request().postData() ?? "null"));
    return route.fulfill({ status: 204 });
  });
  return posts;
}

/**
 * Waits until the lazily loaded islands (feedback, page actions) have hydrated. They load on the reader's first
 * interaction (components/page-features-loader.client.tsx): a wheel event, which holds no key and clicks nothing.
 */
async function islandsReady(page: Page) {
  await hydrated(page);
  await page.evaluate(() => window.dispatchEvent(new WheelEvent("wheel")));
  await page.locator("[data-feedback][data-ready]").waitFor({ state: "attached" });
  await page.locator('[aria-haspopup="menu"][data-ready]').waitFor({ state: "attached" });
}

/** The usage events the console logger prints off the production host. */
function trackedEvents(page: Page) {
  const events: { name: unknown; properties: unknown }[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (!message.text().startsWith("[analytics] track")) return;
    void Promise.all(
      message
        .args()
        .slice(1, 3)
        .map((arg) => arg.jsonValue()),
    ).then(([name, properties]) => events.push({ name, properties }));
  });
  return events;
}

async function answer(page: Page, choice: "Yes" | "No", reason: string, comment: string) {
  const feedback = page.getByRole("region", { name: "Page feedback" });
  await feedback.getByRole("button", { name: choice }).click();
  await feedback.getByRole("checkbox", { name: reason }).check();
  await feedback.getByRole("textbox", { name: "Anything else? (optional)" }).fill(comment);
  await feedback.getByRole("button", { name: "Send feedback" }).click();
  await feedback.getByText("Thanks for your feedback!").waitFor();
}

describe("Was this page helpful?", () => {
  it("is server-rendered as a fieldset before any JavaScript runs", async () => {
    const { page } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(docPath);
    const group = page.getByRole("group", { name: "Was this page helpful?" });
    expect(await group.getByRole("button").allTextContents()).toEqual(["Yes", "No"]);
  });

  it("loads on the reader's first interaction, and keeps a click on its server-rendered buttons made before", async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(docPath);
    await hydrated(page);
    await page.waitForTimeout(500);
    // Untouched, the island's code has not loaded: its server HTML is in place, not yet live.
    expect(await page.locator("[data-feedback][data-ready]").count()).toBe(0);
    const feedback = page.getByRole("region", { name: "Page feedback" });
    // The press loads it; the click, which comes first, is held and replayed on the same button once it is live.
    await feedback.getByRole("button", { name: "No" }).click();
    await feedback.getByRole("checkbox", { name: "Code sample broken" }).waitFor();
    expect(await feedback.getByRole("button", { name: "No" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator("[data-feedback][data-ready]").count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("sends the answer once: one usage event, one POST of the comment, and not again after a reload", async () => {
    const { page, errors } = await newPage(browser);
    const posts = await withEndpoint(page);
    const events = trackedEvents(page);
    await page.goto(docPath);
    await islandsReady(page);
    await answer(page, "No", "Code sample broken", "The second example throws.");
    await eventually(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ page: docPath, answer: "no", reasons: ["code-sample-broken"], comment: "The second example throws." });
    await eventually(
      () =>
        expect(events.filter((e) => e.name === "Page Feedback")).toEqual([
          { name: "Page Feedback", properties: expect.objectContaining({ page: docPath, answer: "no", reasons: ["code-sample-broken"], commentLength: 26 }) },
        ]),
      20_000,
    );
    await page.reload();
    await islandsReady(page);
    await page.getByText("You told us this page was not helpful. Thanks!").waitFor();
    expect(await page.getByRole("button", { name: "Yes" }).count()).toBe(0);
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("queues the comment offline and sends it when the browser is back online", async () => {
    const { page } = await newPage(browser);
    let online = true;
    const posts = await withEndpoint(page, () => online);
    const events = trackedEvents(page);
    await page.goto(docPath);
    await islandsReady(page);
    online = false;
    await page.context().setOffline(true);
    await answer(page, "Yes", "Solved my problem", "Clear, thanks.");
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    const queued = await page.evaluate(() => JSON.parse(localStorage.getItem("launchbay:feedback-outbox") ?? "[]") as { body: { comment: string } }[]);
    expect(queued.map((item) => item.body.comment)).toEqual(["Clear, thanks."]);
    await page.waitForTimeout(1000);
    expect(events.filter((e) => e.name === "Page Feedback")).toEqual([]);
    online = true;
    await page.context().setOffline(false);
    await eventually(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ answer: "yes", comment: "Clear, thanks." });
    // The outbox empties once the page has the endpoint's answer, a moment after the endpoint has the post.
    await eventually(async () => expect(await page.evaluate(() => localStorage.getItem("launchbay:feedback-outbox"))).toBe("[]"));
    // The usage event went through analytics' own offline queue and is sent once, after the reconnection.
    await eventually(
      () =>
        expect(events.filter((e) => e.name === "Page Feedback")).toEqual([
          { name: "Page Feedback", properties: expect.objectContaining({ answer: "yes", reasons: ["solved-my-problem"], commentLength: 14 }) },
        ]),
      20_000,
    );
  });

  it("keeps a comment the endpoint could not take and sends it from the next page the reader opens", async () => {
    const { page } = await newPage(browser);
    let up = false;
    const posts = await withEndpoint(page, () => up);
    const attempts: Request[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(endpointPath)) attempts.push(request);
    });
    await page.goto(docPath);
    await islandsReady(page);
    await answer(page, "No", "Incorrect", "Wrong limit.");
    await eventually(() => expect(attempts.length).toBeGreaterThan(0));
    expect(posts).toEqual([]);
    up = true;
    await page.reload();
    await islandsReady(page);
    await eventually(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ comment: "Wrong limit." });
  });
});

describe("page actions menu", () => {
  /** A hydrated doc page whose menu's code has not loaded yet (nothing has touched the page), and its button. */
  async function menuBeforeItsCode() {
    const { page, errors } = await newPage(browser);
    await page.goto(docPath);
    await hydrated(page);
    const button = page.getByRole("button", { name: "Page actions" });
    expect(await button.getAttribute("data-ready")).toBeNull();
    return { page, errors, button };
  }

  it("opens on the first click, made before its code has loaded (held, then replayed)", async () => {
    const { page, errors, button } = await menuBeforeItsCode();
    await button.click();
    await page.getByRole("menu").waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    // One click, one toggle: a second click closes it.
    await button.click();
    await page.getByRole("menu").waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
  });

  it("opens on ArrowUp pressed before its code has loaded, on the last item (held, then replayed)", async () => {
    const { page, errors, button } = await menuBeforeItsCode();
    await button.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("ArrowUp");
    await page.getByRole("menu").waitFor();
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Open in Claude (opens in a new tab)"));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(errors).toEqual([]);
  });

  it("works by keyboard: opens on ArrowDown, arrows/Home/End move, Escape returns focus; Enter copies the page", async () => {
    const { page, errors } = await newPage(browser, { permissions: ["clipboard-read", "clipboard-write"] });
    await page.goto(docPath);
    await islandsReady(page);
    const button = page.getByRole("button", { name: "Page actions" });
    await button.focus();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    await page.keyboard.press("ArrowDown");
    await page.getByRole("menu").waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await eventually(async () => expect(await focused()).toBe("Copy page as Markdown"));
    // Each key, then the item it moves the focus to (from the last, ArrowDown wraps to the first, ArrowUp back).
    for (const [key, item] of [
      ["ArrowDown", "View as Markdown"],
      ["End", "Open in Claude (opens in a new tab)"],
      ["ArrowDown", "Copy page as Markdown"],
      ["ArrowUp", "Open in Claude (opens in a new tab)"],
      ["Home", "Copy page as Markdown"],
    ] as const) {
      await page.keyboard.press(key);
      await eventually(async () => expect(await focused()).toBe(item));
    }
    await page.keyboard.press("Escape");
    expect(await page.getByRole("menu").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup"))).toBe("menu");
    // Space opens too; Enter on the first item copies the page's Markdown.
    await page.keyboard.press(" ");
    await eventually(async () => expect(await focused()).toBe("Copy page as Markdown"));
    await page.keyboard.press("Enter");
    await page.getByText("Copied page as Markdown").waitFor();
    const markdown = await (await page.request.get(markdownPath)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
    const claude = new URL((await page.getByRole("menuitem", { name: /Open in Claude/, includeHidden: true }).getAttribute("href")) ?? "");
    expect(claude.searchParams.get("q")).toContain(`https://docs.launchbay.com${markdownPath}`);
    expect(errors).toEqual([]);
  });
});

describe("Copy this section as Markdown", () => {
  it("puts that section of the page's .md on the clipboard", async () => {
    const { page, errors } = await newPage(browser, { permissions: ["clipboard-read", "clipboard-write"] });
    await page.goto(docPath);
    // Not waiting for the menu's island, which runs these buttons: the first click loads it and is replayed then.
    await hydrated(page);
    const headings = page.locator(".prose :is(h2, h3, h4)[id]");
    const ids = await headings.evaluateAll((nodes) => nodes.map((n) => n.id));
    const target = page.locator(".prose h2[id]").last();
    const id = (await target.getAttribute("id")) ?? "";
    expect(id).not.toBe("");
    await target.hover();
    await target.getByRole("button", { name: "Copy this section as Markdown" }).click();
    await page.getByText("Section copied as Markdown").waitFor({ state: "attached" });
    const markdown = await (await page.request.get(markdownPath)).text();
    const expected = sectionMarkdown(markdown, ids.indexOf(id));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(expected);
    expect(copied.startsWith("## ")).toBe(true);
    expect(markdown).toContain(copied.trimEnd());
    // Another section copied while the first still shows "copied": the first's mark goes.
    const first = page.locator(".prose h2[id]").first();
    await first.hover();
    await first.getByRole("button", { name: "Copy this section as Markdown" }).click();
    await eventually(async () => expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sectionMarkdown(markdown, ids.indexOf((await first.getAttribute("id")) ?? ""))));
    // (It kept its mark for good when the second came within the notice's 800 ms.)
    await eventually(async () => expect(await target.locator("[data-section-copy]").getAttribute("data-copied")).toBeNull());
    expect(errors).toEqual([]);
  });
});

describe("/changelog/", () => {
  it("is a page in the site's layout, linked from the home page, with its feed advertised and served as RSS", async () => {
    const { page, errors } = await newPage(browser, { bypassCSP: true });
    await page.goto("/");
    await page.getByRole("region", { name: "What's new?" }).getByRole("link", { name: "All changes" }).click();
    await page.waitForURL("**/changelog/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("What's new in Launchbay");
    expect(await page.locator(".changelog-entry").count()).toBeGreaterThanOrEqual(12);
    // After a client-side navigation the home page's head link is removed when the new head commits: wait for one.
    const feedLinks = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await eventually(async () => expect(await feedLinks.count()).toBe(1));
    expect(await feedLinks.getAttribute("href")).toBe("https://docs.launchbay.com/changelog/rss.xml");
    const feed = await page.request.get("/changelog/rss.xml");
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("axe-core on a doc page with the new UI", () => {
  it.each(["light", "dark"])("has no violations with the menu open and the feedback form shown (%s)", async (theme) => {
    const { page } = await newPage(browser, { viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await page.addInitScript((value) => window.localStorage.setItem("nf-docs-theme", value), theme);
    await withEndpoint(page);
    await page.goto(docPath);
    await islandsReady(page);
    await page.getByRole("region", { name: "Page feedback" }).getByRole("button", { name: "No" }).click();
    await page.getByRole("textbox", { name: "Anything else? (optional)" }).fill("Needs an example.");
    await page.getByRole("button", { name: "Page actions" }).click();
    await page.getByRole("menu").waitFor();
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
  });
});
