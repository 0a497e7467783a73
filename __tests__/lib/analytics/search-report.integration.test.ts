import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { exportedEvents, missedQueries, renderSearchReport } from "@/lib/analytics/search-report";

const fixture = path.join(__dirname, "../../fixtures/search-report/events.json");
const events = exportedEvents(JSON.parse(fs.readFileSync(fixture, "utf8")));

describe("the missed-queries report", () => {
  it("groups searches without a result and unanswered Ask questions by normalised query, most frequent first", () => {
    const missed = missedQueries(events);
    expect(missed.map((m) => [m.key, m.count, m.searches, m.questions])).toEqual([
      ["terraform dns import", 3, 2, 1],
      ["gpu builds", 2, 2, 0],
      ["can i get a | pipe <b>bold</b> answer", 1, 0, 1],
    ]);
    expect(missed[0]).toMatchObject({ example: "terraform dns import", lastSeen: "2026-11-23T17:42:10.000Z" });
    // Other events (searches with results, opened results, a miss without its text) are not misses.
    expect(missed.reduce((sum, m) => sum + m.count, 0)).toBe(6);
  });

  it("renders a Markdown table with count, example and last seen, cell text escaped", () => {
    const report = renderSearchReport(missedQueries(events), 2);
    const rows = report.split("\n").filter((line) => line.startsWith("| "));
    expect(rows[0]).toBe("| # | Query | Count | Search | Ask | Example | Last seen |");
    expect(rows.slice(2)).toEqual(["| 1 | terraform dns import | 3 | 2 | 1 | terraform dns import | 2026-11-23 17:42 UTC |", "| 2 | gpu builds | 2 | 2 | 0 | gpu builds | 2026-11-22 08:00 UTC |"]);
    expect(renderSearchReport(missedQueries(events))).toContain("| 3 | can i get a \\| pipe \\<b\\>bold\\</b\\> answer |");
    expect(renderSearchReport([])).toContain("No missed queries in this export.");
  });

  it("accepts an export wrapped in an object and rejects anything else", () => {
    expect(exportedEvents({ events: [{ event: "Ask Unanswered", properties: { question: "x" } }] })).toHaveLength(1);
    expect(() => exportedEvents({ nothing: true })).toThrow(/expected a JSON array/);
  });

  it("runs as npm run search:report on the fixture", () => {
    const out = execFileSync(process.execPath, ["--import", "tsx", path.join(__dirname, "../../../scripts/search-report.ts"), fixture, "--top", "1"], { encoding: "utf8" });
    expect(out).toContain("| 1 | terraform dns import | 3 |");
    expect(out).not.toContain("gpu builds");
  }, 30_000);
});
