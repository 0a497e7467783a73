/**
 * The ranking as it was first written, on MiniSearch's own search(): every match built into a result, every
 * variant's kept, every section fused and sorted, then cut. The engine computes the same from typed arrays
 * and only builds what it shows (lib/search/score.ts, engine.ts); tests hold the two equal.
 */
import type MiniSearch from "minisearch";
import { groupByPage, SEARCH_OPTIONS, type RankedSection, type SearchEngine } from "@/lib/search/engine";
import type { StoredSection } from "@/lib/search/index-options";
import { FUSION, fuseRankings, type SemanticIndex } from "@/lib/search/semantic";
import { expandQuery } from "@/lib/search/synonyms";
import { queryTerms } from "@/lib/search/terms";

type Mini = MiniSearch & { section(shortId: number): StoredSection & { id: string }; documentFrequency(term: string): number; shortId(id: string): number | undefined };

function lexical(mini: Mini, query: string): RankedSection[] {
  const n = mini.documentCount;
  const best = new Map<string, RankedSection>();
  for (const variant of expandQuery(query)) {
    const wanted = queryTerms(variant);
    if (wanted.length === 0) continue;
    const weights = new Map(wanted.map((term) => [term, Math.log(1 + (n - mini.documentFrequency(term) + 0.5) / (mini.documentFrequency(term) + 0.5))]));
    const total = [...weights.values()].reduce((a, b) => a + b, 0);
    const options = { ...SEARCH_OPTIONS, boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) => (stored as StoredSection | undefined)?.weight ?? 1 };
    for (const result of mini.search(variant, options)) {
      const coverage = [...new Set(result.queryTerms)].reduce((sum, term) => sum + (weights.get(term) ?? 0), 0) / total;
      const score = result.score * coverage * coverage;
      const previous = best.get(result.id as string);
      if (previous && previous.score >= score) continue;
      const stored = result as unknown as StoredSection;
      best.set(result.id as string, { id: result.id as string, path: stored.path, anchor: stored.anchor, pageTitle: stored.pageTitle, headings: stored.headings, score, terms: result.terms });
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/** The engine's ranking of a query, computed the straightforward way. */
export function referenceRanking(engine: SearchEngine, query: string, limit: number, semantic?: SemanticIndex): RankedSection[] {
  const mini = (engine as unknown as { mini: Mini }).mini;
  const lexicalRanking = lexical(mini, query);
  const match = semantic && semantic.header.sections === engine.size ? semantic.match(query) : null;
  if (!semantic || !match) return lexicalRanking.slice(0, limit);
  const semanticSections = semantic.rank(match.best, 100).map(({ section, score }): RankedSection => ({ ...mini.section(section), score, terms: [] }));
  const weight = FUSION.semanticWeight;
  const pageScores = fuseRankings([
    [groupByPage(lexicalRanking).map((page) => page.path), 1],
    [groupByPage(semanticSections).map((page) => page.path), weight],
  ]);
  const sectionScores = fuseRankings([
    [lexicalRanking.map((s) => s.id), 1],
    [semanticSections.map((s) => s.id), weight],
  ]);
  const all = new Map<string, RankedSection>();
  for (const section of [...lexicalRanking, ...semanticSections]) if (!all.has(section.id)) all.set(section.id, section);
  const ordered = [...all.values()].sort((a, b) => (pageScores.get(b.path) ?? 0) - (pageScores.get(a.path) ?? 0) || (sectionScores.get(b.id) ?? 0) - (sectionScores.get(a.id) ?? 0));
  const seen = new Map<string, number>();
  return ordered.slice(0, limit).map((section) => {
    const rank = seen.get(section.path) ?? 0;
    seen.set(section.path, rank + 1);
    return { ...section, score: (pageScores.get(section.path) ?? 0) * 0.5 ** rank, similarity: match.best[mini.shortId(section.id) ?? -1] ?? 0 };
  });
}
