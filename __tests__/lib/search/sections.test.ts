import path from "node:path";
import { loadPage } from "@/lib/content/build";
import { buildPageSections, buildSearchSections, isSearchable } from "@/lib/search/sections";
import { fixtureIndex } from "./helpers";

const index = fixtureIndex();
const sections = buildSearchSections(index);

describe("search sections", () => {
  it("indexes every page except the Ask page and pages kept out of search engines", () => {
    const paths = [...new Set(sections.map((s) => s.path))];
    expect(paths).toEqual(["/get-started/", "/guides/", "/guides/deploy/", "/functions/overview/", "/functions/api/", "/domains/get-started-with-domains/"]);
    expect(isSearchable(index.pages.get("/ask-launchbay/")!)).toBe(false);
    expect(isSearchable(index.pages.get("/hidden-page/")!)).toBe(false);
  });

  it("gives each section the heading id the page renders (the TOC's slugs)", () => {
    for (const entry of index.ordered.filter(isSearchable)) {
      const anchors = sections.filter((s) => s.path === entry.record.path && s.anchor).map((s) => s.anchor);
      expect(anchors).toEqual(entry.record.headers.map((h) => h.slug));
    }
  });

  it("keeps the page's heading id for a heading with a kit component in it (a badge is text only in the index)", () => {
    const source =
      '---\ntitle: Bridge\ndescription: A retired integration.\n---\n\n## Current status <Badge phase="deprecated" />\n\nIt still runs.\n\n<PackageManagers command="install bridge" />\n\n## Next steps\n\nMove on.\n';
    const { entry } = loadPage(path.join(__dirname, "../../fixtures/site"), "bridge.mdx", Buffer.from(source));
    const bridge = buildPageSections(entry!);
    expect(bridge.filter((s) => s.anchor).map((s) => [s.anchor, s.headings])).toEqual([
      ["current-status", ["Current status Deprecated"]],
      ["next-steps", ["Next steps"]],
    ]);
    expect(entry!.record.headers.map((h) => h.slug)).toEqual(["current-status", "next-steps"]);
    // The kit's text is still searchable: the badge's words (in the heading) and the command.
    expect(bridge[1]?.code + bridge[1]!.text).toContain("npm install bridge");
  });

  it("records the page title, the heading path and the section's own text", () => {
    const api = sections.filter((s) => s.path === "/functions/api/");
    expect(api.map((s) => [s.id, s.headings])).toEqual([
      ["/functions/api/", []],
      ["/functions/api/#context", ["Context"]],
      ["/functions/api/#limits", ["Limits"]],
      ["/functions/api/#timeout", ["Limits", "Timeout"]],
    ]);
    expect(api.every((s) => s.pageTitle === "Functions API" && s.group === "Platform primitives")).toBe(true);
    expect(api[0]?.text).toBe("The API reference.");
    expect(api[1]?.text).toBe("Text about context.");
    expect(api[3]?.text).toBe("Ten seconds.");
  });

  it("keeps code out of the text, list markers and table rows in it", () => {
    const overview = buildPageSections(index.pages.get("/functions/overview/")!);
    const what = overview.find((s) => s.anchor === "what-functions-do");
    expect(what?.code).toContain('new Response("hi")');
    expect(what?.text).toBe("");
    expect(overview.find((s) => s.anchor === "limits")?.text.startsWith("Limit | Value\nTimeout | 10 s\nMind the { limits }.\n")).toBe(true);
    const domains = buildPageSections(index.pages.get("/domains/get-started-with-domains/")!);
    expect(domains.find((s) => s.anchor === "add-a-custom-domain")?.text.split("\n")).toEqual([
      "1. Open your project in the dashboard.",
      "2. Go to Project configuration › Domain management.",
      "3. Select Add a domain and enter your domain.",
    ]);
  });

  it("ranks overview and section index pages up, deprecated pages down", () => {
    expect(sections.find((s) => s.path === "/functions/overview/")?.weight).toBe(1.2);
    expect(sections.find((s) => s.path === "/guides/")?.weight).toBe(1.2);
    expect(sections.find((s) => s.path === "/functions/api/")?.weight).toBe(1);
  });
});
