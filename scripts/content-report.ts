/**
 * `npm run content:report [-- --events export.json] [--out DIR]`: writes the content health report
 * (lib/report/content-report.ts) as content-report.md and content-report.json into DIR (default
 * `reports/`). With a JSON export of usage events it adds the top missed queries and the pages readers
 * leave the most.
 */
import fs from "node:fs";
import path from "node:path";
import { getContentIndex } from "../lib/content";
import { buildContentReport, renderContentReport } from "../lib/report/content-report";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
const eventsFile = option("--events");
const out = path.resolve(option("--out") ?? "reports");
const report = buildContentReport(getContentIndex(), { events: eventsFile ? JSON.parse(fs.readFileSync(eventsFile, "utf8")) : undefined });
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, "content-report.md"), renderContentReport(report));
fs.writeFileSync(path.join(out, "content-report.json"), `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `content:report: ${report.pages.length} pages, ${report.thin.length} thin, ${report.orphans.length} orphans, ${report.missingQuestions.length} searchable pages without questions:, ${report.externalLinks.length} external links → ${path.relative(process.cwd(), out)}/content-report.md`,
);
