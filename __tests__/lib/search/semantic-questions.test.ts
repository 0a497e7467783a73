/**
 * The questions a page answers (frontmatter `questions`) in the semantic data, with a tiny made-up token
 * table (no model): each question has its own vector, mapped to the section of its page closest to it, and
 * a query close to a question finds that section even when no section says it; vectors are stored with 4 bits.
 */
import { SemanticIndex } from "@/lib/search/semantic";
import { buildSemanticData, tableStats } from "@/lib/search/semantic-build";
import type { SearchSection } from "@/lib/search/types";
import { engineFor, section, tinyInputs } from "./helpers";

const pages = (questions?: string[]): SearchSection[] => [
  section("/a/", "Deploys", [], "deploy deploy"),
  section("/a/", "Deploys", ["Domains"], "domain"),
  { ...section("/b/", "Banana", [], "banana"), ...(questions ? { questions } : {}) },
  section("/b/", "Banana", ["Functions"], "function function"),
  section("/c/", "Domains", [], "domain banana"),
];

describe("the token table", () => {
  it("is distilled once per inputs: a rebuild with new sections reuses it and equals a build from fresh inputs", () => {
    const inputs = tinyInputs();
    const before = tableStats.made;
    buildSemanticData(pages(), inputs, 8);
    const again = buildSemanticData(pages(["function timeout"]), inputs, 8);
    expect(tableStats.made).toBe(before + 1);
    expect(Buffer.from(again).equals(Buffer.from(buildSemanticData(pages(["function timeout"]), tinyInputs(), 8)))).toBe(true);
    expect(tableStats.made).toBe(before + 2);
  });

  it("embeds on a rebuild only the texts the last build did not have, and builds the same bytes", () => {
    const inputs = tinyInputs();
    buildSemanticData(pages(), inputs, 8);
    const embed = jest.spyOn(SemanticIndex.prototype, "embed");
    try {
      const edited = pages(["function timeout"]).map((s, i) => (i === 0 ? { ...s, text: "deploy domain" } : s));
      const again = buildSemanticData(edited, inputs, 8);
      expect(embed.mock.calls.map(([text]) => text)).toEqual([expect.stringContaining("deploy domain"), "function timeout"]);
      expect(Buffer.from(again).equals(Buffer.from(buildSemanticData(edited, tinyInputs(), 8)))).toBe(true);
    } finally {
      embed.mockRestore();
    }
  });
});

describe("questions in the semantic data", () => {
  const withQuestions = new SemanticIndex(buildSemanticData(pages(["function timeout", "timeout"]), tinyInputs(), 8));
  const without = new SemanticIndex(buildSemanticData(pages(), tinyInputs(), 8));

  it("maps each question to the closest section of its page", () => {
    // "function timeout" is closest to the Functions section of /b/ (short id 3).
    expect(withQuestions.header.questions?.[0]).toBe(3);
    expect(withQuestions.header.questions).toHaveLength(2);
    expect(without.header.questions).toBeUndefined();
  });

  it("finds a page by the question it answers, in words no section uses", () => {
    const similarities = withQuestions.similarities("deadline")!;
    const best = Array.from(similarities.keys()).sort((a, b) => similarities[b]! - similarities[a]!)[0]!;
    expect([2, 3]).toContain(best);
    expect(Math.max(similarities[2]!, similarities[3]!)).toBeGreaterThan(0.9);
    // Without the questions, nothing on /b/ is close to "deadline".
    const before = without.similarities("deadline")!;
    expect(Math.max(before[2]!, before[3]!)).toBeLessThan(0.5);
    // Hybrid search: lexically nothing has "deadline"; by its question, /b/ comes first.
    const sections = pages(["function timeout", "timeout"]);
    const ranked = engineFor(sections).searchSections("deadline", 10, withQuestions);
    expect(ranked[0]?.path).toBe("/b/");
  });

  it("stores the section and question vectors with 4 bits, ranking as the 8-bit vectors do", () => {
    const eight = new SemanticIndex(buildSemanticData(pages(["function timeout", "timeout"]), tinyInputs(), 8, 8));
    const four = new SemanticIndex(buildSemanticData(pages(["function timeout", "timeout"]), tinyInputs(), 8));
    expect(eight.header.bits).toBe(8);
    expect(four.header.bits).toBe(4);
    for (const query of ["deadline", "domain", "deploy function", "banana"]) {
      const a = eight.similarities(query)!;
      const b = four.similarities(query)!;
      a.forEach((value, i) => expect(Math.abs(value - b[i]!)).toBeLessThan(0.08));
    }
  });
});
