import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { inlineScriptHashes } from "../../lib/next-export";
import { parseHeadersFile } from "../../lib/hosting/static-host";
import { startServe, type ServeProcess } from "../lib/serve-process";
import { baseURL, launch, newPage } from "./browser";

const out = process.env.OUT_DIR ?? path.join(__dirname, "../../out");
let browser: Browser;
/** A second `npm start` on the same out/ with `--ignore-headers`: a host that ignores `_headers` (object storage, GitHub Pages). */
let bare: ServeProcess;
let bareURL: string;
beforeAll(async () => {
  browser = await launch();
  bare = await startServe(out, ["--ignore-headers"]);
  bareURL = `http://127.0.0.1:${bare.port}`;
}, 30_000);
afterAll(async () => {
  await browser.close();
  bare?.stop();
});

const templates = [
  ["home", "/", 200],
  ["doc page", "/functions/overview/", 200],
  ["Ask page", "/ask-launchbay/", 200],
  ["404", "/no-such-page/", 404],
] as const;

const META_CSP = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g;
const metaPolicies = (html: string) => [...html.matchAll(META_CSP)].map((m) => (m[1] ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&"));
const scriptSrc = (policy: string) => policy.split(/;\s*/).find((d) => d.startsWith("script-src")) ?? "";

describe("security headers (with _headers)", () => {
  it.each(templates)("%s answers with the site-wide headers and carries its own hash-based CSP", async (_name, pagePath, status) => {
    const response = await fetch(`${baseURL}${pagePath}`);
    expect(response.status).toBe(status);
    const header = response.headers.get("content-security-policy") ?? "";
    expect(header).toContain("frame-ancestors 'none'");
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    const [policy, ...more] = metaPolicies(await response.text());
    expect(more).toEqual([]);
    expect(scriptSrc(policy ?? "")).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc(policy ?? "")).not.toContain("'unsafe-inline'");
  });
});

describe("a host without _headers", () => {
  it.each(templates)("%s has no CSP header but still its own policy in the page", async (_name, pagePath, status) => {
    const response = await fetch(`${bareURL}${pagePath}`);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(metaPolicies(await response.text())).toHaveLength(1);
  });

  it("enforces the page's policy: an injected inline script does not run", async () => {
    const { page } = await newPage(browser, { baseURL: bareURL });
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (directive: string) => violations.push(directive));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => (window as unknown as { reportViolation: (d: string) => void }).reportViolation(event.effectiveDirective));
    });
    await page.goto("/functions/overview/", { waitUntil: "load" });
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await page.waitForFunction(() => true);
    for (let i = 0; i < 20 && violations.length === 0; i++) await page.waitForTimeout(50);
    expect(violations).toContain("script-src-elem");
  });
});

describe("no CSP violation on any template", () => {
  const modes = [
    ["with _headers", () => baseURL],
    ["without _headers", () => bareURL],
  ] as const;
  const cases = modes.flatMap(([mode, url]) => templates.map(([name, pagePath, status]) => [mode, name, url, pagePath, status] as const));
  it.each(cases)("%s: %s runs with no CSP violation and no console error", async (_mode, _name, url, pagePath, status) => {
    const { page, errors } = await newPage(browser, { baseURL: url() });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
    });
    const response = await page.goto(pagePath, { waitUntil: "load" });
    expect(response?.status()).toBe(status);
    await page.waitForTimeout(500);
    // The 404 page logs its own 404 response; anything else is a real error.
    expect(errors.filter((e) => !(status === 404 && /status of 404/.test(e)))).toEqual([]);
  });
});

describe("the built out/", () => {
  const files = (fs.readdirSync(out, { recursive: true }) as string[]).map((f) => f.replace(/\\/g, "/")).filter((f) => f.endsWith(".html"));

  it("gives every HTML file (pages, 404s, redirect stubs) one policy, before any script, with the hash of each inline script", () => {
    expect(files.length).toBeGreaterThan(300);
    const problems: string[] = [];
    for (const file of files) {
      const html = fs.readFileSync(path.join(out, file), "utf8");
      const policies = metaPolicies(html);
      if (policies.length !== 1) problems.push(`${file}: ${policies.length} CSP meta tags`);
      const metaAt = html.search(/<meta http-equiv="Content-Security-Policy"/);
      const scriptAt = html.search(/<script\b/);
      if (scriptAt >= 0 && scriptAt < metaAt) problems.push(`${file}: a script before the CSP meta tag`);
      const missing = inlineScriptHashes(html).filter((hash) => !scriptSrc(policies[0] ?? "").includes(hash));
      if (missing.length) problems.push(`${file}: ${missing.length} inline scripts without their hash`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it("keeps _headers to a handful of site-wide rules, a few KB, whatever the page count", () => {
    const text = fs.readFileSync(path.join(out, "_headers"), "utf8");
    const rules = parseHeadersFile(text);
    expect(Buffer.byteLength(text)).toBeLessThan(4096);
    expect(rules.length).toBeLessThanOrEqual(5);
    expect(rules.length * 50).toBeLessThan(files.length);
  });
});
