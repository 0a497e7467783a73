/**
 * The budgets of a page view the reader does not touch, until the network is idle (issue #31,
 * lib/export-checks/budgets.ts UNTIL_IDLE_BUDGETS): every request, and the gzip JS of every script, from the
 * navigation until no request has started or ended for 3 s. The build counts a page's first view from its files;
 * what hydration loads after it (the islands) is named only inside other chunks, so it is counted here, in the
 * browser. The JS is measured as the build measures it (gzip of the file in out/), not as this server sends it.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { gzipSize, UNTIL_IDLE_BUDGETS } from "@/lib/export-checks/budgets";
import { site } from "@/lib/site";
import { baseURL, browserPerFile, newPage } from "./browser";

const browser = browserPerFile();
const out = path.join(__dirname, "../../out");
const QUIET_MS = 3000;
const LONGEST_MS = 25_000;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every request of an untouched page view of `pathname` until the network is idle, with each script's gzip bytes. */
async function untilIdle(page: Page, pathname: string) {
  const requests: { url: string; type: string; js: number }[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on("request", (request) => {
    inFlight++;
    lastActivity = Date.now();
    const url = new URL(request.url());
    const file = url.origin === new URL(baseURL).origin ? path.join(out, decodeURIComponent(url.pathname)) : "";
    const js = request.resourceType() === "script" && file && fs.existsSync(file) ? gzipSize(fs.readFileSync(file)) : 0;
    requests.push({ url: url.pathname + url.search, type: request.resourceType(), js });
  });
  const settled = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  const started = Date.now();
  await page.goto(pathname);
  while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
    if (Date.now() - started > LONGEST_MS) throw new Error(`${pathname}: the network was not quiet for ${QUIET_MS} ms within ${LONGEST_MS} ms: ${requests.map((r) => r.url).join(", ")}`);
    await page.waitForTimeout(100);
  }
  return { requests: requests.length, js: requests.reduce((sum, r) => sum + r.js, 0), list: requests.map((r) => `${r.type} ${r.url}${r.js ? ` (${kb(r.js)})` : ""}`) };
}

describe("budgets until idle", () => {
  it.each([
    ["the home page", "/", UNTIL_IDLE_BUDGETS.page],
    ["a doc page", "/functions/overview/", UNTIL_IDLE_BUDGETS.page],
    // The heaviest page of the build's first-view budget (its tabs, the Try it form's loader).
    ["an API reference page", "/api/reference/deploys/", UNTIL_IDLE_BUDGETS.page],
    ["a page that does not exist", "/no-such-page/", UNTIL_IDLE_BUDGETS.page],
    ["the Ask page", site.askPath, UNTIL_IDLE_BUDGETS.chat],
  ])(
    "%s (%s) stays within its requests and JS",
    async (_name, pathname, budget) => {
      const { page, errors } = await newPage(browser());
      const seen = await untilIdle(page, pathname);
      const summary = `${seen.requests} requests, ${kb(seen.js)} JS:\n${seen.list.join("\n")}`;
      // Something was loaded and counted: the document and the framework's scripts at the least.
      expect(seen.list[0]).toMatch(/^document /);
      expect(seen.js).toBeGreaterThan(50 * 1024);
      if (seen.requests > budget.requests || seen.js > budget.js) throw new Error(`${pathname}: over the budget of ${budget.requests} requests and ${kb(budget.js)} JS until idle: ${summary}`);
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      await page.close();
    },
    60_000,
  );
});
