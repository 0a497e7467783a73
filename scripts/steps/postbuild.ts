/**
 * After `next build`: writes the redirect stubs, `_redirects` and `_headers` into out/, from the same
 * redirect manifest the site uses (lib/hosting/redirects.ts), each page's Markdown copy and `/llms-full.txt` (lib/agents/markdown.ts),
 * the search index and its files, the agent files and the social images; and finishes every HTML page (CSP, boot).
 */
import fs from "node:fs";
import path from "node:path";
import { SITE_PAGES } from "../../lib/content/site-routes";
import { getContentIndex, getMarkdownCopies, getRedirects, getSectionRedirects } from "../../lib/content/pages";
import { buildHeaderRules } from "../../lib/hosting/headers";
import { exportedHtmlFiles } from "../../lib/next-export";
import { mergeBudgetResults } from "../../lib/export-checks/budgets";
import { renderLlmsFullTxt, renderPageMarkdown } from "../../lib/agents/markdown";
import { markdownPath } from "../../lib/agents/markdown-path";
import { writeAgentFiles } from "../../lib/agents/write";
import { makeOgImages, writeOgImages } from "../../lib/og/build";
import { renderFaviconIco } from "../../lib/og/favicon";
import { notFoundFallbackScript, renderRedirectsFile, renderRedirectStub } from "../../lib/hosting/redirects";
import { getPackedIndex, getPageTexts, getSearchGroups, getSemanticData, getSemanticFileName, getSplitIndex } from "../../lib/search/server";
import { search, site } from "../../lib/site";
import { renderHeadersFile } from "../../lib/hosting/static-host";
import { budgetVerdict } from "./budgets";
import { finishAndMeasure, PagesWorker, type PagesTask } from "./pages";

/**
 * What postbuild makes from `.generated/` alone (the search index, its shards and text files, the Markdown copies, the
 * redirects, the semantic data, the social images' bytes), made while `next build` runs (scripts/build.ts): each is
 * made once per process, so postbuildStep then finds it made; and the worker thread of its pass over the pages, which
 * loads its modules meanwhile.
 */
export async function preparePostbuild(): Promise<void> {
  pagesWorker ??= new PagesWorker();
  getMarkdownCopies();
  getRedirects();
  getPageTexts();
  getSplitIndex();
  getSearchGroups();
  await Promise.all([getSemanticData(), ogImages()]);
}
/** The social images' bytes (lib/og/build.ts), reused or drawn once per process. */
const ogImages = () => (og ??= makeOgImages(getContentIndex()));
let og: ReturnType<typeof makeOgImages> | undefined;
let pagesWorker: PagesWorker | undefined;

/**
 * Runs postbuild over `out` (what `next build` exported); returns its summary once every file is written. With
 * `budgets`, each page is measured against the size budgets as it is finished, and the summary names the heaviest;
 * a page over a budget throws StepFailed (after every file is written).
 */
export async function postbuildStep(out = path.join(process.cwd(), "out"), { budgets = false }: { budgets?: boolean } = {}): Promise<string> {
  // Everything about the content comes from what the build's content step generated (.generated/, lib/content/pages.ts).
  if (!fs.existsSync(path.join(out, "404.html"))) throw new Error(`${path.join(out, "404.html")} is missing: run \`next build\` first`);
  // What lib/next-export/ assumes of Next's export (lib/next-export/check.ts), checked on the worker thread before any
  // of Next's files changes: an upgrade that breaks one fails here. Meanwhile this thread writes the files that are
  // not HTML; then the stubs, and both threads make one pass over every HTML file, stubs included
  // (lib/next-export/finish.ts): the 404 fallback into the 404 files, the boot after first paint, and each file's own
  // Content-Security-Policy <meta>.
  const worker = pagesWorker ?? new PagesWorker();
  pagesWorker = undefined;
  try {
    return await writeAndFinish(out, worker, budgets);
  } finally {
    worker.stop();
  }
}

async function writeAndFinish(out: string, worker: PagesWorker, budgets: boolean): Promise<string> {
  const checked = worker.check(out);
  checked.catch(() => undefined); // awaited before the stubs
  const index = getContentIndex();
  const redirects = getRedirects();

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

  // The whole index (`/search-index.json`, for the MCP server and tools), and the same index as the browser loads
  // it (lib/search/shards.ts): the core, then term shards and section blocks as queries need them. Built once.
  fs.writeFileSync(path.join(out, search.indexPath), JSON.stringify(getPackedIndex()));
  const split = getSplitIndex();
  fs.writeFileSync(path.join(out, search.corePath), JSON.stringify(split.core));
  fs.mkdirSync(path.join(out, search.shardDir), { recursive: true });
  for (const [name, file] of split.files) fs.writeFileSync(path.join(out, search.shardDir, name), JSON.stringify(file));
  // The sidebar groups a search can be narrowed to, with their pages (lib/search/groups.ts).
  fs.writeFileSync(path.join(out, search.groupsPath), JSON.stringify(getSearchGroups()));

  // The semantic data of search (lib/search/semantic-build.ts), under the content-hashed name the index names.
  const semanticWritten = getSemanticData().then((bytes) => {
    fs.mkdirSync(path.join(out, search.semanticDir), { recursive: true });
    fs.writeFileSync(path.join(out, search.semanticDir, getSemanticFileName()), bytes);
  });

  // Site-wide headers only (a few rules whatever the page count); the per-page Link header is npm start's (lib/agents/link-headers.ts).
  fs.writeFileSync(path.join(out, "_headers"), renderHeadersFile(buildHeaderRules()));
  writeAgentFiles(index, out);
  // Per-page Open Graph images (lib/og): satori on this thread, resvg and sharp on the thread pool.
  const images = writeOgImages(index, out, ogImages());
  // /favicon.ico for the clients that ask for it whatever the pages' icon link says (lib/og/favicon.ts).
  const favicon = renderFaviconIco(fs.readFileSync(path.join(process.cwd(), "public/favicon.svg"))).then((ico) => fs.writeFileSync(path.join(out, "favicon.ico"), ico));

  const problems = await checked;
  if (problems.length > 0) {
    const more = problems.length > 10 ? `\n  … and ${problems.length - 10} more` : "";
    throw new Error(`out/ is not the export lib/next-export/ knows (Next.js upgraded? or postbuild already ran over it: run next build again):\n  ${problems.slice(0, 10).join("\n  ")}${more}`);
  }
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
  const task: PagesTask = {
    out,
    notFoundScript: notFoundFallbackScript([...index.pages.keys(), ...SITE_PAGES], getSectionRedirects()),
    files: exportedHtmlFiles(out),
    queue: new Int32Array(new SharedArrayBuffer(4)),
    budgets,
  };
  const there = worker.finish(task);
  there.catch(() => undefined); // awaited below
  const here = finishAndMeasure(task);
  const [elsewhere] = await Promise.all([there, semanticWritten, images, favicon]);
  const summary = `postbuild: ${stubs} redirect stubs, ${redirects.length} rules in _redirects, ${pages.length} Markdown pages, ${texts.size} search text files, a search index, its core and ${split.files.size} shards, a CSP <meta> in ${here.files + elsewhere.files} HTML files (${elsewhere.files} on a worker thread)`;
  if (!budgets) return summary;
  return `${summary}\n${budgetVerdict(mergeBudgetResults([here.budgets, elsewhere.budgets].filter((r) => r !== undefined)), out)}`;
}
