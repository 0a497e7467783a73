/**
 * `npm run search:report -- events.json [--top N] [--out report.md]`: turns a JSON export of usage events
 * (Search No Results, Ask Unanswered; README › Usage events) into a Markdown table of the top missed
 * queries — the content gaps to write for. Prints to stdout unless --out is given.
 */
import fs from "node:fs";
import { exportedEvents, missedQueries, renderSearchReport } from "../lib/analytics/search-report";

function main(argv: string[]): void {
  const args = [...argv];
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i === -1 ? undefined : args.splice(i, 2)[1];
  };
  const top = Number(option("--top") ?? 25);
  const out = option("--out");
  const file = args[0];
  if (!file || !Number.isInteger(top) || top < 1) {
    console.error("usage: npm run search:report -- <events.json> [--top N] [--out report.md]");
    process.exit(2);
  }
  const report = renderSearchReport(missedQueries(exportedEvents(JSON.parse(fs.readFileSync(file, "utf8")))), top);
  if (out) fs.writeFileSync(out, report);
  else process.stdout.write(report);
}

main(process.argv.slice(2));
