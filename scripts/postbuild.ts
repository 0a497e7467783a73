/**
 * After `next build`: writes the redirect stubs, `_redirects` and `_headers` into out/, from the same
 * redirect manifest the site uses (lib/redirects.ts), each page's Markdown copy and `/llms-full.txt` (lib/markdown.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { SITE_PAGES } from "../lib/changelog";
import { getContentIndex, getMarkdownCopies, getRedirects, getSectionRedirects } from "../lib/content";
import { deferBoot } from "../lib/boot";
import { withCspMeta } from "../lib/csp";
import { buildHeaderRules } from "../lib/headers";
import { markdownPath, renderLlmsFullTxt, renderPageMarkdown } from "../lib/markdown";
import { writeAgentFiles } from "../lib/agents/write";
import { writeOgImages } from "../lib/og/build";
import { notFoundFallbackScript, renderRedirectsFile, renderRedirectStub } from "../lib/redirects";
import { getPageTexts, getSemanticData, getSemanticFileName, getSplitIndex } from "../lib/search/server";
import { search, site } from "../lib/site";
import { renderHeadersFile } from "../lib/static-host";

// Everything about the content comes from what the build's content step generated (.generated/).
process.env.LAUNCHBAY_CONTENT ??= "generated";
const out = path.join(process.cwd(), "out");
/** The HTML files in out/, as sorted paths relative to it. */
const htmlFiles = () =>
  (fs.readdirSync(out, { recursive: true }) as string[])
    .map((f) => f.replace(/\\/g, "/"))
    .filter((f) => f.endsWith(".html"))
    .sort();
if (!fs.existsSync(path.join(out, "404.html"))) throw new Error("out/404.html is missing: run `next build` first");

const redirects = getRedirects();
let stubs = 0;
for (const redirect of redirects) {
  // index.html sources are the pages themselves in a static export; .html and section sources need a stub.
  if (redirect.kind !== "html" && redirect.kind !== "section") continue;
  const file = path.join(out, redirect.kind === "html" ? redirect.from : `${redirect.from}index.html`);
  if (fs.existsSync(file)) throw new Error(`redirect stub ${path.relative(out, file)} would overwrite a page`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, renderRedirectStub(redirect.to, site.origin));
  stubs++;
}
// One pass over every HTML file, stubs included: the 404 page's fallback goes into the 404 files only (see
// app/not-found.tsx), at the top of <head>; every page boots its chunks after its first paint (lib/boot.ts);
// and each file gets its own Content-Security-Policy <meta> with the hashes of its final inline scripts (lib/csp.ts).
const index = getContentIndex();
const fallback = `<script>${notFoundFallbackScript([...index.pages.keys(), ...SITE_PAGES], getSectionRedirects())}</script>`;
const notFoundFiles = new Set(["404.html", "404/index.html", "_not-found/index.html"]);
const head = '<head><meta charSet="utf-8"/>';
let policies = 0;
for (const file of htmlFiles()) {
  const original = fs.readFileSync(path.join(out, file), "utf8");
  let html = original;
  if (notFoundFiles.has(file)) {
    if (!html.includes(head)) throw new Error(`${file}: no ${head} to put the 404 fallback after`);
    html = html.replace(head, `${head}${fallback}`);
  }
  html = withCspMeta(deferBoot(html, file), file);
  fs.writeFileSync(path.join(out, file), html);
  policies++;
}

// `/functions/api/` → `/functions/api.md`: the page's Markdown at a static URL, for "Copy page as Markdown" and AI tools;
// `/llms-full.txt` joins the same copies (written here, not by a Next route, so each page is converted once).
const markdown = getMarkdownCopies();
const pages = Object.entries(markdown);
for (const [pagePath, text] of pages) {
  const file = path.join(out, markdownPath(pagePath));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}
fs.writeFileSync(
  path.join(out, "llms-full.txt"),
  renderLlmsFullTxt(index, (entry) => markdown[entry.record.path] ?? renderPageMarkdown(entry)),
);
fs.writeFileSync(path.join(out, "_redirects"), renderRedirectsFile(redirects));

// One text file per searchable page (`/search-text/functions-api.json`), for result snippets and Ask answers.
const texts = getPageTexts();
fs.mkdirSync(path.join(out, search.textDir), { recursive: true });
for (const [key, page] of texts) fs.writeFileSync(path.join(out, search.textDir, `${key}.json`), JSON.stringify(page));

// The index as the browser loads it (lib/search/shards.ts): the core, then term shards and section blocks as queries need them.
const split = getSplitIndex();
fs.writeFileSync(path.join(out, search.corePath), JSON.stringify(split.core));
fs.mkdirSync(path.join(out, search.shardDir), { recursive: true });
for (const [name, file] of split.files) fs.writeFileSync(path.join(out, search.shardDir, name), JSON.stringify(file));

// The semantic data of search (lib/search/semantic-build.ts), under the content-hashed name the index names.
const semanticWritten = getSemanticData().then((bytes) => {
  fs.mkdirSync(path.join(out, search.semanticDir), { recursive: true });
  fs.writeFileSync(path.join(out, search.semanticDir, getSemanticFileName()), bytes);
});
semanticWritten.catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

// Site-wide headers only (a few rules whatever the page count); the per-page Link header is npm start's (lib/agents/link-headers.ts).
fs.writeFileSync(path.join(out, "_headers"), renderHeadersFile(buildHeaderRules()));
writeAgentFiles(index, out);
// Per-page Open Graph images (lib/og): satori on this thread, resvg on the thread pool; the process ends when they are written.
writeOgImages(index, out).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
console.log(
  `postbuild: ${stubs} redirect stubs, ${redirects.length} rules in _redirects, ${pages.length} Markdown pages, ${texts.size} search text files, a search core and ${split.files.size} shards, a CSP <meta> in ${policies} HTML files`,
);
