/**
 * The reference pages (issue #19) in the built site: every API tag, CLI group and the limits page is a real
 * page — in the sitemap, llms.txt, search and its Markdown copy, with the generated text — and has no axe
 * violations in either theme. That they pass the crawl (links, anchors, HTML) is `npm run crawl`'s check of the
 * whole out/, which `npm test` runs on the same build.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { axeViolations, builtPages, launch, newPage } from "./browser";

const root = path.join(__dirname, "../..");
const out = path.join(root, "out");
const read = (file: string) => fs.readFileSync(path.join(out, file), "utf8");

const referencePaths = builtPages()
  .map((p) => p.path)
  .filter((p) => p.startsWith("/api/reference/") || p.startsWith("/cli/reference/") || p === "/platform/limits/");

describe("reference pages in out/", () => {
  it("are built: the REST API overview and tags, the CLI overview and groups, the limits page", () => {
    expect(referencePaths.filter((p) => p.startsWith("/api/reference/")).length).toBeGreaterThanOrEqual(10);
    expect(referencePaths.filter((p) => p.startsWith("/cli/reference/")).length).toBeGreaterThanOrEqual(8);
    expect(referencePaths).toContain("/platform/limits/");
  });

  it.each(referencePaths)("%s is in the sitemap, llms.txt, search and has a Markdown copy with the generated text", (pagePath) => {
    const html = read(`${pagePath.slice(1)}index.html`);
    expect(html).not.toMatch(/<(ApiOperations|ApiOverview|CliCommands|CliOverview|LimitsTable|Limit)\b/);
    expect(read("sitemap.xml")).toContain(`<loc>https://docs.launchbay.com${pagePath}</loc>`);
    const md = `${pagePath.replace(/\/$/, "")}.md`;
    expect(read("llms.txt")).toContain(`(https://docs.launchbay.com${md})`);
    const markdown = read(md.slice(1));
    expect(markdown).not.toMatch(/<(ApiOperations|ApiOverview|CliCommands|CliOverview|LimitsTable|Limit)\b/);
    const key = pagePath.slice(1, -1).replace(/\//g, "-");
    const searchText = read(`search-text/${key}.json`);
    if (pagePath.startsWith("/api/reference/") && pagePath !== "/api/reference/") {
      expect(markdown).toMatch(/`(GET|POST|PUT|PATCH|DELETE) \/v1\/[^`]+` · operation `\w+`/);
      expect(markdown).toContain("curl ");
      expect(markdown).toContain("launchbay api ");
    }
    if (pagePath.startsWith("/cli/reference/") && pagePath !== "/cli/reference/") {
      expect(markdown).toMatch(/## launchbay [a-z:-]+/);
      expect(markdown).toContain("**Exit codes**");
      expect(searchText).toContain("Exit codes");
    }
  });

  it("links guides and reference both ways: a guide's API and CLI sections link entries, and those entries list the guide", () => {
    const guide = read("security/secure-access-to-sites/identity/manage-existing-users/index.html");
    expect(guide).toMatch(/<h2 id="api-operations-on-this-page"/);
    expect(guide).toContain('href="/api/reference/identity/#invite-identity-users"');
    const entry = read("api/reference/identity/index.html");
    const section = entry.slice(entry.indexOf('id="invite-identity-users"'));
    const usedIn = /<p class="used-in">([\s\S]*?)<\/p>/.exec(section)?.[1] ?? "";
    expect(usedIn).toContain('href="/security/secure-access-to-sites/identity/manage-existing-users/"');
    const cliGuide = read("get-started/index.html");
    expect(cliGuide).toMatch(/<h2 id="cli-commands-on-this-page"/);
    const deploy = read("cli/reference/deploy/index.html");
    expect(/<p class="used-in">([\s\S]*?)<\/p>/.exec(deploy.slice(deploy.indexOf('id="launchbay-deploy"')))?.[1]).toContain('href="/get-started/"');
  });

  it("prints limits as numbers: the HTML, the .md copy and the search text of a feature page", () => {
    const html = read("functions/overview/index.html");
    expect(html).toMatch(/<span class="limit" data-limit="functions.timeout">10 s<\/span>/);
    expect(read("functions/overview.md")).toMatch(/\| Synchronous execution time +\| 10 s by default; up to 26 s/);
    expect(read("search-text/functions-overview.json")).toContain("10 s by default; up to 26 s");
    expect(read("platform/limits.md")).toMatch(/\| Memory +\| \*\*1,024 MB\*\*/);
  });
});

describe("reference pages in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
  });

  const cases = ["light", "dark"].flatMap((theme) => ["/api/reference/deploys/", "/cli/reference/env/", "/platform/limits/"].map((p) => [p, theme] as const));
  it.each(cases)("%s in %s has no axe violations", async (pagePath, theme) => {
    const { page } = await newPage(browser, { viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await page.addInitScript((value) => window.localStorage.setItem("nf-docs-theme", value), theme);
    await page.goto(pagePath);
    await page.waitForTimeout(300);
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
  });
});
