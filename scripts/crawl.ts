/**
 * `npm run crawl`: checks the built site in out/ as a visitor and a search engine would see it. Every link
 * and #anchor resolves, every sitemap entry, redirect stub and `_redirects` rule lands on a page, every
 * HTML file is valid (html-validate, standard rules), and no page is orphaned. Exits 1 listing every problem.
 */
import fs from "node:fs";
import path from "node:path";
import { HtmlValidate, StaticConfigLoader, type ConfigData, type ResolvedConfig } from "html-validate";
import { pageIds, pageLinks, resolveLink, sitemapUrls } from "../lib/export-checks/crawl";
import { site } from "../lib/site";
import { orElse } from "../lib/content/error";
import { fileForPath, parseRedirectsFile, pathForFile } from "../lib/hosting/static-host";

const out = path.resolve(process.env.OUT_DIR ?? "out");
const problems: string[] = [];
const files = (fs.readdirSync(out, { recursive: true }) as string[]).map((f) => f.replace(/\\/g, "/"));
const htmlFiles = files.filter((f) => f.endsWith(".html"));
const exists = (file: string) => fs.existsSync(path.join(out, file)) && fs.statSync(path.join(out, file)).isFile();
const texts = new Map<string, string>();
const read = (file: string) => {
  let text = texts.get(file);
  if (text === undefined) texts.set(file, (text = fs.readFileSync(path.join(out, file), "utf8")));
  return text;
};
const isStub = (html: string) => html.includes('http-equiv="refresh"');

const pages = new Map<string, { file: string; html: string; ids: Set<string> }>();
for (const file of htmlFiles) {
  const html = read(file);
  if (!isStub(html) && file.endsWith("index.html")) pages.set(pathForFile(file), { file, html, ids: pageIds(html) });
}

/** The page a site path lands on, following a redirect stub; undefined when it lands nowhere. */
const landings = new Map<string, string | undefined>();
function landing(pathname: string): string | undefined {
  if (!landings.has(pathname)) landings.set(pathname, findLanding(pathname));
  return landings.get(pathname);
}
function findLanding(pathname: string): string | undefined {
  // A malformed escape (`/a%zz/`) names no file: a broken link, not a crash.
  const decoded = orElse(() => decodeURIComponent(pathname), undefined);
  const file = decoded === undefined ? undefined : fileForPath(decoded).slice(1);
  if (file === undefined || !exists(file)) return undefined;
  const html = read(file);
  if (!isStub(html)) return file.endsWith(".html") ? pathForFile(file) : pathname;
  const target = /url=([^"]+)"/.exec(html)?.[1];
  return target && pages.has(target) ? target : undefined;
}

// Links and anchors, and who links to whom.
const linkedFrom = new Map<string, Set<string>>();
for (const [pagePath, page] of pages) {
  for (const href of pageLinks(page.html, site.origin)) {
    const { path: target, hash } = resolveLink(href, pagePath);
    const landed = landing(target);
    if (!landed) {
      problems.push(`${page.file}: link to ${href} — nothing at ${target}`);
      continue;
    }
    if (landed !== pagePath) (linkedFrom.get(landed) ?? linkedFrom.set(landed, new Set()).get(landed))?.add(pagePath);
    const ids = pages.get(landed)?.ids;
    if (hash && ids && !ids.has(hash)) problems.push(`${page.file}: link to ${href} — ${landed} has no element with id "${hash}"`);
  }
  for (const match of page.html.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="(\/[^"]+)"/g)) {
    const asset = (match[1] ?? "").split("?")[0] ?? "";
    if (!asset.endsWith("/") && !exists(asset.slice(1))) problems.push(`${page.file}: asset ${asset} is missing`);
  }
}

// Sitemap entries, redirect stubs and _redirects rules.
for (const url of sitemapUrls(read("sitemap.xml"))) {
  if (!url.startsWith(site.origin)) problems.push(`sitemap.xml: ${url} is not on ${site.origin}`);
  else if (!pages.has(new URL(url).pathname)) problems.push(`sitemap.xml: ${url} is no page`);
}
for (const file of htmlFiles) {
  const html = read(file);
  if (isStub(html) && !landing(pathForFile(file))) problems.push(`${file}: redirect stub points at no page`);
}
for (const rule of parseRedirectsFile(read("_redirects"))) {
  if (!pages.has(rule.to)) problems.push(`_redirects: ${rule.from} → ${rule.to} is no page`);
}

// Orphans: every page but the home page is reachable by a link from another page.
for (const pagePath of pages.keys()) {
  if (pagePath !== "/" && pagePath !== "/404/" && pagePath !== "/_not-found/" && !linkedFrom.has(pagePath)) problems.push(`${pages.get(pagePath)?.file}: orphaned — no page links to ${pagePath}`);
}

// Valid HTML. html-validate resolves its configuration again for each file, with a new table of every element's
// rules (7 of the crawl's 26 CPU-s here): every file has the same configuration, so it is resolved once.
class OnceLoader extends StaticConfigLoader {
  private resolved?: ResolvedConfig;
  override getConfigFor(handle: string, override?: ConfigData): ResolvedConfig {
    return (this.resolved ??= super.getConfigFor(handle, override) as ResolvedConfig);
  }
}
const validator = new HtmlValidate(new OnceLoader({ extends: ["html-validate:standard"] }));
let validated = 0;
// Redirect stubs all come from one template (lib/hosting/redirects.ts): validating one stands for all of them.
const firstStub = htmlFiles.find((f) => isStub(read(f)));
for (const file of htmlFiles.filter((f) => !isStub(read(f)) || f === firstStub)) {
  const report = validator.validateStringSync(read(file), file);
  validated++;
  for (const message of report.results.flatMap((r) => r.messages)) problems.push(`${file}:${message.line}:${message.column}: ${message.ruleId}: ${message.message}`);
}

if (problems.length) {
  console.error(
    `Crawl of out/ found ${problems.length} problem(s):\n${problems
      .slice(0, 200)
      .map((p) => `  - ${p}`)
      .join("\n")}`,
  );
  process.exit(1);
}
console.log(`crawl ok: ${pages.size} pages, ${validated} HTML files valid, every link, anchor, sitemap entry and redirect resolves, no orphans`);
