/**
 * How well search and Ask answer a set of questions, and what the split index costs a first query: the
 * measures of issue #14, shared by the tests (hybrid.integration.test.ts, shards.integration.test.ts) and `npm run bench:search`.
 * Build-time code (Node): the same engine, semantic index and Ask code as the browser.
 */
import { gzipSync } from "node:zlib";
import { composeAnswer, pageOf } from "../ask/compose";
import { retrieve, type SectionSource } from "../ask/retrieve";
import { buildPackedIndex, buildPageTexts } from "./build-index";
import { groupByPage, SearchEngine } from "./engine";
import type { SemanticIndex } from "./semantic";
import { splitIndex, type SplitIndex } from "./shards";
import type { SearchSection } from "./types";

/** A question a reader asks, with the pages that answer it. */
export interface RatedQuestion {
  question: string;
  expected: string[];
}

/** What one question got: search's top three pages, the pages Ask cited. */
export interface QuestionResult extends RatedQuestion {
  top: string[];
}

/** The share of results with an expected page among what they got, and the misses (printable). */
export function hitRate(results: QuestionResult[]): { hits: number; share: number; misses: string[] } {
  const misses = results.filter((r) => !r.top.some((page) => r.expected.includes(page))).map((r) => `"${r.question}" → ${r.expected.join(" | ")}, got ${r.top.join(", ") || "nothing"}`);
  const hits = results.length - misses.length;
  return { hits, share: results.length ? hits / results.length : 0, misses };
}

/** Search's first `count` pages for a query (hybrid when `semantic` is given), as the dialog shows them. */
const shownPages = (engine: SearchEngine, query: string, count: number, semantic?: SemanticIndex): string[] =>
  groupByPage(engine.searchSections(query, 80, semantic))
    .slice(0, count)
    .map((p) => p.path);

/** Search's top three pages for a query (hybrid when `semantic` is given), as the dialog shows them. */
export const searchTop3 = (engine: SearchEngine, query: string, semantic?: SemanticIndex): string[] => shownPages(engine, query, 3, semantic);

/**
 * Search's top three pages for a first query on a split index, as the browser answers it: a fresh engine on
 * the core, with only the term shards the query asks for and the blocks of the pages it shows.
 */
export function splitTop3(split: SplitIndex, query: string, semantic?: SemanticIndex): string[] {
  const engine = new SearchEngine(split.core);
  for (const name of engine.missingShards(query)) engine.add(name, split.files.get(name)!);
  for (const name of engine.missingBlocks(shownPages(engine, query, 8, semantic))) engine.add(name, split.files.get(name)!);
  return searchTop3(engine, query, semantic);
}

/** Ask's retrieval over an in-memory engine and the sections' texts (the browser fetches the same from files). */
export function sectionSource(engine: SearchEngine, sections: SearchSection[], semantic?: SemanticIndex): SectionSource {
  const texts = buildPageTexts(sections);
  return {
    sections: async (query, limit, waitForSemantic) => engine.searchSections(query, limit, waitForSemantic ? semantic : undefined),
    pageTexts: async (pagePath) => new Map(texts.get(pagePath)?.sections ?? []),
  };
}

/** The pages Ask cites for a question (composed from the docs, as without an answer service). */
export async function askCites(source: SectionSource, question: string): Promise<string[]> {
  const answer = composeAnswer(question, await retrieve(source, question));
  return [...new Set(answer.citations.map(pageOf))];
}

/** `copies` copies of the sections under /copy-N/ paths: the bench's scaled content for the index. */
export function scaleSections(sections: SearchSection[], copies: number): SearchSection[] {
  return Array.from({ length: copies }, (_, copy) =>
    sections.map((s) => (copy === 0 ? s : { ...s, id: `/copy-${copy}${s.id}`, path: `/copy-${copy}${s.path}`, pageTitle: `${s.pageTitle} (${copy})` })),
  ).flat();
}

/**
 * What the browser's first query transfers (gzip bytes) for each question: the core, the shards of the
 * query's words and the blocks of the first eight pages (lib/search/local.ts asks for exactly these). A core-only
 * engine that never adds a file names what a fresh browser engine is missing; the whole index ranks the pages (a
 * query's own shards rank exactly as the whole index: shards.integration.test.ts).
 */
export function firstQueryBytes(sections: SearchSection[], questions: string[]): { pages: number; whole: number; core: number; median: number; max: number } {
  const packed = buildPackedIndex(sections);
  const split = splitIndex(packed);
  const gz = (data: unknown) => gzipSync(JSON.stringify(data)).length;
  const sizes = new Map([...split.files].map(([name, file]) => [name, gz(file)]));
  const core = gz(split.core);
  const fresh = new SearchEngine(split.core);
  const whole = new SearchEngine(packed);
  const bytes = questions
    .map((question) => {
      const names = fresh.missingShards(question);
      const blocks = fresh.missingBlocks(shownPages(whole, question, 8));
      return core + [...names, ...blocks].reduce((sum, name) => sum + (sizes.get(name) ?? 0), 0);
    })
    .sort((a, b) => a - b);
  return { pages: split.core.pages.length, whole: gz(packed), core, median: bytes[bytes.length >> 1] ?? 0, max: bytes[bytes.length - 1] ?? 0 };
}
