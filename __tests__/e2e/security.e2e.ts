import type { Browser } from "playwright-core";
import { baseURL, launch, newPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const templates = [
  ["home", "/", 200],
  ["doc page", "/functions/overview/", 200],
  ["Ask page", "/ask-launchbay/", 200],
  ["404", "/no-such-page/", 404],
] as const;

describe("security headers", () => {
  it.each(templates)("%s answers with the security headers and a hash-based CSP", async (_name, path, status) => {
    const response = await fetch(`${baseURL}${path}`);
    expect(response.status).toBe(status);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    if (status === 200) expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
  });

  it.each(templates)("%s runs with no CSP violation and no console error", async (_name, path, status) => {
    const { page, errors } = await newPage(browser);
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
    });
    const response = await page.goto(path, { waitUntil: "load" });
    expect(response?.status()).toBe(status);
    await page.waitForTimeout(500);
    // The 404 page logs its own 404 response; anything else is a real error.
    expect(errors.filter((e) => !(status === 404 && /status of 404/.test(e)))).toEqual([]);
  });
});
