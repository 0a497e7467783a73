import MiniSearch, { type SearchOptions } from "minisearch";
import { indexOptions, type IndexedSection, type StoredSection } from "./index-options";
import { unpackIndex, unpackPostings, unpackSections, type PackedIndex, type UnpackedIndex } from "./pack";
import { blockFor, shardsOfTerms, unpackCore, type IndexCore, type SectionBlock, type TermShard } from "./shards";
import { FUSION, fuseRankings, type SemanticIndex, type SemanticMatch } from "./semantic";
import { expandQuery } from "./synonyms";
import { queryTerms } from "./terms";

/** One section that matched, with what matched. */
export interface RankedSection extends StoredSection {
  id: string;
  score: number;
  /** Index terms that matched (after prefix and typo expansion), for highlighting. */
  terms: string[];
  /** Cosine of the section's vector with the query's (hybrid search only). */
  similarity?: number;
}

/**
 * Titles outrank headings, headings outrank a page's search keywords, keywords outrank body text; the
 * questions a page answers weigh as its text (boosted higher, they crowd out pages that say it: docs/search.md).
 */
export const FIELD_BOOST = { title: 3, heading: 2.5, keywords: 2, text: 1, questions: 1 };

/** Prefix matching for what is being typed, from two letters. */
const prefixMatch = (term: string) => term.length >= 2;
/** Typos: one edit from 4 letters, two from 6 (a swapped pair of letters is two). */
/** How far a suggestion may be from a word that found nothing: 0.3 of its length (MiniSearch rounds it). */
const SUGGEST_FUZZY = 0.3;
const fuzzyDistance = (term: string) => (term.length >= 6 ? 2 : term.length >= 4 ? 1 : false);

const searchOptions: SearchOptions = {
  boost: FIELD_BOOST,
  combineWith: "OR",
  prefix: prefixMatch,
  fuzzy: fuzzyDistance,
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
  constructor(unpacked: UnpackedIndex) {
    super(indexOptions);
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

  /** Adds the postings of a term shard (the sharded index loads them as queries need them). */
  addTerms(terms: string[], shard: TermShard): void {
    shard.postings.forEach((postings, i) => this._index.set(terms[shard.first + i] as string, unpackPostings(postings)));
  }

  /** The index terms a query term matches, as search() matches them: itself, by prefix, and within its typo distance. */
  matchingTerms(term: string): string[] {
    const found = new Set<string>();
    if (this._index.has(term)) found.add(term);
    if (prefixMatch(term)) for (const key of this._index.atPrefix(term).keys()) found.add(key);
    const distance = fuzzyDistance(term);
    if (distance) for (const key of this._index.fuzzyGet(term, distance).keys()) found.add(key);
    return [...found];
  }

  /** The index terms within `distance` edits of a term (the suggestions' reach). */
  termsWithin(term: string, distance: number): string[] {
    return [...this._index.fuzzyGet(term, distance).keys()];
  }

  /** A section by short id, as a result shows it. */
  section(shortId: number): StoredSection & { id: string } {
    const stored = this._storedFields.get(shortId) as unknown as StoredSection;
    return { id: this._documentIds.get(shortId) as string, path: stored.path, anchor: stored.anchor, pageTitle: stored.pageTitle, headings: stored.headings };
  }

  /** In how many sections a term occurs (any field). */
  documentFrequency(term: string): number {
    const fields = this._index.get(term);
    if (!fields) return 0;
    const docs = new Set<number>();
    for (const postings of fields.values()) for (const id of postings.keys()) docs.add(id);
    return docs.size;
  }

  /** The short id of a section id. */
  shortId(id: string): number | undefined {
    return this._idToShortId.get(id);
  }

  /** Fills in the ids, anchors and heading paths of a block's sections. */
  addSections(entries: [number, string, StoredSection][]): void {
    for (const [shortId, id, stored] of entries) {
      const previous = this._documentIds.get(shortId);
      if (previous !== undefined) this._idToShortId.delete(previous);
      this._documentIds.set(shortId, id);
      this._idToShortId.set(id, shortId);
      this._storedFields.set(shortId, stored as unknown as Record<string, unknown>);
    }
  }
}

/** The local search engine over a packed index. Pure and synchronous, so tests and the browser share it. */
/** How many recent rankings an engine keeps (a query and its edits while typing, Ask's retrieval of the same question). */
const RECENT_QUERIES = 32;
const semanticIds = new WeakMap<SemanticIndex, number>();
let semanticCount = 0;
/** A number per semantic index object, for the key of a kept ranking. */
function semanticId(semantic: SemanticIndex): number {
  const known = semanticIds.get(semantic);
  if (known !== undefined) return known;
  semanticIds.set(semantic, ++semanticCount);
  return semanticCount;
}

export class SearchEngine {
  /** The last rankings, by limit, semantic index and query (see searchSections). */
  private readonly recent = new Map<string, { limit: number; ranked: RankedSection[] }>();
  private readonly mini: PackedMiniSearch;
  /** The core of a sharded index (undefined: the whole index was given). */
  private readonly core?: IndexCore;
  private readonly loaded = new Set<string>();
  /** Term → its index in the core's sorted terms (sharded index only). */
  private readonly termIndex = new Map<string, number>();

  /** From the whole packed index, or from the core of a sharded one (then add shards and blocks as queries need them). */
  constructor(index: PackedIndex | IndexCore) {
    if (index.v === 3) {
      this.core = index;
      this.mini = new PackedMiniSearch(unpackCore(index));
      index.terms.forEach((term, i) => this.termIndex.set(term, i));
    } else this.mini = new PackedMiniSearch(unpackIndex(index));
  }

  /**
   * The term shard files a query needs that have not been added (none for a whole index): those of every
   * index term its words match, exactly or by prefix or typo, found in the core's term list.
   */
  missingShards(query: string): string[] {
    const core = this.core;
    if (!core) return [];
    const words = new Set(expandQuery(query).flatMap((variant) => queryTerms(variant)));
    const terms = new Set([...words].flatMap((word) => this.mini.matchingTerms(word)));
    return shardsOfTerms(
      core,
      [...terms].map((term) => this.termIndex.get(term) ?? 0),
    ).filter((name) => !this.loaded.has(name));
  }

  /** The term shards suggest() needs that have not been added: those of the terms within the suggestions' reach of the query's words. */
  missingSuggestionShards(query: string): string[] {
    const core = this.core;
    if (!core) return [];
    const terms = new Set(queryTerms(query).flatMap((word) => this.mini.termsWithin(word, Math.round(word.length * SUGGEST_FUZZY))));
    return shardsOfTerms(
      core,
      [...terms].map((term) => this.termIndex.get(term) ?? 0),
    ).filter((name) => !this.loaded.has(name));
  }

  /** The section block files of these pages that have not been added. */
  missingBlocks(paths: string[]): string[] {
    const core = this.core;
    if (!core) return [];
    const pageNumbers = new Map(core.pages.map(([path], i) => [path, i]));
    const names = paths.map((path) => blockFor(core, pageNumbers.get(path) ?? -1)).filter((name): name is string => Boolean(name));
    return [...new Set(names)].filter((name) => !this.loaded.has(name));
  }

  /** Whether this engine was made from the core of a split index (shards and blocks are added as needed). */
  get sharded(): boolean {
    return this.core !== undefined;
  }

  /** Every term shard and section block file not added yet (to complete the index in the background). */
  pendingFiles(): string[] {
    const core = this.core;
    if (!core) return [];
    return [...core.shards.map(([, name]) => name), ...core.blocks.map(([, name]) => name)].filter((name) => !this.loaded.has(name));
  }

  /** Adds a fetched term shard or section block (by its file name). */
  add(name: string, file: TermShard | SectionBlock): void {
    if (this.loaded.has(name) || !this.core) return;
    this.loaded.add(name);
    this.recent.clear();
    if ("postings" in file) this.mini.addTerms(this.core.terms, file);
    else this.mini.addSections(unpackSections(file.sections, this.core.pages, file.first));
  }

  /** Number of indexed sections. */
  get size(): number {
    return this.mini.documentCount;
  }

  /**
   * Best sections for a query. Each query variant (synonym rewrites) is scored with BM25 over the
   * boosted fields, then multiplied by the square of the share of its words the section matched, each
   * word weighted by its IDF: a section with every word beats one that repeats a single word, and in a
   * long question the distinctive words count, not filler such as "site" or "work"; a section keeps its
   * best variant's score.
   */
  searchSections(query: string, limit = 50, semantic?: SemanticIndex): RankedSection[] {
    // The same query again (Ask after the dialog, a reader deleting a letter and typing it back): the last answers
    // are kept until a file adds postings or sections. The ranking does not depend on the limit (it is cut after),
    // so a kept longer list answers a shorter limit. A copy each time: callers may filter or sort theirs.
    const key = `${semantic ? semanticId(semantic) : 0}\0${query}`;
    const known = this.recent.get(key);
    if (known && known.limit >= limit) return known.ranked.slice(0, limit);
    const ranked = this.rankSections(query, limit, semantic);
    if (this.recent.size >= RECENT_QUERIES && !known) this.recent.delete(this.recent.keys().next().value as string);
    this.recent.set(key, { limit, ranked });
    return ranked.slice();
  }

  private rankSections(query: string, limit: number, semantic?: SemanticIndex): RankedSection[] {
    const lexical = this.lexicalSections(query);
    if (!semantic || semantic.header.sections !== this.size) return lexical.slice(0, limit);
    const match = semantic.match(query);
    if (!match) return lexical.slice(0, limit);
    const similarities = match.best;
    // One semantic ranking: each section by the better of its own vector and its questions' (a separate
    // ranking of the questions, fused on its own, found fewer: docs/search.md).
    const fused = this.fuse(lexical, [[semantic.rank(similarities, 100), FUSION.semanticWeight]]).slice(0, limit);
    return fused.map((section) => ({ ...section, similarity: similarities[this.mini.shortId(section.id) ?? -1] ?? 0 }));
  }

  /**
   * Hybrid ranking: pages ranked by reciprocal-rank fusion of the lexical and the semantic page order
   * (a page's place is its best section's); inside a page, sections by fusion of their own ranks. A
   * section's score is its page's fused score, halved for each better section of the same page.
   */
  private fuse(lexical: RankedSection[], lists: [SemanticMatch[], number][]): RankedSection[] {
    const semantic = lists.map(([matches, weight]) => {
      const sections = matches.map(({ section, score }): RankedSection => ({ ...this.mini.section(section), score, terms: [] }));
      return [sections, weight] as const;
    });
    const pageScores = fuseRankings([
      [groupByPage(lexical).map((page) => page.path), 1],
      ...semantic.map(([sections, weight]): [string[], number] => [groupByPage(sections).map((page) => page.path), weight]),
    ]);
    const sectionScores = fuseRankings([[lexical.map((s) => s.id), 1], ...semantic.map(([sections, weight]): [string[], number] => [sections.map((s) => s.id), weight])]);
    const all = new Map<string, RankedSection>();
    for (const section of [...lexical, ...semantic.flatMap(([sections]) => sections)]) if (!all.has(section.id)) all.set(section.id, section);
    const ordered = [...all.values()].sort((a, b) => (pageScores.get(b.path) ?? 0) - (pageScores.get(a.path) ?? 0) || (sectionScores.get(b.id) ?? 0) - (sectionScores.get(a.id) ?? 0));
    const seen = new Map<string, number>();
    return ordered.map((section) => {
      const rank = seen.get(section.path) ?? 0;
      seen.set(section.path, rank + 1);
      return { ...section, score: (pageScores.get(section.path) ?? 0) * 0.5 ** rank };
    });
  }

  /** The lexical ranking alone. */
  lexicalSections(query: string): RankedSection[] {
    const best = new Map<string, RankedSection>();
    for (const variant of expandQuery(query)) {
      const wanted = queryTerms(variant);
      if (wanted.length === 0) continue;
      const weights = new Map(wanted.map((term) => [term, this.idf(term)]));
      const total = [...weights.values()].reduce((a, b) => a + b, 0);
      for (const result of this.mini.search(variant, searchOptions)) {
        const matched = [...new Set(result.queryTerms)];
        const coverage = matched.reduce((sum, term) => sum + (weights.get(term) ?? 0), 0) / total;
        const score = result.score * coverage * coverage;
        const previous = best.get(result.id);
        if (previous && previous.score >= score) continue;
        const stored = result as unknown as StoredSection;
        best.set(result.id, { id: result.id, path: stored.path, anchor: stored.anchor, pageTitle: stored.pageTitle, headings: stored.headings, score, terms: result.terms });
      }
    }
    return [...best.values()].sort((a, b) => b.score - a.score);
  }

  /** Inverse document frequency of a query term (a term no section has counts as the rarest). */
  private idf(term: string): number {
    const n = this.size;
    const df = this.mini.documentFrequency(term);
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Corrections for a query that found nothing: close index terms for its words. */
  suggest(query: string, limit = 3): string[] {
    return this.mini
      .autoSuggest(query, { fuzzy: SUGGEST_FUZZY, prefix: true, combineWith: "OR" })
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
