/**
 * Hybrid retrieval (lexical + semantic, lib/search/semantic.ts) on this repository's content: the
 * keyword table keeps ≥ 95 % in the top 3, the question set reaches QUESTION_SET_TARGET for search
 * and for Ask's citations (misses printed), and the semantic data is built deterministically from the
 * shipped token table, without running the model.
 */
import { embedStats } from "@/lib/search/embed";
import type { SearchEngine } from "@/lib/search/engine";
import { askCites, hitRate, type QuestionResult, searchTop3, sectionSource, splitTop3 } from "@/lib/search/measure";
import { SemanticIndex } from "@/lib/search/semantic";
import { buildSemanticData, getTokenTable, readTokenTable, type TokenTable } from "@/lib/search/semantic-build";
import type { SearchSection } from "@/lib/search/types";
import { buildPackedIndex } from "@/lib/search/build-index";
import { splitIndex } from "@/lib/search/shards";
import { BLIND_FLOOR, BLIND_SET, HELD_OUT_SET, QUESTION_SET, QUESTION_SET_FLOOR, QUESTION_SET_TARGET, TYPO_FLOOR, TYPO_SET } from "./question-set";
import { RANKING_QUERIES } from "./ranking-queries";
import { getSemanticData } from "@/lib/search/server";
import { engineFor } from "./helpers";
import { referenceRanking } from "./reference-ranking";
import { siteContent } from "./site-content";

jest.setTimeout(600_000);

const rate = (name: string, results: QuestionResult[]) => {
  const { hits, share, misses } = hitRate(results);
  console.log(`${name}: ${hits}/${results.length} = ${(share * 100).toFixed(1)} %\nmisses:\n${misses.join("\n")}`);
  return { share, misses };
};

describe("hybrid search on the real content", () => {
  let sections: SearchSection[];
  let engine: SearchEngine;
  let table: TokenTable;
  let data: Uint8Array;
  let semantic: SemanticIndex;

  beforeAll(async () => {
    ({ sections } = siteContent());
    engine = engineFor(sections);
    table = await getTokenTable();
    // The semantic data the build stored for these sections (built here when none is stored); the determinism test
    // below builds it again and compares.
    data = await getSemanticData(sections);
    semantic = new SemanticIndex(data);
  });

  // Each question's answers are computed once per file: several tests read the same ones (ranking is deterministic).
  const memo = new Map<string, string[]>();
  const once = (key: string, compute: () => string[]) => memo.get(key) ?? (memo.set(key, compute()), memo.get(key) as string[]);
  const top3 = (query: string, withSemantic = true) => once(`${withSemantic}\0${query}`, () => searchTop3(engine, query, withSemantic ? semantic : undefined));

  // The engine scores into typed arrays and builds only the sections it shows (lib/search/score.ts): it must rank
  // exactly as MiniSearch's search(), fused and sorted in full, would.
  it("ranks the question set exactly as MiniSearch's search() fused in full would", () => {
    // Every third question: the straightforward computation takes ~100 ms a question.
    const differing = QUESTION_SET.filter((_, i) => i % 3 === 0)
      .filter(({ question }) => {
        const ranked = engine.searchSections(question, 80, semantic);
        return JSON.stringify(ranked) !== JSON.stringify(referenceRanking(engine, question, 80, semantic));
      })
      .map((q) => q.question);
    expect(differing).toEqual([]);
  });

  it("keeps the keyword table at ≥ 95 % in the top 3 with fusion", () => {
    const { share, misses } = rate(
      "keyword table, hybrid",
      RANKING_QUERIES.map(([question, page]) => ({ question, expected: [page], top: top3(question) })),
    );
    if (share < 0.95) throw new Error(`keyword table ${(share * 100).toFixed(1)} %, below 95 %:\n${misses.join("\n")}`);
  });

  it("finds more of the question set than lexical search alone", () => {
    const lexical = rate(
      "question set, lexical",
      QUESTION_SET.map((q) => ({ ...q, top: top3(q.question, false) })),
    );
    const hybrid = rate(
      "question set, hybrid",
      QUESTION_SET.map((q) => ({ ...q, top: top3(q.question) })),
    );
    expect(hybrid.share).toBeGreaterThan(lexical.share);
  });

  it(`question set: hybrid search top-3 rate ≥ ${QUESTION_SET_FLOOR.hybrid * 100} % (target ${QUESTION_SET_TARGET * 100} %)`, () => {
    const { share, misses } = rate(
      "question set, hybrid search",
      QUESTION_SET.map((q) => ({ ...q, top: top3(q.question) })),
    );
    if (share < QUESTION_SET_FLOOR.hybrid) throw new Error(`${(share * 100).toFixed(1)} % in the top 3, below the floor of ${QUESTION_SET_FLOOR.hybrid * 100} %; misses:\n${misses.join("\n")}`);
    expect(share).toBeGreaterThanOrEqual(QUESTION_SET_FLOOR.hybrid);
  });

  it(`question set: Ask cites an expected page for ≥ ${QUESTION_SET_FLOOR.ask * 100} % (target ${QUESTION_SET_TARGET * 100} %)`, async () => {
    const source = sectionSource(engine, sections, semantic);
    const results = await Promise.all(QUESTION_SET.map(async (q) => ({ ...q, top: await askCites(source, q.question) })));
    const { share, misses } = rate("question set, Ask citations", results);
    if (share < QUESTION_SET_FLOOR.ask)
      throw new Error(`Ask cites an expected page for ${(share * 100).toFixed(1)} %, below the floor of ${QUESTION_SET_FLOOR.ask * 100} %; misses:\n${misses.join("\n")}`);
    expect(share).toBeGreaterThanOrEqual(QUESTION_SET_FLOOR.ask);
  });

  /**
   * The second set: 60 questions (6 per sidebar group, one page each) written after the method was fixed by a
   * writer who saw neither the pages' keywords nor the first set. Measured once blind (search 76.7 %, Ask 76.7 %);
   * from now on a regression floor like the first, printed with its misses.
   */
  it("held-out question set: search top 3 and Ask citations hold their first, blind measure", async () => {
    const heldOut = HELD_OUT_SET;
    expect(heldOut).toHaveLength(60);
    expect(heldOut.flatMap((q) => q.expected).filter((page) => !sections.some((s) => s.path === page))).toEqual([]);
    const search = rate(
      "held-out set, hybrid search",
      heldOut.map((q) => ({ ...q, top: top3(q.question) })),
    );
    const source = sectionSource(engine, sections, semantic);
    const asked = await Promise.all(heldOut.map(async (q) => ({ ...q, top: await askCites(source, q.question) })));
    const ask = rate("held-out set, Ask citations", asked);
    expect(search.share).toBeGreaterThanOrEqual(0.75);
    expect(ask.share).toBeGreaterThanOrEqual(0.75);
  });

  // The blind sets (issue #28), when their files are present: search top 3 and Ask citations, misses printed.
  (BLIND_SET ? it : it.skip)(`blind question set: search top 3 ≥ ${BLIND_FLOOR.search * 100} %, Ask citations ≥ ${BLIND_FLOOR.ask * 100} %`, async () => {
    const blind = BLIND_SET!;
    expect(blind.flatMap((q) => q.expected).filter((page) => !sections.some((s) => s.path === page))).toEqual([]);
    const search = rate(
      "blind set, hybrid search",
      blind.map((q) => ({ ...q, top: top3(q.question) })),
    );
    const source = sectionSource(engine, sections, semantic);
    const ask = rate("blind set, Ask citations", await Promise.all(blind.map(async (q) => ({ ...q, top: await askCites(source, q.question) }))));
    expect(search.share).toBeGreaterThanOrEqual(BLIND_FLOOR.search);
    expect(ask.share).toBeGreaterThanOrEqual(BLIND_FLOOR.ask);
  });

  // Typos anywhere in a word: answered as the browser's first query, from the split index's core and the shards it picks.
  (TYPO_SET ? it : it.skip)(`typo question set: first-query search top 3 on the split index ≥ ${TYPO_FLOOR.search * 100} %`, () => {
    const typos = TYPO_SET!;
    expect(typos.flatMap((q) => q.expected).filter((page) => !sections.some((s) => s.path === page))).toEqual([]);
    const split = splitIndex(buildPackedIndex(sections));
    const results = typos.map((q) => ({ ...q, top: splitTop3(split, q.question, semantic) }));
    const search = rate("typo set, hybrid search (split index, first query)", results);
    // The split index answers as the whole one: its shard choice loses no typo match.
    expect(results.filter((q) => q.top.join() !== top3(q.question).join()).map((q) => q.question)).toEqual([]);
    expect(search.share).toBeGreaterThanOrEqual(TYPO_FLOOR.search);
  });

  it("builds the semantic data deterministically from the shipped token table, running no model", async () => {
    // The same process is given the same table; read afresh (as a second build would), it builds the same bytes.
    expect(await getTokenTable()).toBe(table);
    const again = buildSemanticData(sections, await readTokenTable());
    expect(Buffer.from(again).equals(Buffer.from(data))).toBe(true);
    expect(embedStats).toEqual({ embedded: 0, reused: 0 });
  });

  it("keeps the semantic data within its budget", async () => {
    const { gzipSync } = await import("node:zlib");
    expect(gzipSync(data).length).toBeLessThan(1.5 * 1024 * 1024);
    expect(semantic.header.sections).toBe(sections.length);
  });
});
