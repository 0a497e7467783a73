import type { StoredSection } from "./index-options";
import { PackedMiniSearch, SUGGEST_FUZZY } from "./packed-mini";
import { unpackIndex, unpackSections, type PackedIndex } from "./pack";
import { blockFor, shardsOfTerms, unpackCore, type IndexCore, type SectionBlock, type TermShard } from "./shards";
import { FUSION, fuseRankings, type SemanticIndex, type SemanticMatch } from "./semantic";
import { expandQuery } from "./synonyms";
import { derivedTermsOf, type QueryScores } from "./score";
import { processedTerms, queryTerms } from "./terms";

export { SEARCH_OPTIONS } from "./packed-mini";

/** One section that matched, with what matched. */
export interface RankedSection extends StoredSection {
  id: string;
  score: number;
  /** Index terms that matched (after prefix and typo expansion), for highlighting. */
  terms: string[];
  /** Cosine of the section's vector with the query's (hybrid search only). */
  similarity?: number;
}

/** The lexical ranking of a query: sections best first, and by short id their score, place and the variant that scored them. */
interface LexicalRanking {
  ids: number[];
  score: Float64Array;
  /** Place in `ids`, -1 for a section the query does not match. */
  rank: Int32Array;
  /** The scores of the variant (synonym rewrite) each section's score came from. */
  variant: (QueryScores | undefined)[];
}

/** How many recent rankings an engine keeps (a query and its edits while typing, Ask's retrieval of the same question). */
const RECENT_QUERIES = 32;
const semanticIds = new WeakMap<SemanticIndex, number>();
let semanticCount = 0;
/** A number per semantic index object, for the key of a kept ranking. */
function semanticId(semantic: SemanticIndex): number {
  let id = semanticIds.get(semantic);
  if (id === undefined) semanticIds.set(semantic, (id = ++semanticCount));
  return id;
}

/** The local search engine over a packed index. Pure and synchronous, so tests and the browser share it. */
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
    if (!this.core) return [];
    const words = new Set(expandQuery(query).flatMap((variant) => queryTerms(variant)));
    const terms = new Set([...words].flatMap((word) => this.mini.matchingTerms(word)));
    return this.missingShardsOf(this.core, terms);
  }

  /** The term shards suggest() needs that have not been added: those of the terms within the suggestions' reach of the query's words. */
  missingSuggestionShards(query: string): string[] {
    if (!this.core) return [];
    const terms = new Set(queryTerms(query).flatMap((word) => this.mini.termsWithin(word, Math.round(word.length * SUGGEST_FUZZY))));
    return this.missingShardsOf(this.core, terms);
  }

  /** The shard files of these index terms that have not been added. */
  private missingShardsOf(core: IndexCore, terms: Set<string>): string[] {
    const indexes = [...terms].map((term) => this.termIndex.get(term) ?? 0);
    return shardsOfTerms(core, indexes).filter((name) => !this.loaded.has(name));
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
    if (!this.core) return [];
    return [...this.core.shards, ...this.core.blocks].map(([, name]) => name).filter((name) => !this.loaded.has(name));
  }

  /** Adds a fetched term shard or section block (by its file name). */
  add(name: string, file: TermShard | SectionBlock): void {
    if (this.loaded.has(name) || !this.core) return;
    this.loaded.add(name);
    this.recent.clear();
    if ("postings" in file) this.mini.addTerms(this.core.terms, file);
    else this.mini.addSections(unpackSections(file.sections, this.core.pages, file.first));
  }

  /** Forgets the kept rankings and term expansions (a query then costs what a new reader's first one does: the bench). */
  forgetQueries(): void {
    this.recent.clear();
    this.mini.forgetExpansions();
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
    const lexical = this.lexicalMatches(query);
    const similarities = semantic?.header.sections === this.size ? semantic.match(query)?.best : undefined;
    if (!semantic || !similarities) return lexical.ids.slice(0, limit).map((id) => this.ranked(id, lexical.score[id]!, lexical.variant[id]));
    // One semantic ranking: each section by the better of its own vector and its questions' (a separate
    // ranking of the questions, fused on its own, found fewer: docs/search.md).
    const fused = this.fuse(lexical, semantic.rank(similarities, 100), FUSION.semanticWeight, limit);
    return fused.map((section) => ({ ...section, similarity: similarities[this.mini.shortId(section.id) ?? -1] ?? 0 }));
  }

  /** A ranked section, by short id. */
  private ranked(id: number, score: number, scores?: QueryScores): RankedSection {
    return { ...this.mini.section(id), score, terms: scores ? derivedTermsOf(scores, id) : [] };
  }

  /**
   * Hybrid ranking: pages ranked by reciprocal-rank fusion of the lexical and the semantic page order
   * (a page's place is its best section's, as groupByPage orders pages); inside a page, sections by fusion
   * of their own ranks. A section's score is its page's fused score, halved for each better section of the
   * same page. The first `limit` sections of that order, read page by page: a common word matches thousands
   * of sections at 4× the content, and only the pages shown are sorted and built (a test holds this equal to
   * fusing, sorting and cutting every match).
   */
  private fuse(lexical: LexicalRanking, semanticMatches: SemanticMatch[], weight: number, limit: number): RankedSection[] {
    type Page = { path: string; score: number; first: number; ids: number[] };
    // Each page's sections in the order fusion first meets them (the lexical ones, then those only semantic search
    // found), and its lexical score as groupByPage sums it (its best section's, plus a tenth of each other's).
    const pages = new Map<string, Page>();
    const { ids, score } = lexical;
    for (let rank = 0; rank < ids.length; rank++) {
      const id = ids[rank]!;
      const path = this.mini.path(id);
      const page = pages.get(path);
      if (!page) pages.set(path, { path, score: score[id]!, first: rank, ids: [id] });
      else {
        page.score += score[id]! * PAGE_EXTRA_SECTION;
        page.ids.push(id);
      }
    }
    const lexicalPages = [...pages.values()].sort((a, b) => b.score - a.score).map((page) => page.path);
    const semantic = semanticMatches.map(({ section, score }) => ({ id: section, path: this.mini.path(section), score }));
    const semanticRank = new Map(semantic.map((s, rank) => [s.id, rank]));
    // A section's place where fusion first meets it: its lexical rank, or after every lexical match.
    const position = (id: number) => (lexical.rank[id] !== -1 ? lexical.rank[id]! : ids.length + semanticRank.get(id)!);
    semantic.forEach(({ id, path }) => {
      if (lexical.rank[id] !== -1) return;
      const page = pages.get(path);
      if (page) page.ids.push(id);
      else pages.set(path, { path, score: 0, first: position(id), ids: [id] });
    });
    const pageScores = fuseRankings([
      [lexicalPages, 1],
      [groupByPage(semantic).map((page) => page.path), weight],
    ]);
    const sectionScore = (id: number) => {
      const lexicalPlace = lexical.rank[id]!;
      const rank = semanticRank.get(id);
      return (lexicalPlace === -1 ? 0 : 1 / (FUSION.k + lexicalPlace + 1)) + (rank === undefined ? 0 : weight / (FUSION.k + rank + 1));
    };
    // Pages best first (a tie keeps the order fusion met them in); pages of equal score share one sort of their sections.
    const order = [...pages.values()].map((page) => ({ ...page, score: pageScores.get(page.path) ?? 0 }));
    order.sort((a, b) => b.score - a.score || a.first - b.first);
    const out: RankedSection[] = [];
    const seen = new Map<string, number>();
    for (let i = 0; i < order.length && out.length < limit;) {
      let j = i;
      while (j < order.length && order[j]!.score === order[i]!.score) j++;
      const tied = order
        .slice(i, j)
        .flatMap((page) => page.ids.map((id) => ({ id, path: page.path, score: sectionScore(id), position: position(id) })))
        .sort((a, b) => b.score - a.score || a.position - b.position);
      for (const { id, path } of tied) {
        if (out.length >= limit) break;
        const rank = seen.get(path) ?? 0;
        seen.set(path, rank + 1);
        out.push(this.ranked(id, order[i]!.score * 0.5 ** rank, lexical.variant[id]));
      }
      i = j;
    }
    return out;
  }

  /** Every section the query matches lexically, best first (short ids and scores; built into results only when shown). */
  private lexicalMatches(query: string): LexicalRanking {
    const size = this.mini.size;
    const score = new Float64Array(size);
    const variant: (QueryScores | undefined)[] = [];
    const ids: number[] = [];
    for (const text of expandQuery(query)) {
      const all = processedTerms(text);
      const weights = new Map([...new Set(all)].map((term) => [term, this.idf(term)]));
      if (weights.size === 0) continue;
      const total = [...weights.values()].reduce((a, b) => a + b, 0);
      const scores = this.mini.scores(all);
      const bitWeights = scores.terms.map((term) => weights.get(term) ?? 0);
      for (const id of scores.ids) {
        // As MiniSearch's search() scores it (times the number of query terms matched, and the page's weight)…
        let count = 0;
        let coverage = 0;
        for (let bits = scores.matched[id]!, bit = 0; bits !== 0; bits >>>= 1, bit++) {
          if (!(bits & 1)) continue;
          count++;
          coverage += bitWeights[bit]!;
        }
        coverage /= total;
        // …then times the square of the IDF-weighted share of the query's words matched; a section keeps its best variant's.
        const value = scores.score[id]! * (count || 1) * this.mini.weight(id) * coverage * coverage;
        if (variant[id] === undefined) ids.push(id);
        else if (score[id]! >= value) continue;
        score[id] = value;
        variant[id] = scores;
      }
    }
    ids.sort((a, b) => score[b]! - score[a]!);
    const rank = new Int32Array(size).fill(-1);
    ids.forEach((id, place) => (rank[id] = place));
    return { ids, score, rank, variant };
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

/** The share of each further matching section's score a page adds to its best section's (fuse and groupByPage). */
const PAGE_EXTRA_SECTION = 0.1;

/** Pages in order of their best section; each page lists its matching sections, best first. */
export function groupByPage<T extends { path: string; score: number }>(sections: T[], maxPerPage = 3): { path: string; score: number; sections: T[] }[] {
  const pages = new Map<string, { path: string; score: number; sections: T[] }>();
  for (const section of sections) {
    const page = pages.get(section.path);
    if (!page) pages.set(section.path, { path: section.path, score: section.score, sections: [section] });
    else {
      // A page with several matching sections edges ahead of one with a single equal match.
      page.score += section.score * PAGE_EXTRA_SECTION;
      if (page.sections.length < maxPerPage) page.sections.push(section);
    }
  }
  return [...pages.values()].sort((a, b) => b.score - a.score);
}
