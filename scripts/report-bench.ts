/**
 * `npm run bench:report [-- --events N]`: how long `content:report` takes over a large export of usage events
 * (default 100,000, budget 5 s): it generates a realistic NDJSON export (page views, searches, opened results,
 * Ask questions and ratings, page feedback, a few broken lines) over the real content's pages, then times
 * reading it and building and rendering the report (Markdown and HTML), the content index being built
 * beforehand (it does not depend on the events). Prints the timings and writes bench-results/report-bench.json;
 * exits 1 over budget.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { liveContentIndex } from "../lib/content/live";
import { buildContentReport, renderContentReport } from "../lib/report/content-report";
import { readEventLog } from "../lib/report/event-log";
import { renderContentReportHtml } from "../lib/report/html";

const BUDGET_MS = 5_000;
const argv = process.argv.slice(2);
const eventsAt = argv.indexOf("--events");
const count = (eventsAt >= 0 && Number(argv[eventsAt + 1])) || 100_000;

/** A small deterministic generator (mulberry32): the same export on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An NDJSON export of about `total` events over `pages`. */
export function syntheticExport(total: number, pages: string[]): string {
  const rand = random(30);
  // Popular things are much more popular (a Zipf-like pick).
  const pick = <T>(list: readonly T[]) => list[Math.floor(list.length * rand() ** 2.5)]!;
  const words = "deploy domain functions timeout env variables build cache redirects headers forms edge logs dns ssl preview rollback cli api team".split(" ");
  const queries = Array.from({ length: 400 }, (_, i) => `${words[i % words.length]} ${words[(i * 7 + 3) % words.length]}${i > 200 ? ` ${i}` : ""}`);
  const lines: string[] = [];
  let time = Date.UTC(2026, 10, 1);
  let reader = 0;
  while (lines.length < total) {
    const anonymousId = `anon-${reader++}`;
    time += Math.floor(rand() * 60_000);
    let t = time;
    const event = (name: string | null, properties: Record<string, unknown>) => {
      t += Math.floor(rand() * 90_000);
      lines.push(JSON.stringify({ type: name ? "track" : "page", ...(name ? { event: name } : {}), anonymousId, userId: null, properties, timestamp: new Date(t).toISOString() }));
    };
    const steps = 3 + Math.floor(rand() * 12);
    for (let s = 0; s < steps && lines.length < total; s++) {
      const roll = rand();
      const page = pick(pages);
      if (roll < 0.45) event(null, { path: page, title: page });
      else if (roll < 0.75) {
        const query = pick(queries);
        const found = rand() > 0.12;
        event(found ? "Search" : "Search No Results", { queryLength: query.length, ...(found ? { resultCount: 1 + Math.floor(rand() * 12) } : {}), query });
        if (found && rand() < 0.6) event("Search Result Opened", { query, url: pick(pages), position: 1 + Math.floor(rand() ** 2 * 8) });
      } else if (roll < 0.85) {
        const question = `how do i ${pick(queries)}?`;
        event("Ask Question", { questionLength: question.length, question });
        if (rand() < 0.3) {
          const rating = rand() < 0.7 ? "yes" : "no";
          event("Ask Answer Rated", {
            rating,
            reasons: rating === "no" ? [pick(["incorrect", "incomplete", "wrong-sources", "not-what-i-asked", "hard-to-follow"])] : [],
            pages: [pick(pages), pick(pages)],
            question,
          });
        }
      } else if (roll < 0.95) {
        const answer = rand() < 0.65 ? "yes" : "no";
        const reasons = answer === "yes" ? ["accurate", "easy-to-follow", "solved-my-problem"] : ["hard-to-follow", "incorrect", "missing-information", "code-sample-broken"];
        event("Page Feedback", { page, answer, reasons: rand() < 0.5 ? [pick(reasons)] : [], commentLength: rand() < 0.2 ? Math.floor(rand() * 300) : 0 });
      } else if (roll < 0.996) event("Theme Changed", { theme: "dark" });
      else lines.push(`{"event": "Search", "properties": {"query": "cut off`);
    }
  }
  return `${lines.slice(0, total).join("\n")}\n`;
}

function main(): void {
  const index = liveContentIndex();
  const pages = index.ordered.map((entry) => entry.record.path);
  const text = syntheticExport(count, pages);
  const chartJs = fs.readFileSync(path.join(path.dirname(createRequire(__filename).resolve("chart.js")), "chart.umd.min.js"), "utf8");
  const started = performance.now();
  const log = readEventLog(text);
  const read = performance.now();
  const report = buildContentReport(index, { eventLog: log });
  const built = performance.now();
  const markdown = renderContentReport(report);
  const html = renderContentReportHtml(report, chartJs);
  const done = performance.now();
  const result = {
    events: count,
    megabytes: Math.round(text.length / 1e5) / 10,
    skipped: log.problems.length,
    readMs: Math.round(read - started),
    buildMs: Math.round(built - read),
    renderMs: Math.round(done - built),
    totalMs: Math.round(done - started),
    budgetMs: BUDGET_MS,
    queries: report.usage?.queries.length,
    pagesWithFeedback: report.usage?.pageFeedback.length,
    markdownKB: Math.round(markdown.length / 1024),
    htmlKB: Math.round(html.length / 1024),
  };
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync(path.join("bench-results", "report-bench.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `content:report over ${count.toLocaleString("en-US")} events (${result.megabytes} MB, ${result.skipped} broken lines): read ${result.readMs} ms, build ${result.buildMs} ms, render ${result.renderMs} ms, total ${result.totalMs} ms (budget ${BUDGET_MS} ms)`,
  );
  if (result.totalMs > BUDGET_MS) {
    console.error(`bench:report: over budget (${result.totalMs} ms > ${BUDGET_MS} ms)`);
    process.exit(1);
  }
}

if (require.main === module) main();
