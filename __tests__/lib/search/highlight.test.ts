import { makeSnippet, markTerms, segmentsText } from "@/lib/search/highlight";

const terms = new Set(["domain", "custom"]);

describe("markTerms", () => {
  it("marks the words whose processed form matched, keeping all text", () => {
    const segments = markTerms("Add custom Domains, then DNS.", terms);
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(["custom", "Domains"]);
    expect(segmentsText(segments)).toBe("Add custom Domains, then DNS.");
  });

  it("leaves markup-like text as plain text in the segments", () => {
    const segments = markTerms("<img src=x onerror=alert(1)> custom", terms);
    expect(segmentsText(segments)).toBe("<img src=x onerror=alert(1)> custom");
  });
});

describe("makeSnippet", () => {
  it("picks the line with the most matched words", () => {
    const text = "Intro line about projects.\nAdd a custom domain to the project.\nAnother custom thing.";
    expect(segmentsText(makeSnippet(text, terms))).toBe("Add a custom domain to the project.");
  });

  it("cuts long lines around the first match, with ellipses", () => {
    const text = `${"Lorem ipsum dolor sit amet. ".repeat(10)}Here the custom domain appears. ${"More words follow here. ".repeat(10)}`;
    const snippet = segmentsText(makeSnippet(text, terms, 120));
    expect(snippet.startsWith("… ")).toBe(true);
    expect(snippet.endsWith(" …")).toBe(true);
    expect(snippet).toContain("custom domain");
    expect(snippet.length).toBeLessThanOrEqual(130);
  });

  it("leaves out list markers", () => {
    expect(segmentsText(makeSnippet("1. Add a custom domain.\n- Another custom line.", terms))).toBe("Add a custom domain.");
  });

  it("falls back to the start of the section, and to nothing for an empty one", () => {
    expect(segmentsText(makeSnippet("First line.\nSecond.", new Set(["zebra"])))).toBe("First line.");
    expect(makeSnippet("", terms)).toEqual([]);
  });
});
