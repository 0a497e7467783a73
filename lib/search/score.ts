/**
 * BM25 over MiniSearch's index, as MiniSearch's search() scores a query (the same terms, prefix and typo
 * expansions, field boosts and arithmetic, in the same order), into typed arrays instead of a result object per
 * section and term: a common word matches thousands of sections at 4× the content, and building those objects
 * was most of a query's time. The engine (engine.ts) turns the sums into its ranking; a test holds the ranking
 * equal to one built on MiniSearch's search().
 */

/** A term's postings: field id → section (short id) → term frequency. */
export type FieldTermData = Map<number, Map<number, number>>;

/** What the scorer reads of a MiniSearch index (its protected fields). */
export interface ScoringIndex {
  index: {
    get(term: string): FieldTermData | undefined;
    atPrefix(prefix: string): Iterable<[string, FieldTermData]>;
    fuzzyGet(term: string, maxEditDistance: number): Map<string, [FieldTermData, number]>;
  };
  documentCount: number;
  /** One more than the largest short id. */
  size: number;
  /** BM25's length normalisation of each section's field, by field id then short id (lengthNorms). */
  norms: Float64Array[];
}

export interface ScoringOptions {
  /** Field ids and their boosts, in the order MiniSearch visits them (its `fields` option). */
  fields: [id: number, boost: number][];
  prefix: (term: string) => boolean;
  fuzzy: (term: string) => number | false;
  weights: { prefix: number; fuzzy: number };
}

/** The scores of one query. */
export interface QueryScores {
  /** Matching sections, in the order MiniSearch's result map holds them. */
  ids: number[];
  /** Summed BM25 score by short id. */
  score: Float64Array;
  /** Which of `terms` each section matched: bit i for terms[i]. */
  matched: Uint32Array;
  /** The query's distinct terms, in order (at most 32: a longer query's further words are left out). */
  terms: string[];
  /** Every index term the query matched (exactly, by prefix or typo), in the order MiniSearch meets them. */
  derived: Map<string, FieldTermData>;
}

/** MiniSearch's default BM25+ parameters. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const MAX_TERMS = 32;

/** k · (1 − b + b · length / average length) of every section's field, as MiniSearch computes it per posting. */
export function lengthNorms(fieldLength: Map<number, number[]>, avgFieldLength: number[], size: number): Float64Array[] {
  return avgFieldLength.map((avg, fieldId) => {
    const norms = new Float64Array(size);
    for (const [id, lengths] of fieldLength) norms[id] = BM25.k * (1 - BM25.b + (BM25.b * (lengths[fieldId] as number)) / avg);
    return norms;
  });
}

/** The query terms' scores, as MiniSearch's executeQuery() sums them with combineWith "OR". */
export function scoreQuery(ix: ScoringIndex, queryTerms: string[], options: ScoringOptions): QueryScores {
  const score = new Float64Array(ix.size);
  const local = new Float64Array(ix.size);
  const matched = new Uint32Array(ix.size);
  const ids: number[] = [];
  const terms: string[] = [];
  const derived = new Map<string, FieldTermData>();
  for (const term of queryTerms) {
    let bit = terms.indexOf(term);
    if (bit < 0) {
      if (terms.length === MAX_TERMS) continue;
      bit = terms.push(term) - 1;
    }
    // One term's sums first (exact, then prefix, then typo matches), then added to the query's, as MiniSearch adds its result maps.
    const touched: number[] = [];
    const add = (data: FieldTermData | undefined, derivedTerm: string, weight: number) => {
      if (!data) return;
      if (!derived.has(derivedTerm)) derived.set(derivedTerm, data);
      for (const [fieldId, boost] of options.fields) {
        const postings = data.get(fieldId);
        if (!postings) continue;
        const norms = ix.norms[fieldId] as Float64Array;
        const idf = Math.log(1 + (ix.documentCount - postings.size + 0.5) / (postings.size + 0.5));
        for (const [id, tf] of postings) {
          const raw = idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + norms[id]!));
          if (local[id] === 0) touched.push(id);
          // MiniSearch: termWeight * termBoost * fieldBoost * docBoost * rawScore (term and document boosts are 1 here).
          local[id] = local[id]! + weight * 1 * boost * 1 * raw;
          if (matched[id] === 0) ids.push(id);
          matched[id] = matched[id]! | (1 << bit);
        }
      }
    };
    add(ix.index.get(term), term, 1);
    const distance = options.fuzzy(term);
    const fuzzy = distance ? ix.index.fuzzyGet(term, distance) : undefined;
    if (options.prefix(term)) {
      for (const [found, data] of ix.index.atPrefix(term)) {
        const extra = found.length - term.length;
        if (!extra) continue;
        fuzzy?.delete(found);
        add(data, found, (options.weights.prefix * found.length) / (found.length + 0.3 * extra));
      }
    }
    if (fuzzy) {
      for (const [found, [data, edits]] of fuzzy) {
        if (!edits) continue;
        add(data, found, (options.weights.fuzzy * found.length) / (found.length + edits));
      }
    }
    for (const id of touched) {
      score[id] = score[id]! + local[id]!;
      local[id] = 0;
    }
  }
  return { ids, score, matched, terms, derived };
}

/**
 * The index terms a section matched, in the order MiniSearch lists them (its result's `terms`: the keys of an
 * object, so number-like terms such as "404" come first).
 */
export function derivedTermsOf(scores: QueryScores, id: number): string[] {
  const match: Record<string, true> = {};
  for (const [term, data] of scores.derived) if ([...data.values()].some((postings) => postings.has(id))) match[term] = true;
  return Object.keys(match);
}
