/**
 * After `next build`: writes the redirect stubs, `_redirects` and `_headers` into out/, from the same
 * redirect manifest the site uses (lib/redirects.ts), and each page's Markdown copy (lib/markdown.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { getContentIndex, getRedirects } from "../lib/content";
import { inlineScriptHashes, pageCsp } from "../lib/csp";
import { buildHeaderRules } from "../lib/headers";
import { markdownPath, renderPageMarkdown } from "../lib/markdown";
import { renderRedirectsFile, renderRedirectStub } from "../lib/redirects";
import { site } from "../lib/site";
import { pathForFile, renderHeadersFile } from "../lib/static-host";

const out = path.join(process.cwd(), "out");
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
// `/functions/api/` → `/functions/api.md`: the page's Markdown at a static URL, for "Copy page as Markdown" and AI tools.
const pages = getContentIndex().ordered;
for (const entry of pages) {
  const file = path.join(out, markdownPath(entry.record.path));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, renderPageMarkdown(entry));
}
fs.writeFileSync(path.join(out, "_redirects"), renderRedirectsFile(redirects));

// Each HTML file gets its own Content-Security-Policy with the hashes of its inline scripts.
const htmlFiles = (fs.readdirSync(out, { recursive: true }) as string[]).map((f) => f.replace(/\\/g, "/")).filter((f) => f.endsWith(".html"));
const pageRules = htmlFiles.sort().map((file) => ({
  source: pathForFile(file),
  headers: { "Content-Security-Policy": pageCsp(inlineScriptHashes(fs.readFileSync(path.join(out, file), "utf8"))) },
}));
fs.writeFileSync(path.join(out, "_headers"), renderHeadersFile([...buildHeaderRules(), ...pageRules]));
console.log(`postbuild: ${stubs} redirect stubs, ${redirects.length} rules in _redirects, ${pages.length} Markdown pages, _headers with a CSP for ${pageRules.length} HTML files`);
