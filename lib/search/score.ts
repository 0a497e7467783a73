/**
 * BM25 over MiniSearch's index, as MiniSearch's search() scores a query (the same terms, prefix and typo
 * expansions, field boosts and arithmetic, in the same order), into typed arrays instead of a result object per
 * section and term: a common word matches thousands of sections at 4× the content, and building those objects
 * was most of a query's time. The engine (engine.ts) turns the sums into its ranking; a test holds the ranking
 * equal to one built on MiniSearch's search().
 */

/** A term's postings: field id → section (short id) → term frequency. */
export type FieldTermData = Map<number, Map<number, number>>;

/** MiniSearch's radix tree of terms (its protected `_index`). */
export interface TermTree {
  get(term: string): FieldTermData | undefined;
  atPrefix(prefix: string): Iterable<[string, FieldTermData]>;
  fuzzyGet(term: string, maxEditDistance: number): Map<string, [FieldTermData, number]>;
}

/** How query terms expand, as MiniSearch's search options say. */
export interface ExpansionOptions {
  prefix: (term: string) => boolean;
  fuzzy: (term: string) => number | false;
  weights: { prefix: number; fuzzy: number };
}

/** An index term a query term matches, its postings and its weight (1 exact, less by prefix or typo). */
export type Expansion = [term: string, data: FieldTermData, weight: number];

/** What the scorer reads of a MiniSearch index. */
export interface ScoringIndex {
  documentCount: number;
  /** One more than the largest short id. */
  size: number;
  /** BM25's length normalisation of each section's field, by field id then short id (lengthNorms). */
  norms: Float64Array[];
  /** Field ids and their boosts, in the order MiniSearch visits them (its `fields` option). */
  fields: [id: number, boost: number][];
  /** A query term's expansions (expandTerm; the engine keeps them, the radix tree's typo walk being the dearest part). */
  expand: (term: string) => Expansion[];
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

/**
 * The index terms a query term matches, in the order MiniSearch's executeQuerySpec() scores them: itself, then
 * longer terms it prefixes, then terms within its typo distance (not already matched by prefix).
 */
export function expandTerm(tree: TermTree, term: string, options: ExpansionOptions): Expansion[] {
  const found: Expansion[] = [];
  const exact = tree.get(term);
  if (exact) found.push([term, exact, 1]);
  const distance = options.fuzzy(term);
  const fuzzy = distance ? tree.fuzzyGet(term, distance) : undefined;
  if (options.prefix(term)) {
    for (const [longer, data] of tree.atPrefix(term)) {
      const extra = longer.length - term.length;
      if (!extra) continue;
      fuzzy?.delete(longer);
      found.push([longer, data, (options.weights.prefix * longer.length) / (longer.length + 0.3 * extra)]);
    }
  }
  for (const [near, [data, edits]] of fuzzy ?? []) if (edits) found.push([near, data, (options.weights.fuzzy * near.length) / (near.length + edits)]);
  return found;
}

/** The query terms' scores, as MiniSearch's executeQuery() sums them with combineWith "OR". */
export function scoreQuery(ix: ScoringIndex, queryTerms: string[]): QueryScores {
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
    for (const [derivedTerm, data, weight] of ix.expand(term)) {
      if (!derived.has(derivedTerm)) derived.set(derivedTerm, data);
      for (const [fieldId, boost] of ix.fields) {
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
