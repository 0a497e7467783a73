import fs from "node:fs";
import path from "node:path";
import { fixtureIndex } from "../../helpers/fixture-site";
import { buildContentReport, exitPages, proseWords, renderContentReport } from "@/lib/report/content-report";

const events = JSON.parse(fs.readFileSync(path.join(__dirname, "../../fixtures/content-report-events.json"), "utf8"));
const index = fixtureIndex();
const now = new Date("2026-11-24T00:00:00Z");

describe("content:report on the fixture content", () => {
  const report = buildContentReport(index, { now, events });

  it("ages pages by the later of their last update and lastReviewed, oldest first", () => {
    const getStarted = report.pages.find((p) => p.path === "/get-started/");
    // get-started.mdx sets lastUpdated: 2025-03-14
    expect(getStarted).toMatchObject({ checked: "2025-03-14", ageDays: Math.floor((now.getTime() - Date.UTC(2025, 2, 14)) / 86_400_000) });
    const ages = report.pages.map((p) => p.ageDays);
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
  });

  it("counts words of prose, not code, and lists thin pages", () => {
    expect(proseWords("Deploy your site.\n\n```bash\nlaunchbay deploy --prod --dir dist\n```\n\nSee [the docs](/x/).")).toBe(6);
    expect(report.thin.length).toBeGreaterThan(0);
    for (const p of report.thin) expect(report.pages.find((page) => page.path === p)?.words).toBeLessThan(150);
  });

  it("counts inbound links from other pages and lists orphans", () => {
    // guides/index.mdx links to /guides/deploy/
    expect(report.pages.find((p) => p.path === "/guides/deploy/")?.inbound).toBeGreaterThanOrEqual(1);
    for (const orphan of report.orphans) expect(report.pages.find((p) => p.path === orphan)?.inbound).toBe(0);
  });

  it("lists external links with the pages that use them, without fetching them", () => {
    for (const link of report.externalLinks) expect(link.url).toMatch(/^https?:/);
  });

  it("adds the missed queries and the pages readers leave the most from an events export", () => {
    expect(report.missedQueries?.[0]).toMatchObject({ key: "gpu builds", count: 2 });
    // a: get-started → functions/api (exit: 2 h gap) → get-started (exit); b: functions/api → guides/deploy (exit)
    expect(exitPages(events)).toEqual([
      { path: "/guides/deploy/", views: 1, exits: 1, exitRate: 1 },
      { path: "/functions/api/", views: 2, exits: 1, exitRate: 0.5 },
      { path: "/get-started/", views: 2, exits: 1, exitRate: 0.5 },
    ]);
  });

  it("lists pages without code in a group where most pages have some", () => {
    const report2 = buildContentReport(index, { now });
    const codeShare = (group: string) => {
      const members = report2.pages.filter((p) => p.group === group);
      return members.filter((p) => p.hasCode).length / members.length;
    };
    for (const missing of report2.missingCode) {
      const page = report2.pages.find((p) => p.path === missing);
      expect(page?.hasCode).toBe(false);
      expect(codeShare(page?.group ?? "")).toBeGreaterThanOrEqual(0.6);
    }
  });

  it("lists the pages in search without their questions:, and not the pages kept out of search", () => {
    expect(report.missingQuestions).toContain("/get-started/");
    expect(report.missingQuestions).not.toContain("/ask-launchbay/");
    const withQuestions = {
      ...index,
      ordered: index.ordered.map((entry) =>
        entry.record.path === "/get-started/" ? { ...entry, record: { ...entry.record, frontmatter: { ...entry.record.frontmatter, questions: ["how do I get my first site online?"] } } } : entry,
      ),
    };
    const after = buildContentReport(withQuestions, { now }).missingQuestions;
    expect(after).not.toContain("/get-started/");
    expect(after).toHaveLength(report.missingQuestions.length - 1);
  });

  it("renders Markdown with every section", () => {
    const markdown = renderContentReport(report);
    for (const heading of [
      "## Pages by age",
      "## Thin pages",
      "## Orphans",
      "## No code",
      "## No numbered steps",
      "## In search without `questions:`",
      "## External links",
      "## Top missed queries",
      "## Pages readers leave the most",
    ]) {
      expect(markdown).toContain(heading);
    }
    expect(markdown).toContain("| gpu builds | 2 |");
  });

  it("escapes what readers typed or sent in the missed queries and exit pages", () => {
    const typed = "<img src=x onerror=alert(1)> [x](https://evil.example)\n| *";
    const markdown = renderContentReport({
      ...report,
      missedQueries: [{ key: typed, count: 3, example: typed, searches: 3, questions: 0, lastSeen: "2026-11-29" }],
      exits: [{ path: typed, views: 4, exits: 2, exitRate: 0.5 }],
    });
    // Only escaped: no tag, no link, no table cell that a reader's text opened.
    expect(markdown).not.toMatch(/(?<!\\)<img/);
    expect(markdown).not.toMatch(/(?<!\\)\[x(?<!\\)\]\(/);
    expect(markdown).toContain("| \\<img src=x onerror=alert(1)\\> \\[x\\](https://evil.example) \\| \\* | 3 |");
    expect(markdown).toContain("| 4 | 2 | 50 % |");
    expect(markdown.split("\n").filter((line) => line.includes("onerror"))).toHaveLength(2);
  });
});
