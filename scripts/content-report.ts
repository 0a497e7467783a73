/**
 * `npm run content:report [-- --events FILE] [--out DIR]`: writes the content health report
 * (lib/report/content-report.ts) as content-report.md, content-report.json and content-report.html (with
 * charts) into DIR (default `reports/`). FILE is an export of the site's usage events (a JSON array or NDJSON,
 * docs/analytics.md): it adds the top missed queries, the pages readers leave the most, page feedback, Ask
 * ratings per page cited and search click-through per query. Lines that are not events are reported and skipped.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { liveContentIndex } from "../lib/content/live";
import { buildContentReport, renderContentReport } from "../lib/report/content-report";
import { readEventLog } from "../lib/report/event-log";
import { renderContentReportHtml } from "../lib/report/html";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
const eventsFile = option("--events");
const out = path.resolve(option("--out") ?? "reports");
let text: string | undefined;
if (eventsFile) {
  try {
    text = fs.readFileSync(eventsFile, "utf8");
  } catch (error) {
    console.error(`content:report: cannot read ${eventsFile}: ${(error as Error).message}`);
    process.exit(2);
  }
}
const eventLog = text === undefined ? undefined : readEventLog(text);
const report = buildContentReport(liveContentIndex(), { eventLog });
// The UMD build sits beside the package's CommonJS entry (the package exports no path to it).
const chartJs = fs.readFileSync(path.join(path.dirname(createRequire(__filename).resolve("chart.js")), "chart.umd.min.js"), "utf8");
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, "content-report.md"), renderContentReport(report));
fs.writeFileSync(path.join(out, "content-report.json"), `${JSON.stringify(report, null, 2)}\n`);
fs.writeFileSync(path.join(out, "content-report.html"), renderContentReportHtml(report, chartJs));
for (const problem of eventLog?.problems.slice(0, 20) ?? []) console.warn(`${eventsFile}:${problem.line}: skipped: ${problem.reason}`);
if (eventLog && eventLog.problems.length > 20) console.warn(`${eventsFile}: ${eventLog.problems.length - 20} more lines skipped (listed in the report)`);
const where = path.relative(process.cwd(), out) || ".";
console.log(
  `content:report: ${report.pages.length} pages, ${report.thin.length} thin, ${report.orphans.length} orphans, ${report.missingQuestions.length} searchable pages without questions:, ${report.externalLinks.length} external links${eventLog ? `, ${eventLog.events.length} events (${eventLog.problems.length} lines skipped)` : ""} → ${where}/content-report.md and .html`,
);
