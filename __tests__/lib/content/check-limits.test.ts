import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { analyzeMdx } from "@/lib/content/analyze";
import { checkLimits, findHandTypedLimits } from "@/lib/content/check-limits";
import { listMdx } from "@/lib/content/build";
import type { PageEntry } from "@/lib/content/types";

const hits = (body: string) => findHandTypedLimits(body).map((h) => `${h.line}: ${h.number}`);

describe("limits check (numbers in Limits sections come from limits.yaml)", () => {
  it("fails numbers with a unit typed in a Limits section, down to the next heading of its level", () => {
    const body = [
      "Functions stop after 10 s.", // 1: not in a limits section
      "",
      "## Limits",
      "",
      "Requests time out after 26 seconds and may use 1,024 MB.", // 5
      "",
      "### Rate",
      "",
      "At most 500 per minute, or 30-minute waits.", // 9: a sub-heading stays in the section
      "",
      "## Next steps",
      "",
      "Wait 5 minutes.", // 13: the section has ended
    ].join("\n");
    expect(hits(body)).toEqual(["5: 26 seconds", "5: 1,024 MB", "9: 500 per minute", "9: 30-minute"]);
  });

  it("recognises limits headings by their words: limits, limitations, quotas (not the verb 'Limit who…')", () => {
    for (const heading of ["## Build limits", "## Known limitations", "## Plans and limits", "## Quotas", "### Limits and behaviour"]) {
      expect(hits(`${heading}\n\nUp to 6 MB.`)).toEqual(["3: 6 MB"]);
    }
    expect(hits("## Limit who sees deploy subdomains\n\nUp to 6 MB.")).toEqual([]);
  });

  it("fails a limits table anywhere on the page (a header with a Limit or Quota column)", () => {
    const body = "## Compute\n\n| Primitive | Key limits |\n| --- | --- |\n| Functions | 10 s, 6 MB body |\n\nThen 5 GB of prose.";
    expect(hits(body)).toEqual(["5: 10 s", "5: 6 MB"]);
  });

  it("fails bare counts: 'up to 100', 'at most 5' in a Limits section, and a limits table cell that is only a number", () => {
    const body = [
      "## Limits", // 1
      "",
      "A team has up to 25 projects and at most 3 owners; shares add up to 100.", // 3
      "",
      "| Limit | Value |", // 5
      "| --- | --- |",
      "| Branches per test | 5 |", // 7
      "| Tests per project | <Limit id=\"split-testing.tests\" /> |", // 8
      "| Percentages | whole numbers adding up to 100 |", // 9
      "| Retention | 30 days |", // 10
    ].join("\n");
    expect(hits(body)).toEqual(["3: 25 projects", "3: at most 3", "7: 5", "10: 30 days"]);
  });

  it("passes numbers printed with <Limit> or <LimitsTable>, and numbers in code", () => {
    const body = [
      "## Limits",
      "",
      '| Limit | Value |\n| --- | --- |\n| Time | <Limit id="functions.timeout" /> |',
      'Up to <Limit id="builds.minutes" plan="pro" /> minutes.',
      '<LimitsTable area="functions" />',
      "The error reads `Task timed out after 10.00 seconds`.",
      "```toml\n[functions]\n  timeout = \"26 s\"\n```",
      "Version 22 of Node.js, in 2 regions.",
    ].join("\n");
    expect(hits(body)).toEqual([]);
  });

  it("lets a line opt out explicitly with a reason, on the line or the line before", () => {
    expect(hits("## Limits\n\nA run takes 5 ms. {/* limits: not a limit — a worked example */}")).toEqual([]);
    expect(hits("## Limits\n\n{/* limits: not a limit — GitHub's own rate limits */}\n| Token | Rate |\n| --- | --- |\n| GitHub | 5,000 requests per hour |\n\nLaunchbay allows 500 per minute.")).toEqual(["8: 500 per minute"]);
    // a comment that gives no reason or is another comment is no opt-out
    expect(hits("## Limits\n\nA run takes 5 ms. {/* TODO */}")).toEqual(["3: 5 ms"]);
  });

  it("names the file and the line of the page (frontmatter included) and how to fix it", () => {
    const body = "Intro.\n\n## Limits\n\nUp to 50 MB zipped.";
    const entry = { record: { relativePath: "functions/x.mdx" }, body, bodyLine: 6, analysis: analyzeMdx(body) } as unknown as PageEntry;
    expect(checkLimits(entry)).toEqual([
      expect.stringMatching(/^content\/functions\/x\.mdx:10: "50 MB" in the section "Limits" is typed by hand: add it to content\/limits\.yaml and print it with <Limit id="area\.key" \/>.*not a limit — reason/),
    ]);
  });

  it("the site's pages type no limit by hand", () => {
    const root = path.join(__dirname, "../../../content");
    const found = listMdx(root).flatMap((file) => findHandTypedLimits(matter(fs.readFileSync(path.join(root, file), "utf8"), {}).content).map((h) => `${file}:${h.line}: ${h.number}`));
    expect(found).toEqual([]);
  });
});
