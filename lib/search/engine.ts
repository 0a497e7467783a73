import MiniSearch, { type SearchOptions } from "minisearch";
import { indexOptions, type IndexedSection, type StoredSection } from "./index-options";
import { unpackIndex, type PackedIndex } from "./pack";
import { expandQuery } from "./synonyms";
import { queryTerms } from "./terms";

/** One section that matched, with what matched. */
export interface RankedSection extends StoredSection {
  id: string;
  score: number;
  /** Index terms that matched (after prefix and typo expansion), for highlighting. */
  terms: string[];
}

/** Titles outrank headings, headings outrank body text. */
export const FIELD_BOOST = { title: 3, heading: 2.5, text: 1 };

const searchOptions: SearchOptions = {
  boost: FIELD_BOOST,
  combineWith: "OR",
  // Prefix matching for what is being typed; typos: one edit from 4 letters, two from 6 (a swapped pair of letters is two).
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 6 ? 2 : term.length >= 4 ? 1 : false),
  maxFuzzy: 2,
  weights: { fuzzy: 0.4, prefix: 0.6 },
  boostDocument: (_id, _term, stored) => (stored as StoredSection | undefined)?.weight ?? 1,
};

/**
 * MiniSearch filled straight from the packed index. MiniSearch.loadJS() wants plain objects keyed by
 * number strings and converts them to maps again, which costs the browser 200 ms on our index; this
 * sets the same maps through MiniSearch's protected fields in a few tens of milliseconds. A test checks
 * it answers exactly like an index built with addAll().
 */
class PackedMiniSearch extends MiniSearch<IndexedSection> {
  constructor(packed: PackedIndex) {
    super(indexOptions);
    const unpacked = unpackIndex(packed);
    this._documentCount = unpacked.documentIds.size;
    this._nextId = unpacked.documentIds.size;
    this._documentIds = unpacked.documentIds;
    this._idToShortId = new Map([...unpacked.documentIds].map(([shortId, id]) => [id, shortId]));
    this._fieldIds = unpacked.fieldIds;
    this._fieldLength = unpacked.fieldLength;
    this._avgFieldLength = unpacked.averageFieldLength;
    this._storedFields = unpacked.storedFields as unknown as Map<number, Record<string, unknown>>;
    this._dirtCount = 0;
    for (const [term, data] of unpacked.index) this._index.set(term, data);
  }
}

/** The local search engine over a packed index. Pure and synchronous, so tests and the browser share it. */
export class SearchEngine {
  private readonly mini: MiniSearch<IndexedSection>;

  constructor(packed: PackedIndex) {
    this.mini = new PackedMiniSearch(packed);
  }

  /** Number of indexed sections. */
  get size(): number {
    return this.mini.documentCount;
  }

  /**
   * Best sections for a query. Each query variant (synonym rewrites) is scored with BM25 over the
   * boosted fields, then multiplied by the share of its words the section matched, so a section
   * with every word beats one that repeats a single word; a section keeps its best variant's score.
   */
  searchSections(query: string, limit = 50): RankedSection[] {
    const best = new Map<string, RankedSection>();
    for (const variant of expandQuery(query)) {
      const wanted = queryTerms(variant);
      if (wanted.length === 0) continue;
      for (const result of this.mini.search(variant, searchOptions)) {
        const coverage = new Set(result.queryTerms).size / wanted.length;
        const score = result.score * coverage * coverage;
        const previous = best.get(result.id);
        if (previous && previous.score >= score) continue;
        const stored = result as unknown as StoredSection;
        best.set(result.id, { id: result.id, path: stored.path, anchor: stored.anchor, pageTitle: stored.pageTitle, headings: stored.headings, score, terms: result.terms });
      }
    }
    return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
  }

  /** Corrections for a query that found nothing: close index terms for its words. */
  suggest(query: string, limit = 3): string[] {
    return this.mini
      .autoSuggest(query, { fuzzy: 0.3, prefix: true, combineWith: "OR" })
      .map((s) => s.suggestion)
      .filter((s) => s.toLowerCase() !== query.toLowerCase())
      .slice(0, limit);
  }
}

/** Pages in order of their best section; each page lists its matching sections, best first. */
export function groupByPage<T extends { path: string; score: number }>(sections: T[], maxPerPage = 3): { path: string; score: number; sections: T[] }[] {
  const pages = new Map<string, { path: string; score: number; sections: T[] }>();
  for (const section of sections) {
    const page = pages.get(section.path);
    if (!page) pages.set(section.path, { path: section.path, score: section.score, sections: [section] });
    else {
      // A page with several matching sections edges ahead of one with a single equal match.
      page.score += section.score * 0.1;
      if (page.sections.length < maxPerPage) page.sections.push(section);
    }
  }
  return [...pages.values()].sort((a, b) => b.score - a.score);
}
