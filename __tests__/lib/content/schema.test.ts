import { parseFrontmatter } from "@/lib/content/schema";

const errorsOf = (raw: unknown) => {
  const result = parseFrontmatter(raw);
  return "errors" in result ? result.errors : [];
};

describe("frontmatter schema", () => {
  it("accepts a minimal page and fills defaults", () => {
    const result = parseFrontmatter({ title: "T", description: "D" });
    expect(result).toEqual({ data: { title: "T", description: "D", layout: "doc", hidden: false } });
  });

  it("accepts every optional field", () => {
    const result = parseFrontmatter({
      title: "T",
      description: "D",
      sidebarTitle: "S",
      prev: { title: "P", url: "/p/" },
      next: false,
      layout: "chat",
      robots: "noindex, nofollow",
      canonicalUrl: "https://docs.launchbay.com/x/",
      image: "/og.png",
      lastUpdated: "2025-03-14",
      status: "end-of-service",
      hidden: true,
      redirects: { index: false },
    });
    expect("data" in result && result.data.lastUpdated?.toISOString()).toBe("2025-03-14T00:00:00.000Z");
  });

  it.each([
    [{ description: "D" }, "title: "],
    [{ title: "T" }, "description: "],
    [{ title: "", description: "D" }, "title: "],
    [{ title: "T", description: "D", descripton: "typo" }, 'unknown field "descripton"'],
    [{ title: "T", description: "D", layout: "wide" }, "layout: "],
    [{ title: "T", description: "D", prev: { title: "P" } }, "prev"],
    [{ title: "T", description: "D", prev: { title: "P", url: "relative/" } }, "prev"],
    [{ title: "T", description: "D", status: "retired" }, "status: "],
    [{ title: "T", description: "D", lastUpdated: "someday" }, "lastUpdated: not a date"],
    [{ title: "T", description: "D", canonicalUrl: "not a url" }, "canonicalUrl: "],
    [{ title: "T", description: "x".repeat(161) }, "description: "],
  ])("rejects %j naming the field", (raw, expected) => {
    const errors = errorsOf(raw);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join("\n")).toContain(expected);
  });
});
