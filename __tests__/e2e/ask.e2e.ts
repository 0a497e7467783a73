import type { Browser } from "playwright-core";
import { baseURL, launch, newPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe("the Ask page", () => {
  it("answers from the docs, citing a domains page, without leaving our origin", async () => {
    const { page, errors } = await newPage(browser);
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
    const { page } = await newPage(browser);
    await page.goto("/ask-launchbay/");
    await page.getByRole("button", { name: "How do I add a custom domain?" }).click();
    await page.locator("[data-status=answering]").waitFor();
    await page.locator("[data-status=done]").waitFor({ timeout: 15000 });
    await page.getByRole("button", { name: "Copy answer" }).waitFor();
    await page.getByRole("button", { name: "Clear conversation" }).click();
    expect(await page.locator(".ask-exchange").count()).toBe(0);
  });

  it("shows a question that looks like HTML as text", async () => {
    const { page } = await newPage(browser);
    await page.goto("/ask-launchbay/");
    const attack = "<img src=x onerror=alert(1)>";
    await page.getByRole("textbox", { name: "Your question" }).fill(attack);
    await page.keyboard.press("Enter");
    await page.locator("[data-status=done]").waitFor({ timeout: 15000 });
    expect(await page.locator(".ask-question").textContent()).toBe(attack);
    expect(await page.locator(".ask img").count()).toBe(0);
  });
});
