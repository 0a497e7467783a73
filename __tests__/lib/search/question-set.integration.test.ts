/**
 * The question set (question-set.ts, its questions in questions.json) against this repository's own content/: every expected page
 * exists, the set covers every sidebar group, and search puts an expected page in its top 3 for
 * QUESTION_SET_TARGET of the questions (misses printed). RANKING_CONTENT_ROOT points it elsewhere.
 */
import type { SidebarNode } from "@/lib/content/sidebar";
import { groupByPage } from "@/lib/search/engine";
import { QUESTION_SET, QUESTION_SET_FLOOR, QUESTION_SET_TARGET } from "./question-set";
import { engineFor } from "./helpers";
import { siteContent } from "./site-content";

describe("question set on the real content", () => {
  const { index, sections } = siteContent();

  /** Page path → its sidebar group label. */
  const groupOf = new Map<string, string>();
  const walk = (label: string, items: SidebarNode[]) => {
    for (const item of items) {
      if (item.type === "page") groupOf.set(item.path, label);
      else {
        if (item.path) groupOf.set(item.path, label);
        walk(label, item.items);
      }
    }
  };
  for (const group of index.sidebar) walk(group.label, group.items);

  it("has at least 90 distinct questions, each naming pages that exist", () => {
    expect(QUESTION_SET.length).toBeGreaterThanOrEqual(90);
    expect(new Set(QUESTION_SET.map((q) => q.question.toLowerCase())).size).toBe(QUESTION_SET.length);
    const missing = QUESTION_SET.flatMap((q) => q.expected.filter((page) => !index.pages.has(page)).map((page) => `"${q.question}" → ${page}`));
    expect(missing).toEqual([]);
    expect(QUESTION_SET.filter((q) => q.expected.length === 0)).toEqual([]);
  });

  it("covers every sidebar group with at least 6 questions, each labelled with its first page's group", () => {
    const wrong = QUESTION_SET.filter((q) => {
      const page = q.expected[0]!;
      // Hidden pages have no sidebar group: the label is then taken on trust.
      return groupOf.has(page) && groupOf.get(page) !== q.group;
    }).map((q) => `"${q.question}": ${q.group} ≠ ${groupOf.get(q.expected[0]!)}`);
    expect(wrong).toEqual([]);
    const counts = new Map(index.sidebar.map((group) => [group.label, 0]));
    for (const q of QUESTION_SET) counts.set(q.group, (counts.get(q.group) ?? 0) + 1);
    expect(counts.size).toBe(10);
    expect([...counts].filter(([, count]) => count < 6)).toEqual([]);
  });

  it("includes the issue's three questions", () => {
    const expectedFor = (question: string) => QUESTION_SET.find((q) => q.question === question)?.expected;
    expect(expectedFor("move my domain name over from another registrar")).toContain("/domains/manage-domains/transfer-a-domain/");
    expect(expectedFor("block junk submissions from bots on my contact page")).toContain("/forms/spam-filters/");
    expect(expectedFor("require a second login step for everyone in the organization")).toContain("/security/secure-launchbay-access/enforce-2FA/");
  });

  it(`question set: lexical search top-3 rate ≥ ${QUESTION_SET_FLOOR.lexical * 100} % (target ${QUESTION_SET_TARGET * 100} %)`, () => {
    const engine = engineFor(sections);
    const results = QUESTION_SET.map((q) => {
      const top = groupByPage(engine.searchSections(q.question))
        .slice(0, 3)
        .map((p) => p.path);
      return { ...q, top, hit: top.some((page) => q.expected.includes(page)) };
    });
    const misses = results.filter((r) => !r.hit).map((r) => `"${r.question}" → ${r.expected.join(" | ")}, got ${r.top.join(", ") || "nothing"}`);
    const share = (results.length - misses.length) / results.length;
    console.log(
      `question set: ${results.length - misses.length}/${results.length} = ${(share * 100).toFixed(1)} % in the top 3 (target ${QUESTION_SET_TARGET * 100} %)\nmisses:\n${misses.join("\n")}`,
    );
    if (share < QUESTION_SET_FLOOR.lexical) throw new Error(`${(share * 100).toFixed(1)} % in the top 3, below the floor of ${QUESTION_SET_FLOOR.lexical * 100} %; misses:\n${misses.join("\n")}`);
    expect(share).toBeGreaterThanOrEqual(QUESTION_SET_FLOOR.lexical);
  });
});
