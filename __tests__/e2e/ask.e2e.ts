import type { Page } from "playwright-core";
import { axeViolations, baseURL, browserPerFile, hydrated, newPage, wholeIndexLoaded } from "./browser";

const browser = browserPerFile();

describe("the Ask page", () => {
  it("answers from the docs, citing a domains page, without leaving our origin", async () => {
    const { page, errors } = await newPage(browser());
    const outside: string[] = [];
    page.on("request", (r) => !r.url().startsWith(baseURL) && outside.push(r.url()));
    await page.goto("/ask-launchbay/");
    await page.getByRole("textbox", { name: "Your question" }).fill("How do I add a custom domain?");
    await page.keyboard.press("Enter");
    const answer = page.locator("[data-status=done] [data-ask-answer]");
    await answer.waitFor({ timeout: 15000 });
    const sources = await answer.locator(".ask-sources a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources[0]).toMatch(/^\/domains\/.+/);
    expect(await answer.locator(`a.ask-cite[href="${sources[0]}"]`).count()).toBeGreaterThan(0);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("shows the answer progressively, then offers copy and clear", async () => {
    const { page } = await newPage(browser());
    await page.goto("/ask-launchbay/");
    // Every status and text length the answer shows, as React commits it: the reveal takes ~40 frames, which a
    // locator's polling can miss whole on a quick machine (it then waited for an "answering" already gone).
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { askSeen: string[] }).askSeen = []);
      new MutationObserver(() => {
        const answer = document.querySelector("[data-status]");
        const state = answer && `${answer.getAttribute("data-status")} ${answer.textContent?.length ?? 0}`;
        if (state && seen.at(-1) !== state) seen.push(state);
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["data-status"] });
    });
    await page.getByRole("button", { name: "How do I add a custom domain?" }).click();
    await page.locator("[data-status=done]").waitFor({ timeout: 15000 });
    const seen = await page.evaluate(() => (window as unknown as { askSeen: string[] }).askSeen);
    const answering = seen.filter((state) => state.startsWith("answering ")).map((state) => Number(state.split(" ")[1]));
    // Shown in several steps, growing (a step that ends inside Markdown can render a little shorter than the one before).
    expect(answering.length).toBeGreaterThan(2);
    expect(answering.at(-1)).toBeGreaterThan(2 * (answering[0] ?? 0));
    expect(seen.findIndex((state) => state.startsWith("done "))).toBeGreaterThan(seen.findIndex((state) => state.startsWith("answering ")));
    await page.getByRole("button", { name: "Copy answer" }).waitFor();
    await page.getByRole("button", { name: "Clear conversation" }).click();
    expect(await page.locator(".ask-exchange").count()).toBe(0);
  });

  const ask = async (page: Page, question: string, nth: number) => {
    await page.getByRole("textbox", { name: "Your question" }).fill(question);
    await page.keyboard.press("Enter");
    const answer = page.locator(".ask-exchange").nth(nth).locator("[data-ask-answer]");
    await page.locator(".ask-exchange").nth(nth).and(page.locator("[data-status=done]")).waitFor({ timeout: 15000 });
    return answer;
  };

  it("renders a table of the page it quotes as a table", async () => {
    const { page, errors } = await newPage(browser());
    await page.goto("/ask-launchbay/");
    const answer = await ask(page, "what are the protection layers against form spam?", 0);
    expect(await answer.locator(".ask-sources a").first().getAttribute("href")).toMatch(/^\/forms\/spam-filters\//);
    expect(await answer.locator("table th").count()).toBeGreaterThan(1);
    expect(await answer.locator("table tbody tr").count()).toBeGreaterThan(1);
    expect(errors).toEqual([]);
  });

  it("answers a follow-up with the previous question's topic, and keeps the conversation across a navigation", async () => {
    const { page, errors } = await newPage(browser());
    await page.goto("/ask-launchbay/");
    await ask(page, "How do I set environment variables in functions?", 0);
    const second = await ask(page, "and for edge functions?", 1);
    const cited = await second.locator(".ask-sources a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    // Edge functions, and environment variables: the topic came from the first question.
    expect(cited.some((href) => href.startsWith("/edge-functions/") && /environment-variables/.test(href))).toBe(true);
    // Away and back (a full page load each way): the conversation is still there.
    await page.goto("/functions/overview/");
    await page.goto("/ask-launchbay/");
    await page.locator(".ask-exchange").nth(1).waitFor();
    expect(await page.locator(".ask-exchange").count()).toBe(2);
    expect(await page.locator(".ask-question").allTextContents()).toEqual(["How do I set environment variables in functions?", "and for edge functions?"]);
    expect(errors).toEqual([]);
  });

  it("keeps answering offline once it has answered, from the pages it has loaded", async () => {
    const { page } = await newPage(browser());
    await page.goto("/ask-launchbay/");
    await ask(page, "How do I add a custom domain?", 0);
    await wholeIndexLoaded(page);
    await page.context().setOffline(true);
    const again = await ask(page, "how can I add my own domain name?", 1);
    expect(await again.locator(".ask-sources a").first().getAttribute("href")).toMatch(/^\/domains\//);
    await page.context().setOffline(false);
  });

  it("loads the 👍/👎 control's code with the first answer, and sends a 👎 with its reason to analytics", async () => {
    // bypassCSP: axe is injected as a script the page's CSP does not list.
    const { page, errors } = await newPage(browser(), { bypassCSP: true });
    // The scripts the page loads, in order, with their text.
    const scripts: Promise<{ url: string; text: string }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().then((text) => ({ url: response.url(), text })));
    });
    const tracked: { text: string; args: { jsonValue(): Promise<unknown> }[] }[] = [];
    page.on("console", (message) => {
      if (message.text().startsWith("[analytics] track")) tracked.push({ text: message.text(), args: message.args() });
    });
    await page.goto("/ask-launchbay/");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    const firstView = await Promise.all(scripts);
    const rating = "Cites the wrong pages";
    expect(firstView.length).toBeGreaterThan(0);
    expect(firstView.filter((s) => s.text.includes(rating)).map((s) => s.url)).toEqual([]);

    const answer = await ask(page, "How do I add a custom domain?", 0);
    const group = answer.getByRole("group", { name: "Was this answer helpful?" });
    await group.waitFor();
    expect((await Promise.all(scripts)).slice(firstView.length).some((s) => s.text.includes(rating))).toBe(true);

    await group.getByRole("button", { name: "No" }).click();
    const reasons = answer.getByRole("form", { name: "What was wrong with this answer?" });
    // Keyboard: focus is on the first reason; tick the second with the keyboard, then send.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    expect(await axeViolations(page)).toEqual([]);
    await reasons.getByRole("button", { name: "Send" }).click();
    await answer.getByRole("status").filter({ hasText: "not helpful" }).waitFor();
    const cited = await answer.locator(".ask-sources a").evaluateAll((links) => [...new Set(links.map((a) => (a.getAttribute("href") ?? "").split("#")[0]))]);
    // Off the production host the console logger is analytics' only sender (lib/analytics/plugins/console-logger.ts).
    for (let tries = 0; !tracked.some((t) => t.text.includes("Ask Answer Rated")) && tries < 100; tries++) await page.waitForTimeout(100);
    const events = await Promise.all(tracked.map((t) => Promise.all(t.args.map((a) => a.jsonValue()))));
    expect(events.filter((e) => e[1] === "Ask Answer Rated")).toEqual([
      ["[analytics] track", "Ask Answer Rated", { rating: "no", reasons: ["incomplete"], pages: cited, question: "how do i add a custom domain?" }],
    ]);
    expect(events.filter((e) => e[1] === "Ask Question")).toEqual([["[analytics] track", "Ask Question", { questionLength: 29, question: "how do i add a custom domain?" }]]);
    expect(errors).toEqual([]);
  });

  it("shows a question that looks like HTML as text", async () => {
    const { page } = await newPage(browser());
    await page.goto("/ask-launchbay/");
    const attack = "<img src=x onerror=alert(1)>";
    await page.getByRole("textbox", { name: "Your question" }).fill(attack);
    await page.keyboard.press("Enter");
    await page.locator("[data-status=done]").waitFor({ timeout: 15000 });
    expect(await page.locator(".ask-question").textContent()).toBe(attack);
    expect(await page.locator(".ask img").count()).toBe(0);
  });
});
