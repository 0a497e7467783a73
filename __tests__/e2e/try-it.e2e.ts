/**
 * The API reference's samples and Try it panel (issue #27, points 4 and 5) in the built site: language tabs
 * synced across pages and reloads, and the Try it panel driven against Prism (the OpenAPI mock, on 127.0.0.1)
 * for each HTTP method: the browser's requests to the configured API origin are routed to the mock.
 */
import type { Browser, Page } from "playwright-core";
import { DEFAULT_API_ORIGIN } from "@/lib/api/request";
import fs from "node:fs";
import path from "node:path";
import { gzipSize } from "@/lib/export-checks/budgets";
import { hydrated, launch, newPage, openHydrated } from "./browser";
import { startMockApi, type MockApi } from "./prism";

let browser: Browser;

/**
 * axe's WCAG A/AA violations in the open Try it panels (the operation's block: its opener and its form) of a page
 * that keeps its CSP (this test needs connect-src as the site ships it): axe's source is evaluated by the browser
 * driver, which the page's policy does not govern. The rest of a reference page, a few seconds of axe each time on
 * these long pages, is checked in both themes by reference.e2e.ts.
 */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8"));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const open = [...document.querySelectorAll("[data-try-it]")].filter((root) => root.querySelector("form.try-it-panel"));
    if (open.length === 0) return ["no open Try it panel to check"];
    const results = await axe.run({ include: open }, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}
let mock: MockApi;

beforeAll(async () => {
  [browser, mock] = await Promise.all([launch(), startMockApi()]);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await mock?.stop();
});

interface SeenRequest {
  authorization: string;
  contentType: string;
  body: Buffer | null;
}

/** Sends what the page asks of the API origin to the mock instead; records each request's token, content type and body. */
async function routeToMock(page: Page): Promise<SeenRequest[]> {
  const seen: SeenRequest[] = [];
  await page.route(`${DEFAULT_API_ORIGIN}/**`, async (route) => {
    const request = route.request();
    const headers = await request.allHeaders();
    seen.push({ authorization: headers.authorization ?? "", contentType: headers["content-type"] ?? "", body: request.postDataBuffer() });
    const response = await route.fetch({ url: request.url().replace(DEFAULT_API_ORIGIN, mock.origin) });
    await route.fulfill({ response, headers: { ...response.headers(), "access-control-allow-origin": "*", "access-control-expose-headers": "*" } });
  });
  return seen;
}

/** A reference page whose API requests go to the mock, with the Try it panel of one operation (by summary) opened. */
async function openPanel(pagePath: string, summary: string) {
  const { page, errors } = await newPage(browser);
  const seen = await routeToMock(page);
  await page.goto(pagePath);
  await hydrated(page);
  const root = page.locator("[data-try-it]").filter({ has: page.locator(".try-it-open", { hasText: summary }) });
  await root.locator(".try-it-open").click();
  const form = root.locator("form.try-it-panel");
  await form.waitFor();
  return { page, errors, seen, form };
}

const cases = [
  { method: "GET", page: "/api/reference/projects/", summary: "List projects" },
  { method: "POST", page: "/api/reference/projects/", summary: "Create a project" },
  { method: "PATCH", page: "/api/reference/projects/", summary: "Update a project" },
  { method: "DELETE", page: "/api/reference/projects/", summary: "Delete a project" },
  { method: "PUT", page: "/api/reference/identity/", summary: "" },
];

describe("Try it", () => {
  it.each(cases)("$method: the panel loads on use, sends the form to the mock API and shows the response", async ({ method, page: pagePath, summary }) => {
    // The CSP stays on: the request to the API origin must pass connect-src.
    const { page, errors } = await newPage(browser);
    const seen = await routeToMock(page);
    const chunks: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") chunks.push(r.url());
    });
    await page.goto(pagePath);
    await hydrated(page);
    const root = page.locator("[data-try-it]").filter({ has: page.locator(".try-it-open") });
    const ops = await root.evaluateAll((nodes) => nodes.map((n) => JSON.parse((n as HTMLElement).dataset.tryIt ?? "{}") as { summary: string; request: { method: string } }));
    const index = ops.findIndex((op) => op.request.method.toUpperCase() === method && (!summary || op.summary === summary));
    expect(index).toBeGreaterThanOrEqual(0);
    const target = root.nth(index);
    const before = chunks.length;
    await target.locator(".try-it-open").click();
    const form = target.locator("form.try-it-panel");
    await form.waitFor();
    expect(chunks.length).toBeGreaterThan(before); // the panel's chunk came with the press
    // What the press loads (the panel's own code and its CSS-in-JS, not the snippet generator: that comes at the
    // first edit) stays within the 30 KB gzip.
    const pressed = chunks.slice(before).map((url) => gzipSize(fs.readFileSync(path.join("out", new URL(url).pathname))));
    expect(pressed.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(30 * 1024);
    await expect(target.locator(".try-it-open").getAttribute("aria-expanded")).resolves.toBe("true");
    await form.getByLabel(/Personal access token/).fill("test-token-123");
    await form.getByRole("button", { name: "Send request" }).click();
    const status = await form.locator("[data-try-it-status]").textContent({ timeout: 20_000 });
    expect(Number(status)).toBeGreaterThanOrEqual(200);
    expect(Number(status)).toBeLessThan(300);
    expect(await form.getByText(/ in \d+ ms/).count()).toBe(1);
    expect(await form.locator("details dt").count()).toBeGreaterThan(0);
    expect(seen.map((r) => r.authorization)).toEqual(["Bearer test-token-123"]);
    // The token is in this tab's session storage only.
    const stored = await page.evaluate(() => ({ session: sessionStorage.getItem("launchbay-try-it-token"), local: JSON.stringify(localStorage) }));
    expect(stored.session).toBe("test-token-123");
    expect(stored.local).not.toContain("test-token-123");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("rewrites the samples to match the form, without the token", async () => {
    const { page } = await openHydrated(browser, "/api/reference/projects/");
    const root = page.locator("[data-try-it]").first();
    await root.locator(".try-it-open").click();
    const form = root.locator("form.try-it-panel");
    await form.waitFor();
    const first = form.locator("input:not([type=password])").first();
    await first.fill("changed-by-test");
    await form.getByLabel(/Personal access token/).fill("secret-xyz");
    await page.waitForFunction(() => document.querySelector("[data-sync-key=lang] [role=tabpanel]")?.textContent?.includes("changed-by-test"), undefined, { timeout: 10_000 });
    const samples = page.locator("[data-sync-key=lang]").first();
    expect(await samples.textContent()).toContain("changed-by-test");
    expect(await samples.textContent()).not.toContain("secret-xyz");
  });
});

describe("Try it's body form", () => {
  it("edits the body field by field, names a field's problem before sending, and sends what the fields say", async () => {
    const { page, errors, seen, form } = await openPanel("/api/reference/domains/", "Create a DNS record");
    // A field per property, prefilled from the example: a choice for the enum, a text field for the integer.
    const type = form.getByLabel(/^type \(string, required\)/);
    const ttl = form.getByLabel(/^ttl \(integer/);
    expect(await type.evaluate((el) => el.tagName)).toBe("SELECT");
    const example = await ttl.inputValue();
    expect(example).toMatch(/^\d+$/);
    // A problem is named at its field and in the status, focus goes to the field, and nothing is sent.
    await ttl.fill("an hour");
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(form.getByRole("status").textContent()).resolves.toContain("ttl must be a whole number.");
    expect(await ttl.getAttribute("aria-invalid")).toBe("true");
    expect(await ttl.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(seen).toEqual([]);
    // A required parameter left empty is named beside it, like a body field.
    const zone = form.getByLabel(/^zone_id \(path, string, required\)/);
    const zoneId = await zone.inputValue();
    await zone.fill("");
    await form.getByRole("button", { name: "Send request" }).click();
    expect(await zone.getAttribute("aria-invalid")).toBe("true");
    await expect(form.locator(`[id="${await zone.getAttribute("aria-describedby")}"]`).textContent()).resolves.toBe("zone_id is required.");
    expect(seen).toEqual([]);
    await zone.fill(zoneId);
    // Fixed, the samples follow the fields and the request carries them, typed as the schema says.
    await ttl.fill("600");
    await type.selectOption("CNAME");
    await form.getByLabel(/Personal access token/).fill("test-token-123");
    await page.waitForFunction(() => document.querySelector("[data-try-it] form")?.closest("[data-try-it]")?.previousElementSibling?.textContent?.includes("CNAME"), undefined, { timeout: 10_000 });
    await form.getByRole("button", { name: "Send request" }).click();
    const status = await form.locator("[data-try-it-status]").textContent({ timeout: 20_000 });
    expect(Number(status)).toBeGreaterThanOrEqual(200);
    expect(Number(status)).toBeLessThan(300);
    expect(seen).toHaveLength(1);
    expect(JSON.parse(String(seen[0]?.body))).toMatchObject({ type: "CNAME", ttl: 600 });
    // The whole body as JSON and back: an edit made as JSON shows in the fields.
    const mode = form.getByRole("button", { name: "Edit as JSON" });
    await mode.click();
    expect(await mode.getAttribute("aria-pressed")).toBe("true");
    const json = form.getByLabel("The body as JSON");
    expect(JSON.parse(await json.inputValue())).toMatchObject({ type: "CNAME", ttl: 600 });
    await json.fill(JSON.stringify({ ...(JSON.parse(await json.inputValue()) as object), ttl: 120 }));
    await mode.click();
    expect(await form.getByLabel(/^ttl \(integer/).inputValue()).toBe("120");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("Try it's file upload", () => {
  it("asks for a file before sending, then sends the picked zip as the body", async () => {
    const { page, errors, seen, form } = await openPanel("/api/reference/deploys/", "Create a deploy from a folder");
    await form.getByLabel(/Personal access token/).fill("test-token-123");
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(form.getByRole("status").textContent()).resolves.toContain("Choose a file to upload (application/zip).");
    expect(seen).toEqual([]);
    const zip = Buffer.concat([Buffer.from("PK\x05\x06"), Buffer.alloc(18)]); // an empty zip archive
    await form.getByLabel("File (application/zip)").setInputFiles({ name: "site.zip", mimeType: "application/zip", buffer: zip });
    await form.getByRole("button", { name: "Send request" }).click();
    const status = await form.locator("[data-try-it-status]").textContent({ timeout: 20_000 });
    expect(Number(status)).toBeGreaterThanOrEqual(200);
    expect(Number(status)).toBeLessThan(300);
    expect(seen.map((r) => [r.contentType, r.body?.length])).toEqual([["application/zip", zip.length]]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("sample language tabs", () => {
  it("choosing Python once chooses it on every page, after navigation and reload", async () => {
    const { page } = await openHydrated(browser, "/api/reference/projects/");
    const groups = page.locator("[data-sync-key=lang]");
    expect(await groups.count()).toBeGreaterThan(3);
    await groups.first().getByRole("tab", { name: "Python" }).click();
    const selected = (p: Page) => p.locator("[data-sync-key=lang] [role=tab][aria-selected=true]").evaluateAll((tabs) => [...new Set(tabs.map((t) => t.textContent))]);
    expect(await selected(page)).toEqual(["Python"]);
    await page.goto("/api/reference/identity/");
    await hydrated(page);
    expect(await selected(page)).toEqual(["Python"]);
    await page.reload();
    await hydrated(page);
    expect(await selected(page)).toEqual(["Python"]);
  });
});
