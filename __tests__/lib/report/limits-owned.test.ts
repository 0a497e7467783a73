import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildContentIndex } from "@/lib/content/build";
import { buildContentReport, renderContentReport } from "@/lib/report/content-report";
import { limitsOwnedBy, renderLimitsOwned } from "@/lib/report/limits-owned";

describe("content:report, limits owned", () => {
  it("counts the <Limit> elements of a page and its tables, not those shown in code blocks", () => {
    const body = [
      "## Limits",
      "",
      '| Time | <Limit id="functions.timeout" /> |',
      'Up to <Limit id="builds.minutes" plan="pro" /> and <Limit id="functions.timeout" />.',
      '<LimitsTable area="functions" />',
      "",
      "```mdx",
      '<Limit id="functions.memory" />',
      "```",
      "<LimitsTable />",
    ].join("\n");
    expect(limitsOwnedBy(body)).toEqual({ limits: 3, ids: ["builds.minutes", "functions.timeout"], tables: ["functions", "all"] });
    expect(limitsOwnedBy("Functions stop after 10 s.")).toEqual({ limits: 0, ids: [], tables: [] });
  });

  it("renders a table of pages with their counts, ids and tables", () => {
    const lines = renderLimitsOwned([{ path: "/functions/overview/", limits: 2, ids: ["functions.timeout"], tables: [] }], (p) => `[${p}](${p})`);
    expect(lines.join("\n")).toContain("## Limits owned\n\nNumbers printed from `content/limits.yaml`: 2 `<Limit>` on 1 pages.");
    expect(lines).toContain("| [/functions/overview/](/functions/overview/) | 2 | `functions.timeout` | — |");
  });

  it("is a section of the content report, per page", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "limits-owned-"));
    try {
      fs.cpSync(path.join(__dirname, "../../fixtures/site"), root, { recursive: true });
      fs.writeFileSync(path.join(root, "limits.yaml"), "functions:\n  title: Functions\n  limits:\n    timeout: { label: Time, value: 10 s }\n");
      fs.writeFileSync(path.join(root, "all-limits.mdx"), "---\ntitle: All limits\ndescription: Every limit.\nhidden: true\n---\n\n<LimitsTable />\n");
      fs.writeFileSync(path.join(root, "owner.mdx"), '---\ntitle: Owner\ndescription: A page that owns a limit.\nhidden: true\n---\n\n## Limits\n\nStops after <Limit id="functions.timeout" />.\n');
      const report = buildContentReport(buildContentIndex({ root }), { now: new Date("2026-11-26T00:00:00Z") });
      expect(report.limitsOwned).toEqual([
        { path: "/owner/", limits: 1, ids: ["functions.timeout"], tables: [] },
        { path: "/all-limits/", limits: 0, ids: [], tables: ["all"] },
      ]);
      expect(renderContentReport(report)).toContain("| [Owner](/owner/) | 1 | `functions.timeout` | — |");
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
