/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import { renderToStaticMarkup } from "react-dom/server";
import { Limit } from "@/components/mdx/limit";
import { analyzeMdx } from "@/lib/content/analyze";
import { buildContentIndex, ContentError } from "@/lib/content/build";
import { limitsById, parseReferenceData, type LimitsFile } from "@/lib/content/reference-data";
import { mdxToMarkdown, renderPageMarkdown } from "@/lib/markdown";
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
const data = parseReferenceData("/x", (file) => ({ data: file === "limits.yaml" ? loadYaml(limitsYaml) : undefined, problems: [] }));

/** Builds the fixture site with limits.yaml and extra files: the index, or the problems. */
function build(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "limits-"));
  fs.cpSync(fixture, root, { recursive: true });
  fs.writeFileSync(path.join(root, "limits.yaml"), limitsYaml);
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(root, file), text);
  try {
    return buildContentIndex({ root });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
const page = (body: string) => `---\ntitle: Limits test\ndescription: A page that prints limits.\nhidden: true\n---\n\n${body}\n`;

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
