import { buildAlgoliaSettings, buildAlgoliaSynonyms, buildDocSearchRecords, buildPinRules, MAX_CONTENT_BYTES, MAX_PROMOTED } from "@/lib/search/docsearch";
import { buildSearchSections, fixtureIndex, section } from "./helpers";

const records = buildDocSearchRecords(buildSearchSections(fixtureIndex()));

describe("DocSearch records", () => {
  it("gives each section a hierarchy: sidebar group, page title, heading path", () => {
    const timeout = records.find((r) => r.objectID === "/functions/api/#timeout");
    expect(timeout).toMatchObject({
      url: "https://docs.launchbay.com/functions/api/#timeout",
      url_without_anchor: "https://docs.launchbay.com/functions/api/",
      anchor: "timeout",
      type: "lvl3",
      hierarchy: { lvl0: "Platform primitives", lvl1: "Functions API", lvl2: "Limits", lvl3: "Timeout", lvl4: null, lvl5: null, lvl6: null },
      content: "Ten seconds.",
      lang: "en-US",
    });
  });

  it("describes a page intro at lvl1 with the description in its content, hidden pages under Documentation", () => {
    const intro = records.find((r) => r.objectID === "/domains/get-started-with-domains/");
    expect(intro).toMatchObject({
      type: "lvl1",
      anchor: null,
      url: "https://docs.launchbay.com/domains/get-started-with-domains/",
      hierarchy: { lvl0: "Documentation", lvl1: "Get started with domains", lvl2: null },
    });
    expect(intro?.content).toMatch(/^Add a custom domain to a project/);
  });

  it("puts the questions a page answers on its intro record only, as the local index does", () => {
    const sections = buildSearchSections(fixtureIndex()).map((s) => (s.id === "/functions/api/" ? { ...s, questions: ["how long can a function run"] } : s));
    const withQuestions = buildDocSearchRecords(sections);
    expect(withQuestions.find((r) => r.objectID === "/functions/api/")?.questions).toEqual(["how long can a function run"]);
    expect(withQuestions.filter((r) => r.questions).map((r) => r.objectID)).toEqual(["/functions/api/"]);
  });

  it("has unique object ids, section order within a page, and no content for empty sections", () => {
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
    expect(records.filter((r) => r.url_without_anchor.endsWith("/functions/api/")).map((r) => r.weight.position)).toEqual([0, 1, 2, 3]);
    expect(records.find((r) => r.objectID === "/functions/overview/#what-functions-do")?.content).toBeNull();
    expect(records.find((r) => r.objectID === "/functions/overview/")?.weight.pageRank).toBe(12);
  });

  it("puts the page's search keywords on its intro record only", () => {
    expect(records.find((r) => r.objectID === "/functions/api/")?.keywords).toEqual(["request handler", "cloud endpoint"]);
    expect(records.filter((r) => r.url_without_anchor.endsWith("/functions/api/") && r.anchor).map((r) => r.keywords)).toEqual([undefined, undefined, undefined]);
  });

  it("cuts content to fit Algolia's record size", () => {
    const [big] = buildDocSearchRecords([section("/a/", "A", ["Long"], "é word ".repeat(5000))]);
    expect(new TextEncoder().encode(big?.content ?? "").length).toBeLessThanOrEqual(MAX_CONTENT_BYTES);
    expect(big?.content?.endsWith("…")).toBe(true);
  });
});

describe("Algolia settings", () => {
  it("search titles before headings before keywords before text and rank by page weight", () => {
    const settings = buildAlgoliaSettings();
    const headings = [1, 2, 3, 4].map((level) => `unordered(hierarchy.lvl${level})`);
    expect(settings.searchableAttributes).toEqual([...headings, "unordered(keywords)", "unordered(questions)", "content"]);
    expect(settings.customRanking[0]).toBe("desc(weight.pageRank)");
  });

  it("carry the local synonyms as one-way synonyms", () => {
    expect(buildAlgoliaSynonyms()).toContainEqual({ objectID: "syn-env-vars", type: "oneWaySynonym", input: "env vars", synonyms: ["environment variables"] });
    expect(buildAlgoliaSynonyms().find((s) => s.input === "sso")?.synonyms).toEqual(["saml sso"]);
  });
});

describe("rules pinning the site's order (search:push --pin)", () => {
  it("makes one rule per distinct query that promotes the ranked section ids in order; blank, comment and unanswered lines get none", async () => {
    const rank = async (query: string) => (query === "nothing here" ? [] : [{ id: `/a/#${query.length}` }, { id: "/b/" }, { id: "/b/" }]);
    const rules = await buildPinRules(["Custom  Domain", "custom domain ", "  ", "# top searches", "nothing here", "{facet:x} dns"], rank);
    expect(rules.map((r) => r.conditions)).toEqual([[{ pattern: "custom domain", anchoring: "is" }], [{ pattern: "facet:x dns", anchoring: "is" }]]);
    expect(rules[0]?.consequence).toEqual({ promote: [{ objectIDs: ["/a/#13", "/b/"], position: 0 }], filterPromotes: false });
    expect(rules[0]?.objectID).toMatch(/^pin-custom-domain-[0-9a-f]+$/);
    expect(new Set(rules.map((r) => r.objectID)).size).toBe(2);
  });

  it(`promotes at most ${MAX_PROMOTED} records a rule (Algolia's limit)`, async () => {
    const [rule] = await buildPinRules(["many"], async () => Array.from({ length: MAX_PROMOTED + 5 }, (_, i) => ({ id: `/p/#${i}` })));
    expect(rule?.consequence.promote[0]?.objectIDs).toHaveLength(MAX_PROMOTED);
    expect(rule?.consequence.promote[0]?.objectIDs[0]).toBe("/p/#0");
  });
});
