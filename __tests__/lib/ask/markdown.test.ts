import { pageMarkdownUrl, sectionMarkdown, siteRelative } from "@/lib/ask/markdown";
import { markdownPath } from "@/lib/agents/markdown-path";

const page = [
  "# Functions overview",
  "",
  "> Run server-side code.",
  "",
  "Source: https://docs.launchbay.com/functions/overview/",
  "",
  "Functions run on demand.",
  "",
  "## Limits",
  "",
  "| Limit | Value |",
  "| --- | --- |",
  "| Timeout | 10 s |",
  "",
  "### Memory",
  "",
  "1 GB.",
  "",
  "## Pricing",
  "",
  "```sh",
  "## not a heading",
  "```",
].join("\n");

describe("sections of a page's Markdown copy", () => {
  it("cuts the introduction, a section with its sub-sections, and a sub-section", () => {
    expect(sectionMarkdown(page, [])).toBe("Functions run on demand.");
    expect(sectionMarkdown(page, ["Limits"])).toBe("| Limit | Value |\n| --- | --- |\n| Timeout | 10 s |\n\n### Memory\n\n1 GB.");
    expect(sectionMarkdown(page, ["Limits", "Memory"])).toBe("1 GB.");
    expect(sectionMarkdown(page, ["Pricing"])).toBe("```sh\n## not a heading\n```");
    expect(sectionMarkdown(page, ["Nowhere"])).toBeNull();
  });

  it("finds a page's copy where the build writes it, and makes site links relative", () => {
    for (const path of ["/functions/api/", "/get-started/"]) expect(pageMarkdownUrl(path)).toBe(markdownPath(path));
    expect(siteRelative("https://docs.launchbay.com/forms/setup/#x")).toBe("/forms/setup/#x");
    expect(siteRelative("https://example.com/")).toBe("https://example.com/");
  });
});
