/**
 * Agents and AI tools (issue #16): per-page Open Graph images, JSON-LD, the Markdown Link header, the
 * per-group llms.txt files, and the Agent-Friendly Documentation Spec's checks this site was fixed for, against
 * `npm start`'s server on the built out/.
 */
import fs from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import type { Browser } from "playwright-core";
import { baseURL, builtPages, hydrated, launch, newPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** A doc page of the build (not the home page, not the Ask page's chat layout). */
const docPath = "/functions/overview/";
const local = (url: string) => `${baseURL}${new URL(url).pathname}`;

function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("a doc page for social sites and crawlers", () => {
  it("names its own og:image and twitter:image, a 1200×630 PNG that exists", async () => {
    expect(builtPages().some((p) => p.path === docPath)).toBe(true);
    const { page } = await newPage(browser);
    await page.goto(docPath);
    const meta = (selector: string) => page.locator(selector).getAttribute("content");
    const og = (await meta('meta[property="og:image"]')) ?? "";
    expect(og).toBe("https://docs.launchbay.com/og/functions-overview.png");
    expect(await meta('meta[name="twitter:image"]')).toBe(og);
    expect([await meta('meta[property="og:image:width"]'), await meta('meta[property="og:image:height"]')]).toEqual(["1200", "630"]);
    expect(await meta('meta[property="og:image:alt"]')).toContain((await page.locator("h1").textContent()) ?? "∅");
    const response = await fetch(local(og));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it("carries JSON-LD: a TechArticle matching the page and its BreadcrumbList", async () => {
    const { page } = await newPage(browser);
    await page.goto(docPath);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0] as string) as { "@context": string; "@graph": Record<string, unknown>[] };
    expect(data["@context"]).toBe("https://schema.org");
    const [article, breadcrumbs] = data["@graph"] as [Record<string, unknown>, { itemListElement: { position: number; item: string }[] }];
    expect(article).toMatchObject({ "@type": "TechArticle", headline: await page.locator("h1").textContent(), url: `https://docs.launchbay.com${docPath}` });
    expect(article.description).toBe(await page.locator('meta[name="description"]').getAttribute("content"));
    const shown = await page.locator(".doc-footer time").getAttribute("datetime");
    expect(article.dateModified).toBe(shown);
    expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList" });
    expect(breadcrumbs.itemListElement.map((i) => i.position)).toEqual(breadcrumbs.itemListElement.map((_, i) => i + 1));
    expect(breadcrumbs.itemListElement.at(-1)?.item).toBe(`https://docs.launchbay.com${docPath}`);
  });

  it("runs with its JSON-LD and no CSP violation or console error", async () => {
    const { page, errors } = await newPage(browser);
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
    });
    // Generous waits: on a loaded 2-core machine a doc page's load and boot have taken over 30 s.
    page.setDefaultTimeout(120_000);
    await page.goto(docPath, { timeout: 120_000 });
    // The page's own policy travels in its <meta> (the JSON-LD block is hashed with the other inline scripts).
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")).toMatch(/script-src 'self' 'sha256-/);
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(errors).toEqual([]);
  }, 300_000);
});

describe("Markdown for agents", () => {
  it("answers a doc page with a Link header to its Markdown twin, which exists", async () => {
    const response = await fetch(`${baseURL}${docPath}`, { method: "HEAD" });
    expect(response.headers.get("link")).toBe('</functions/overview.md>; rel="alternate"; type="text/markdown"');
    const twin = await fetch(`${baseURL}/functions/overview.md`);
    expect(twin.status).toBe(200);
    expect((await twin.text()).startsWith("# ")).toBe(true);
  });

  it("serves one llms.txt per sidebar group, each linked from /llms.txt, each link resolving", async () => {
    const llms = await (await fetch(`${baseURL}/llms.txt`)).text();
    const groupSection = llms.split("## Sidebar groups")[1]?.split("\n## ")[0] ?? "";
    const groupFiles = [...groupSection.matchAll(/\]\((https:\/\/docs\.launchbay\.com\/[^)]+\.txt)\)/g)].map((m) => m[1] as string);
    expect(groupFiles.length).toBeGreaterThanOrEqual(8);
    expect(groupFiles).toContain("https://docs.launchbay.com/platform/llms.txt");
    const listed = new Set<string>();
    for (const file of groupFiles) {
      const response = await fetch(local(file));
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toMatch(/^# Launchbay Docs: .+\n\n> /);
      for (const m of text.matchAll(/\]\((https:\/\/docs\.launchbay\.com\/[^)]+\.md)\)/g)) listed.add(m[1] as string);
    }
    // Every page of /llms.txt is in exactly the group files together.
    const all = new Set(
      [...(llms.split("## Sidebar groups")[1]?.matchAll(/\]\((https:\/\/docs\.launchbay\.com\/[^)]+\.md)\)/g) ?? [])].map((m) => m[1] as string).filter((u) => !u.endsWith("/index.md")),
    );
    const inGroups = [...all].filter((u) => listed.has(u));
    expect(inGroups.length).toBeGreaterThan(all.size * 0.95);
    const sample = [...listed].filter((_, i) => i % 25 === 0);
    for (const url of sample) expect((await fetch(local(url))).status).toBe(200);
  });
});

/**
 * The Agent-Friendly Documentation Spec's checks this site was fixed for (README, Agents and AI tools), with the
 * spec's pass thresholds, on what `npm start` serves: the llms.txt file (exists, valid, under 50,000 characters,
 * Markdown links, covering the sitemap), the llms.txt directive in every page and every `.md` twin, the `.md`
 * URL of every page, the page's own text starting in the first half of its text, and the twin holding the page's
 * text. Pages that need a parser are sampled (every 7th, in sidebar order; about 50).
 */
describe("Agent-Friendly Documentation Spec", () => {
  const origin = "https://docs.launchbay.com";
  const pages = builtPages().filter((p) => !p.frontmatter.hidden && !/noindex/.test(p.frontmatter.robots ?? ""));
  const sample = pages.filter((_, i) => i % 7 === 0);
  const twin = (pagePath: string) => (pagePath === "/" ? "/index.md" : `${pagePath.replace(/\/$/, "")}.md`);
  const out = path.join(__dirname, "../../out");
  const read = (file: string) => fs.readFileSync(path.join(out, file), "utf8");
  /** What the server answers; a request that failed at the network level (a kept-alive socket closed on a loaded machine) is tried once more. */
  const get = async (pathname: string) => {
    const response = await fetch(`${baseURL}${pathname}`).catch((error: unknown) => {
      if (error instanceof TypeError) return fetch(`${baseURL}${pathname}`);
      throw error;
    });
    return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
  };
  /** Lowercase words and numbers only: Markdown and HTML render the same text with different punctuation. */
  const normalize = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  let llms: Awaited<ReturnType<typeof get>>;
  beforeAll(async () => {
    llms = await get("/llms.txt");
  });

  it("llms-txt-exists, -valid, -size: /llms.txt is a title, a summary quote and sections of link lists, under 50,000 characters", () => {
    expect(llms.status).toBe(200);
    expect(llms.type).toMatch(/^text\/plain/);
    expect(llms.text).toMatch(/^# .+\n\n> .+\n/);
    const sections = llms.text.split(/^## /m).slice(1);
    expect(sections.length).toBeGreaterThanOrEqual(5);
    for (const section of sections) expect([section.split("\n")[0], /^- \[[^\]]+\]\([^)\s]+\)/m.test(section)]).toEqual([section.split("\n")[0], true]);
    expect(llms.text.length).toBeLessThan(50_000);
  });

  it("llms-txt-links-markdown, llms-txt-coverage: /llms.txt links the Markdown twin of every page in the sitemap", async () => {
    const links = [...llms.text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1] as string);
    // Pages, not the other llms files or the discovery files under /.well-known/ (the MCP server card).
    const ownPages = links.filter((url) => url.startsWith(origin) && !url.endsWith(".txt") && !new URL(url).pathname.startsWith("/.well-known/"));
    expect(ownPages.filter((url) => !url.endsWith(".md"))).toEqual([]);
    const sitemap = (await get("/sitemap.xml")).text;
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
    expect(locs.length).toBeGreaterThan(50);
    const listed = new Set(ownPages.map((url) => new URL(url).pathname));
    const unlisted = locs.filter((loc) => !listed.has(twin(loc)));
    // The spec's pass threshold: 95 % of the sitemap (the changelog, one page made from data, has no twin).
    expect(unlisted.length / locs.length).toBeLessThanOrEqual(0.05);
    expect(unlisted.length).toBeLessThanOrEqual(1);
  });

  it("llms-txt-directive-html, -md: every page's body and every .md twin name /llms.txt before their content", () => {
    const missing: string[] = [];
    for (const page of pages) {
      const html = read(path.join(page.path, "index.html"));
      const body = html.slice(html.indexOf("<body"));
      const directive = body.indexOf('href="/llms.txt"');
      if (directive < 0 || directive > body.indexOf("<main")) missing.push(`${page.path} (HTML)`);
      const markdown = read(twin(page.path));
      const firstSection = markdown.search(/^## /m);
      if (!markdown.slice(0, firstSection < 0 ? undefined : firstSection).includes(`${origin}/llms.txt`)) missing.push(`${twin(page.path)} (Markdown)`);
    }
    expect(missing).toEqual([]);
  });

  it("markdown-url-support: each page's URL with .md answers its Markdown", async () => {
    for (const page of sample) {
      const answer = await get(twin(page.path));
      expect([page.path, answer.status, answer.type.split(";")[0]]).toEqual([page.path, 200, "text/markdown"]);
      expect(answer.text.startsWith(`# ${page.title}`)).toBe(true);
    }
  });

  it("content-start-position, markdown-content-parity: a page's own text starts in its first half, and its twin holds ≥ 95 % of its text", async () => {
    const late: string[] = [];
    const unmatched: string[] = [];
    // The HTML as an agent reads it: parsed, no script run (jsdom runs none; loading each page in Chromium cost ~0.5 s).
    for (const page of sample) {
      const { document } = new JSDOM((await get(page.path)).text).window;
      for (const node of document.querySelectorAll("script, style, template, [hidden], [aria-hidden='true']")) node.remove();
      const main = document.querySelector("main");
      const bodyText = document.body.textContent ?? "";
      const title = main?.querySelector("h1")?.textContent;
      // The spec's segments: the text of each block of the page's content (navigation and the page footer left out).
      for (const node of main?.querySelectorAll("nav, footer") ?? []) node.remove();
      const blocks = [...(main?.querySelectorAll("p, li, h1, h2, h3, h4, td, th, pre, blockquote") ?? [])].filter((block) => !block.querySelector("p, li, pre, table"));
      const start = title ? bodyText.indexOf(title) / bodyText.length : -1;
      const segments = blocks.map((block) => block.textContent ?? "");
      if (start < 0 || start > 0.5) late.push(`${page.path}: starts at ${(start * 100).toFixed(0)} %`);
      const markdown = normalize(read(twin(page.path)).replace(/\]\([^)\s]*\)/g, "]"));
      const texts = segments.map(normalize).filter((text) => text.length >= 20);
      const missing = texts.filter((text) => !markdown.includes(text));
      // As the spec: a page of fewer than 10 segments passes (one segment would swing its share too far).
      if (texts.length >= 10 && missing.length > texts.length * 0.05) unmatched.push(`${page.path}: ${missing.length} of ${texts.length} missing, e.g. "${missing[0]}"`);
    }
    expect(late).toEqual([]);
    expect(unmatched).toEqual([]);
  });
});
