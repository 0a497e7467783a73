/**
 * `npm run bench:search`: measures, in Chromium against the built out/ (served with gzip like `npm start`):
 * - the gzip bytes of JS a doc page loads before `load` or boots after its first paint (the search button must stay tiny);
 * - what the first search query over the whole site transfers (dialog code + index), gzip;
 * - the time one query takes in the browser (the `search-query` performance measures of the dialog);
 * then with the same engine and Ask code (lib/search/measure.ts, query-time.ts), at 1× and at 4× the content (the bench's
 * copied content): the first query's bytes, the semantic data's bytes, the median query time in Node and in
 * Chromium (the engine bundled with esbuild, over the whole index), and the hit rates of every question set
 * present (own, held-out, blind, typo: search top 3, Ask citations); and the semantic data's build time, cold
 * (empty reuse store) and warm. `BENCH_SITE=0` skips the built site (no out/ needed).
 * Prints a table and writes bench-results/search.json.
 */
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import os from "node:os";
import { launchChromium } from "./chromium";
import { build as esbuild } from "esbuild";
import type { Browser, Page, Request } from "playwright-core";
import { BLIND_SET, HELD_OUT_SET, QUESTION_SET, TYPO_SET } from "../__tests__/lib/search/question-set";
import { buildContentIndex } from "../lib/content/build";
import { buildPackedIndex } from "../lib/search/build-index";
import { SearchEngine } from "../lib/search/engine";
import { askCites, firstQueryBytes, hitRate, scaleSections, searchTop3, sectionSource, splitTop3 } from "../lib/search/measure";
import { medianQueryMs } from "../lib/search/query-time";
import { median } from "./page-cost";
import { splitIndex } from "../lib/search/shards";
import { buildSearchSections } from "../lib/search/sections";
import { SemanticIndex } from "../lib/search/semantic";
import { buildSemanticData, readSemanticInputs } from "../lib/search/semantic-build";
import type { SearchSection } from "../lib/search/types";
import { trackFirstView } from "./first-view";
import { startServeProcess } from "./load";

const port = Number(process.env.BENCH_PORT ?? 3299);
const base = `http://127.0.0.1:${port}`;
const docPage = process.env.BENCH_PAGE ?? "/functions/overview/";
const queries = ["functions", "custom domain", "environment variables", "deploy preview", "timeout", "scheduled", "redirect", "identity", "cache", "build hooks"];

/** Records each finished request with its encoded (gzip) body size (0 for one whose sizes went with a closing page, as in bench.ts). */
function recordRequests(page: Page): { url: string; type: string; bytes: number }[] {
  const seen: { url: string; type: string; bytes: number }[] = [];
  page.on("requestfinished", (request: Request) => {
    const record = (bytes: number) => seen.push({ url: request.url(), type: request.resourceType(), bytes });
    void request.sizes().then(
      (sizes) => record(sizes.responseBodySize),
      () => record(0),
    );
  });
  return seen;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (rows: { bytes: number }[]) => rows.reduce((total, row) => total + row.bytes, 0);

/** An engine over sections, through the same JSON round trip as the browser's index file. */
const engineOf = (content: SearchSection[]) => new SearchEngine(JSON.parse(JSON.stringify(buildPackedIndex(content))));

/** Seconds a call takes. */
async function timed<T>(run: () => T | Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await run();
  return [value, (performance.now() - start) / 1000];
}

/**
 * The median time (ms) of one hybrid query in Chromium, with the browser's own engine code (bundled here) over
 * the whole index of these sections and their semantic data: what a query costs once the index has loaded,
 * at any content size (the built site has only 1×).
 */
async function chromiumQueryMs(browser: Browser, content: SearchSection[], semanticData: Uint8Array, questions: string[]): Promise<number> {
  const bundle = await esbuild({
    stdin: {
      contents: 'export { SearchEngine } from "./lib/search/engine"; export { SemanticIndex } from "./lib/search/semantic"; export { medianQueryMs } from "./lib/search/query-time";',
      resolveDir: process.cwd(),
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    globalName: "SearchCode",
    platform: "browser",
    minify: true,
    write: false,
  });
  const page = await browser.newPage();
  try {
    await page.setContent("<!doctype html><title>search bench</title>");
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    return await page.evaluate(
      ({ index, semantic, questions }) => {
        const code = (globalThis as unknown as { SearchCode: { SearchEngine: typeof SearchEngine; SemanticIndex: typeof SemanticIndex; medianQueryMs: typeof medianQueryMs } }).SearchCode;
        const bytes = Uint8Array.from(atob(semantic), (c) => c.charCodeAt(0));
        return code.medianQueryMs(new code.SearchEngine(JSON.parse(index)), questions, new code.SemanticIndex(bytes));
      },
      { index: JSON.stringify(buildPackedIndex(content)), semantic: Buffer.from(semanticData).toString("base64"), questions },
    );
  } finally {
    await page.close();
  }
}

/** The Node measures: rates, first-query bytes and query times at 1× and 4× (in Chromium too, given a browser), the semantic build cold and warm. */
async function nodeMeasures(browser?: Browser) {
  const sections = buildSearchSections(buildContentIndex({ root: path.resolve("content"), publicDir: path.resolve("public") }));
  // Cold: the embedding of the model's pieces with an empty reuse store; warm: reused, as a second build.
  const saved = process.env.LAUNCHBAY_GENERATED_DIR;
  process.env.LAUNCHBAY_GENERATED_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "bench-semantic-"));
  const [, coldInputs] = await timed(readSemanticInputs);
  fs.rmSync(process.env.LAUNCHBAY_GENERATED_DIR, { recursive: true, force: true });
  if (saved === undefined) delete process.env.LAUNCHBAY_GENERATED_DIR;
  else process.env.LAUNCHBAY_GENERATED_DIR = saved;
  const [inputs, warmInputs] = await timed(readSemanticInputs);
  const [data, dataSeconds] = await timed(() => buildSemanticData(sections, inputs));
  const semantic = new SemanticIndex(data);
  const engine = engineOf(sections);
  const rates: Record<string, { hits: number; of: number; share: number }> = {};
  const source = sectionSource(engine, sections, semantic);
  const split = splitIndex(buildPackedIndex(sections));
  const sets = [
    ["own", QUESTION_SET],
    ["heldOut", HELD_OUT_SET],
    ["blind", BLIND_SET],
    ["typo", TYPO_SET],
  ] as const;
  for (const [name, questions] of sets) {
    if (!questions) continue;
    // The typo set is answered as a first query on the split index: from the shards the query picks.
    const top = (query: string) => (name === "typo" ? splitTop3(split, query, semantic) : searchTop3(engine, query, semantic));
    const search = hitRate(questions.map((q) => ({ ...q, top: top(q.question) })));
    const ask = hitRate(await Promise.all(questions.map(async (q) => ({ ...q, top: await askCites(source, q.question) }))));
    rates[`${name}Search`] = { hits: search.hits, of: questions.length, share: search.share };
    rates[`${name}Ask`] = { hits: ask.hits, of: questions.length, share: ask.share };
  }
  const questions = QUESTION_SET.map((q) => q.question);
  const measureAt = async (content: SearchSection[], contentEngine: SearchEngine, contentSemantic: SemanticIndex, contentData: Uint8Array) => ({
    ...firstQueryBytes(content, questions),
    queryMs: medianQueryMs(contentEngine, questions, contentSemantic),
    semanticGzipBytes: gzipSync(contentData).length,
    ...(browser ? { chromiumQueryMs: await chromiumQueryMs(browser, content, contentData, questions) } : {}),
  });
  // 1× reuses the engine and semantic index above; 4× builds its own from the copied sections.
  const fourfold = scaleSections(sections, 4);
  const fourfoldData = buildSemanticData(fourfold, inputs);
  const scales = {
    "1×": await measureAt(sections, engine, semantic, data),
    "4×": await measureAt(fourfold, engineOf(fourfold), new SemanticIndex(fourfoldData), fourfoldData),
  };
  return { rates, scales, semanticBuildSeconds: { coldEmbedding: coldInputs, warmEmbedding: warmInputs, sectionVectors: dataSeconds } };
}

function printNodeMeasures(measures: Awaited<ReturnType<typeof nodeMeasures>>) {
  const pct = (r: { hits: number; of: number; share: number }) => `${r.hits}/${r.of} = ${(r.share * 100).toFixed(1)} %`;
  const { rates, scales, semanticBuildSeconds: build } = measures;
  for (const name of ["own", "heldOut", "blind", "typo"])
    if (rates[`${name}Search`]) console.log(`hit rates, ${name} set (Node, same code): search top 3 ${pct(rates[`${name}Search`]!)}, Ask ${pct(rates[`${name}Ask`]!)}`);
  for (const [name, scale] of Object.entries(scales))
    console.log(
      `${name} content (${scale.pages} pages): first query ${kb(scale.median)} median, ${kb(scale.max)} max (core ${kb(scale.core)}; whole index ${kb(scale.whole)}), semantic data ${kb(scale.semanticGzipBytes)}, gzip; query ${scale.queryMs.toFixed(2)} ms median in Node${scale.chromiumQueryMs !== undefined ? `, ${scale.chromiumQueryMs.toFixed(2)} ms in Chromium` : ""} (hybrid)`,
    );
  console.log(
    `semantic data: embedding the model's pieces ${build.coldEmbedding.toFixed(1)} s cold, ${build.warmEmbedding.toFixed(2)} s warm (reused); section vectors ${build.sectionVectors.toFixed(2)} s`,
  );
}

/** On the built site, served by `npm start`'s server: the doc page's JS, the first query's transfer, the dialog's query times. */
async function siteMeasures(browser: Browser) {
  const page = await (await browser.newContext({ baseURL: base })).newPage();
  const requests = recordRequests(page);
  // The page's own JS: scripts of its first view (analytics and prefetches come after).
  const firstView = trackFirstView(page);
  await firstView.goto(docPage);
  // Let what loads after `load` (analytics, link prefetches) finish, so the first query's requests are only search's.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  const initialJs = requests.filter((r) => r.type === "script" && firstView.includes(r.url));
  const initialBytes = sum(initialJs);
  const before = requests.length;

  // First use: open the dialog and type one query over the whole site.
  const hasSearch = (await page.locator("[data-search-button]").count()) > 0;
  let firstQuery: { url: string; type: string; bytes: number }[] = [];
  const timings: number[] = [];
  if (hasSearch) {
    await page.locator("[data-search-button]:not([disabled])").waitFor();
    // What search asks for from opening the dialog until the first results show (the split index fetches the rest after them).
    const asked: string[] = [];
    const ask = (request: { url(): string }) => asked.push(request.url());
    page.on("request", ask);
    await page.keyboard.press("Control+k");
    await page.getByRole("combobox", { name: "Search the docs" }).waitFor();
    await page.getByRole("combobox", { name: "Search the docs" }).fill(queries[0] ?? "functions");
    await page.locator("[data-search-results] [role=option]").first().waitFor();
    page.off("request", ask);
    const untilAnswer = new Set(asked);
    await page.waitForTimeout(300);
    // Only what search fetched: its code and its files (not the link prefetches Next makes meanwhile).
    firstQuery = requests.slice(before).filter((r) => untilAnswer.has(r.url) && /\/_next\/static\/|\/search-(index|core|shards|text)/.test(r.url));
    for (const query of queries) {
      await page.getByRole("combobox", { name: "Search the docs" }).fill("");
      await page.getByRole("combobox", { name: "Search the docs" }).fill(query);
      await page.waitForTimeout(250);
    }
    const measures = await page.evaluate(() => performance.getEntriesByName("search-query").map((entry) => entry.duration));
    timings.push(...measures);
  }
  const result = {
    page: docPage,
    initialJsGzipBytes: initialBytes,
    initialJsFiles: initialJs.length,
    firstQueryGzipBytes: sum(firstQuery),
    firstQueryRequests: firstQuery.map((r) => ({ url: r.url.replace(base, ""), bytes: r.bytes })),
    indexGzipBytes: sum(firstQuery.filter((r) => /\/search-(index|core|shards)/.test(r.url))),
    textGzipBytes: sum(firstQuery.filter((r) => r.url.includes("/search-text/"))),
    codeGzipBytes: sum(firstQuery.filter((r) => r.url.includes("/_next/static/"))),
    queryMs: { count: timings.length, median: timings.length ? median(timings) : NaN, max: timings.length ? Math.max(...timings) : NaN },
  };
  console.log(`doc page ${docPage}: ${kb(initialBytes)} gzip JS before load and booted (${initialJs.length} files)`);
  if (hasSearch) {
    console.log(`first query: ${kb(result.firstQueryGzipBytes)} gzip transferred: index ${kb(result.indexGzipBytes)} + section texts ${kb(result.textGzipBytes)} + code ${kb(result.codeGzipBytes)}`);
    for (const r of result.firstQueryRequests) console.log(`  ${kb(r.bytes).padStart(9)}  ${r.url}`);
    console.log(
      `query time in the browser: first ${(timings[0] ?? NaN).toFixed(2)} ms, median ${result.queryMs.median.toFixed(2)} ms, max ${result.queryMs.max.toFixed(2)} ms over ${timings.length} queries`,
    );
  } else console.log("no search button on the page: search not measured");
  return result;
}

async function main() {
  const site = process.env.BENCH_SITE !== "0";
  if (site && !fs.existsSync(path.join("out", "index.html"))) throw new Error("out/ is missing: run `npm run build` first (or BENCH_SITE=0 for the content measures alone)");
  const server = site ? await startServeProcess(path.resolve(process.env.OUT_DIR ?? "out"), port) : undefined;
  const browser = await launchChromium();
  try {
    // Without a built site (`BENCH_SITE=0`): the measures on the content alone, query times in Node and Chromium.
    const result = server ? await siteMeasures(browser) : {};
    const measures = await nodeMeasures(browser);
    printNodeMeasures(measures);
    fs.mkdirSync("bench-results", { recursive: true });
    fs.writeFileSync(path.join("bench-results", "search.json"), `${JSON.stringify({ ...result, ...measures }, null, 2)}\n`);
  } finally {
    await browser.close();
    server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
