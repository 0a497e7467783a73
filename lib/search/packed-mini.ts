/**
 * MiniSearch over the packed index, and how query words match its terms (the lexical side of the engine,
 * engine.ts): filled from the packed or split index without MiniSearch's loader, scored by score.ts.
 */
import MiniSearch, { type SearchOptions } from "minisearch";
import { INDEX_FIELDS, indexOptions, type IndexedSection, type StoredSection } from "./index-options";
import { unpackPostings, type UnpackedIndex } from "./pack";
import { expandTerm, lengthNorms, scoreQuery, type Expansion, type QueryScores } from "./score";
import type { TermShard } from "./shards";

/**
 * Titles outrank headings, headings outrank a page's search keywords, keywords outrank body text; the
 * questions a page answers weigh as its text (boosted higher, they crowd out pages that say it: docs/search.md).
 */
export const FIELD_BOOST = { title: 3, heading: 2.5, keywords: 2, text: 1, questions: 1 };

/** Typos: one edit from 4 letters, two from 6 (a swapped pair of letters is two). */
const fuzzyDistance = (term: string) => (term.length >= 6 ? 2 : term.length >= 4 ? 1 : false);
/** How far a suggestion may be from a word that found nothing: 0.3 of its length (MiniSearch rounds it). */
export const SUGGEST_FUZZY = 0.3;

/**
 * How the lexical ranking matches and weighs terms, as MiniSearch's search options (each query word OR'ed;
 * prefixes for what is being typed, from two letters; typos by fuzzyDistance). score.ts computes what
 * search() would with these; a test compares the two.
 */
export const SEARCH_OPTIONS = {
  boost: FIELD_BOOST,
  combineWith: "OR",
  prefix: (term: string) => term.length >= 2,
  fuzzy: fuzzyDistance,
  maxFuzzy: 2,
  weights: { fuzzy: 0.4, prefix: 0.6 },
} satisfies SearchOptions;

/** How many query terms' expansions an engine keeps (then it starts again). */
const MAX_EXPANSIONS = 2000;

/**
 * MiniSearch filled straight from the packed index. MiniSearch.loadJS() wants plain objects keyed by
 * number strings and converts them to maps again, which costs the browser 200 ms on our index; this
 * sets the same maps through MiniSearch's protected fields in a few tens of milliseconds. A test checks
 * it answers exactly like an index built with addAll().
 */
export class PackedMiniSearch extends MiniSearch<IndexedSection> {
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
    this.frequencies.clear();
    this.expansions.clear();
    shard.postings.forEach((postings, i) => this._index.set(terms[shard.first + i] as string, unpackPostings(postings)));
  }

  /** The index terms a query term matches, as search() matches them: itself, by prefix, and within its typo distance. */
  matchingTerms(term: string): string[] {
    return this.expand(term).map(([found]) => found);
  }

  /** Expansions of query terms met so far (a reader types the same words again; Ask asks again). */
  private readonly expansions = new Map<string, Expansion[]>();

  /** Forgets the kept expansions (the bench times a new reader's first query). */
  forgetExpansions(): void {
    this.expansions.clear();
  }

  /** A query term's expansions (score.ts), kept until a shard replaces postings. */
  private expand(term: string): Expansion[] {
    let found = this.expansions.get(term);
    if (!found) {
      if (this.expansions.size >= MAX_EXPANSIONS) this.expansions.clear();
      found = expandTerm(this._index, term, SEARCH_OPTIONS);
      this.expansions.set(term, found);
    }
    return found;
  }

  /** The index terms within `distance` edits of a term (the suggestions' reach). */
  termsWithin(term: string, distance: number): string[] {
    return [...this._index.fuzzyGet(term, distance).keys()];
  }

  /** The BM25 scores of a query's terms, as search() sums them (score.ts). */
  scores(terms: string[]): QueryScores {
    this.norms ??= lengthNorms(this._fieldLength, this._avgFieldLength, this._nextId);
    this.fields ??= INDEX_FIELDS.map((field): [number, number] => [this._fieldIds[field] as number, FIELD_BOOST[field as keyof typeof FIELD_BOOST] || 1]);
    const index = { documentCount: this._documentCount, size: this._nextId, norms: this.norms, fields: this.fields, expand: (term: string) => this.expand(term) };
    return scoreQuery(index, terms);
  }

  /** BM25's length normalisations (the lengths are all known from the start, in the core too). */
  private norms?: Float64Array[];
  /** The index fields by id, with their boosts, in SEARCH_OPTIONS' order. */
  private fields?: [number, number][];
  /** Each section's page, by short id. */
  private paths?: string[];

  /** One more than the largest short id. */
  get size(): number {
    return this._nextId;
  }

  /** A section's ranking weight (1 when absent). */
  weight(shortId: number): number {
    return (this._storedFields.get(shortId) as { weight?: number } | undefined)?.weight ?? 1;
  }

  /** A section's page, by short id. */
  path(shortId: number): string {
    this.paths ??= Array.from({ length: this._nextId }, (_, id) => (this._storedFields.get(id) as unknown as StoredSection).path);
    return this.paths[shortId] as string;
  }

  /** A section by short id, as a result shows it. */
  section(shortId: number): StoredSection & { id: string } {
    const stored = this._storedFields.get(shortId) as unknown as StoredSection;
    return { id: this._documentIds.get(shortId) as string, path: stored.path, anchor: stored.anchor, pageTitle: stored.pageTitle, headings: stored.headings };
  }

  /** Document frequencies counted so far (a shard's postings replace a term's: addTerms forgets them). */
  private readonly frequencies = new Map<string, number>();

  /** In how many sections a term occurs (any field). */
  documentFrequency(term: string): number {
    const known = this.frequencies.get(term);
    if (known !== undefined) return known;
    const docs = new Set<number>();
    for (const postings of this._index.get(term)?.values() ?? []) for (const id of postings.keys()) docs.add(id);
    this.frequencies.set(term, docs.size);
    return docs.size;
  }

  /** The short id of a section id. */
  shortId(id: string): number | undefined {
    return this._idToShortId.get(id);
  }

  /** Fills in the ids, anchors and heading paths of a block's sections. */
  addSections(entries: [number, string, StoredSection][]): void {
    this.paths = undefined;
    for (const [shortId, id, stored] of entries) {
      const previous = this._documentIds.get(shortId);
      if (previous !== undefined) this._idToShortId.delete(previous);
      this._documentIds.set(shortId, id);
      this._idToShortId.set(id, shortId);
      this._storedFields.set(shortId, stored as unknown as Record<string, unknown>);
    }
  }
}
