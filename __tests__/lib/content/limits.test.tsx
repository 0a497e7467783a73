/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import { renderToStaticMarkup } from "react-dom/server";
import { generateSiteData } from "../../helpers/site-data";
import { Limit } from "@/components/mdx/limit";
import { analyzeMdx } from "@/lib/content/analyze";
import { buildContentIndex, ContentError } from "@/lib/content/build";
import { limitsById, parseReferenceData, type LimitsFile } from "@/lib/content/reference-data";
import { mdxToMarkdown, renderPageMarkdown } from "@/lib/agents/markdown";
import { buildPageSections } from "@/lib/search/sections";

const fixture = path.join(__dirname, "../../fixtures/site");
const limitsYaml = `
functions:
  title: Functions
  page: /functions/overview/
  limits:
    timeout: { label: Execution time, value: 10 s, note: "Up to 26 s on **Pro**." }
    memory: { label: Memory, value: "1,024 MB" }
edge:
  title: Edge functions
  limits:
    cpu: { label: CPU time, value: 50 ms }
`;
const data = parseReferenceData("/x", (file) => (file === "limits.yaml" ? limitsYaml : undefined));

/** Builds the fixture site with limits.yaml and extra files: the index, or the problems. */
function build(files: Record<string, string>, { limitsPage = true } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "limits-"));
  fs.cpSync(fixture, root, { recursive: true });
  fs.writeFileSync(path.join(root, "limits.yaml"), limitsYaml);
  if (limitsPage) fs.writeFileSync(path.join(root, "all-limits.mdx"), allLimitsPage);
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(root, file), text);
  try {
    return buildContentIndex({ root });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
const allLimitsPage = "---\ntitle: All limits\ndescription: Every limit in one place.\nhidden: true\n---\n\n<LimitsTable />\n";
const page = (body: string) => `---\ntitle: Limits test\ndescription: A page that prints limits.\nhidden: true\n---\n\n${body}\n`;

// <Limit> reads the limits the content step generated from content/, as the routes do.
let removeSiteData: () => void;
beforeAll(() => {
  removeSiteData = generateSiteData(path.join(__dirname, "../../../content"));
});
afterAll(() => removeSiteData());

describe("<Limit id>", () => {
  it("becomes its value in the analysed tree, so Markdown copies and search text show the number, not the tag", () => {
    const { tree } = analyzeMdx("Functions stop after <Limit id=\"functions.timeout\" /> and use at most <Limit id=\"functions.memory\" />.\n\n| Limit | Value |\n| --- | --- |\n| CPU | <Limit id=\"edge.cpu\" /> |", data);
    const markdown = mdxToMarkdown(tree);
    expect(markdown).toContain("Functions stop after 10 s and use at most 1,024 MB.");
    expect(markdown).toMatch(/\| CPU +\| 50 ms +\|/);
    expect(markdown).not.toContain("<Limit");
  });

  it("shows the number in a built page's .md copy and search sections", () => {
    const index = build({ "limits-page.mdx": page("## Timeouts\n\nA function stops after <Limit id=\"functions.timeout\" />.") });
    const entry = index.pages.get("/limits-page/");
    expect(entry).toBeDefined();
    expect(renderPageMarkdown(entry!)).toContain("A function stops after 10 s.");
    const sections = buildPageSections(entry!);
    expect(sections.find((s) => s.anchor === "timeouts")?.text).toBe("A function stops after 10 s.");
  });

  it("fails the content check on an unknown id, with file, line and the ids of the area", () => {
    let problems: string[] = [];
    try {
      build({ "limits-page.mdx": page("Intro.\n\nA function stops after <Limit id=\"functions.timeoutt\" />.") });
    } catch (error) {
      if (error instanceof ContentError) problems = error.problems;
    }
    expect(problems).toEqual(['content/limits-page.mdx:9: <Limit id="functions.timeoutt">: unknown limit id (ids in this area: functions.timeout, functions.memory; see content/limits.yaml)']);
  });

  it("renders the value from content/limits.yaml as a React component, and throws on an unknown id", () => {
    const site = loadYaml(fs.readFileSync(path.join(__dirname, "../../../content/limits.yaml"), "utf8")) as LimitsFile;
    const value = limitsById(site).get("functions.timeout")?.value;
    expect(value).toBeTruthy();
    expect(renderToStaticMarkup(<Limit id="functions.timeout" />)).toBe(`<span class="limit" data-limit="functions.timeout">${value}</span>`);
    expect(() => renderToStaticMarkup(<Limit id="functions.nope" />)).toThrow('<Limit id="functions.nope">: unknown limit id');
  });
});

describe("<LimitsTable />", () => {
  it("renders every area under its own heading with a link to the area's page, or one area's table", () => {
    const all = mdxToMarkdown(analyzeMdx("<LimitsTable />", data).tree);
    expect(all).toContain("## Functions\n\nDetails: [Functions](https://docs.launchbay.com/functions/overview/).");
    expect(all).toMatch(/\| Execution time +\| \*\*10 s\*\* +\| Up to 26 s on \*\*Pro\*\*\. +\|/);
    expect(all).toContain("## Edge functions");
    const one = mdxToMarkdown(analyzeMdx('<LimitsTable area="edge" />', data).tree);
    expect(one).not.toContain("## ");
    expect(one).toMatch(/\| CPU time +\| \*\*50 ms\*\*/);
  });

  it("gives the limits page its headings (table of headings, anchors)", () => {
    expect(analyzeMdx("<LimitsTable />", data).headings.map((h) => h.slug)).toEqual(["functions", "edge-functions"]);
  });
});

describe("the limits page", () => {
  it("is required once limits.yaml exists: some page shows <LimitsTable /> of every area", () => {
    let problems: string[] = [];
    try {
      build({}, { limitsPage: false });
    } catch (error) {
      if (error instanceof ContentError) problems = error.problems;
    }
    expect(problems).toEqual(["content/limits.yaml: no page lists every limit: put <LimitsTable /> (without area) on the limits page"]);
    expect(() => build({ "other-page.mdx": page('<LimitsTable area="edge" />') })).not.toThrow();
    expect(() => build({}, { limitsPage: false })).toThrow(ContentError);
  });
});

describe("limits that differ by plan", () => {
  const planYaml = `
builds:
  title: Builds
  limits:
    timeout: { label: Build time, value: 30 minutes }
    minutes:
      label: Build minutes per month
      plans: { free: "300", pro: "3,000", business: "10,000" }
      note: Then builds stop.
    concurrent:
      label: Concurrent builds
      value: custom
      plans: { free: "1", pro: "3" }
`;
  const planData = parseReferenceData("/x", (file) => (file === "limits.yaml" ? planYaml : undefined));

  it("prints one plan's value with <Limit plan>, and `value` for the plans `plans` does not list", () => {
    const markdown = mdxToMarkdown(
      analyzeMdx('Free: <Limit id="builds.minutes" plan="free" />; Pro: <Limit id="builds.minutes" plan="pro" />; Enterprise: <Limit id="builds.concurrent" plan="enterprise" />; <Limit id="builds.timeout" plan="pro" />.', planData).tree,
    );
    expect(markdown).toContain("Free: 300; Pro: 3,000; Enterprise: custom; 30 minutes.");
  });

  it("shows a column per plan on the limits page where limits differ by plan, and one Value column for the rest", () => {
    const markdown = mdxToMarkdown(analyzeMdx('<LimitsTable area="builds" />', planData).tree);
    expect(markdown).toMatch(/\| Limit +\| Value +\| Notes +\|\n.*\n\| Build time +\| \*\*30 minutes\*\* +\| — +\|/);
    expect(markdown).toMatch(/\| Limit +\| Free +\| Pro +\| Business +\| Notes +\|/);
    expect(markdown).toMatch(/\| Build minutes per month +\| \*\*300\*\* +\| \*\*3,000\*\* +\| \*\*10,000\*\* +\| Then builds stop\. +\|/);
    expect(markdown).toMatch(/\| Concurrent builds +\| \*\*1\*\* +\| \*\*3\*\* +\| \*\*custom\*\* +\| — +\|/);
    expect(markdown).not.toMatch(/Enterprise/);
  });

  it("rejects a limit with neither value nor plans, and plans with a single plan", () => {
    const parse = (yaml: string) => parseReferenceData("/x", (file) => (file === "limits.yaml" ? yaml : undefined)).limits.problems;
    expect(parse("a:\n  title: A\n  limits:\n    x: { label: X }\n")).toEqual([expect.stringMatching(/content\/limits\.yaml:4: a\.limits\.x: a limit needs a value or plans/)]);
    expect(parse("a:\n  title: A\n  limits:\n    x: { label: X, plans: { pro: '1' } }\n")).toEqual([expect.stringMatching(/a\.limits\.x: plans lists at least two plans/)]);
    expect(parse("a:\n  title: A\n  limits:\n    x: { label: X, plans: { pro: '1', gold: '2' } }\n")).toContainEqual(expect.stringMatching(/a\.limits\.x\.plans/));
  });

  it("fails the content check on a per-plan limit without a plan, and on an unknown plan, with file and line", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "limits-plans-"));
    fs.cpSync(fixture, root, { recursive: true });
    fs.writeFileSync(path.join(root, "limits.yaml"), planYaml);
    fs.writeFileSync(path.join(root, "all-limits.mdx"), allLimitsPage);
    fs.writeFileSync(path.join(root, "plans-page.mdx"), page('Intro.\n\nMinutes: <Limit id="builds.minutes" />.\n\nOn Gold: <Limit id="builds.minutes" plan="gold" />.'));
    let problems: string[] = [];
    try {
      buildContentIndex({ root });
    } catch (error) {
      if (error instanceof ContentError) problems = error.problems;
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
    expect(problems).toEqual([
      'content/plans-page.mdx:9: <Limit id="builds.minutes">: this limit differs by plan and has no one value; name one of its plans with plan= (free, pro, business)',
      'content/plans-page.mdx:11: <Limit id="builds.minutes" plan="gold">: unknown plan (plans: free, pro, business, enterprise)',
    ]);
  });

  it("renders one plan's value as a React component from content/limits.yaml", () => {
    const site = loadYaml(fs.readFileSync(path.join(__dirname, "../../../content/limits.yaml"), "utf8")) as LimitsFile;
    const pro = limitsById(site).get("builds.minutes")?.plans?.pro;
    expect(pro).toBeTruthy();
    expect(renderToStaticMarkup(<Limit id="builds.minutes" plan="pro" />)).toBe(`<span class="limit" data-limit="builds.minutes" data-plan="pro">${pro}</span>`);
    expect(() => renderToStaticMarkup(<Limit id="builds.minutes" />)).toThrow('<Limit id="builds.minutes">: no value; it differs by plan, name one');
    // A name every object has is no plan either: no value, not the object's method.
    expect(() => renderToStaticMarkup(<Limit id="builds.minutes" plan="constructor" />)).toThrow('<Limit id="builds.minutes" plan="constructor">: no value for this plan');
  });
});
