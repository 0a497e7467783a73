/**
 * The semantic signal of search, in the browser: a static token table distilled at build time from
 * Universal Sentence Encoder lite (lib/search/semantic-build.ts), Model2Vec-style. A query is split into
 * the model's SentencePiece tokens, their rows are summed (each row already carries its
 * frequency weight) and the result is compared with every section's vector: a few hundred thousand
 * multiply-adds, no model at run time.
 *
 * The file is binary: a 4-byte length, a JSON header, then the int8 token table, the float32 row
 * scales and the int8 section vectors.
 */
import { PieceTokenizer } from "./pieces";
import { tokenize } from "./terms";

export interface SemanticHeader {
  v: 1;
  /** Vector width. */
  dims: number;
  /** The model's pieces (reserved ones ""), and their log-probabilities rounded to 0.01. */
  pieces: string[];
  scores: number[];
  /** Number of section vectors, in the search index's section order (short ids). */
  sections: number;
}

/** Words that carry no meaning for retrieval (the model's most frequent pieces get tiny weights anyway). */
const SKIP = new Set("a an the to of in on for and or is are be do does i my me we our you your it how can what why when with from by at as this that if so".split(" "));

/** Encodes the data file (build side). */
export function encodeSemantic(header: SemanticHeader, table: Int8Array, scales: Float32Array, sections: Int8Array): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify(header));
  // Pad the header so the float32 scales start 4-byte aligned.
  const headerLength = Math.ceil(json.length / 4) * 4;
  const tableLength = Math.ceil(table.length / 4) * 4;
  const out = new Uint8Array(4 + headerLength + tableLength + scales.byteLength + sections.length);
  new DataView(out.buffer).setUint32(0, json.length, true);
  out.set(json, 4);
  out.fill(32, 4 + json.length, 4 + headerLength);
  out.set(new Uint8Array(table.buffer, table.byteOffset, table.byteLength), 4 + headerLength);
  out.set(new Uint8Array(scales.buffer, scales.byteOffset, scales.byteLength), 4 + headerLength + tableLength);
  out.set(new Uint8Array(sections.buffer, sections.byteOffset, sections.byteLength), 4 + headerLength + tableLength + scales.byteLength);
  return out;
}

/** One section (its short id in the search index) and how close it is to the query (cosine). */
export interface SemanticMatch {
  section: number;
  score: number;
}

export class SemanticIndex {
  readonly header: SemanticHeader;
  private readonly table: Int8Array;
  private readonly scales: Float32Array;
  private readonly vectors: Int8Array;
  private readonly tokenizer: PieceTokenizer;

  constructor(bytes: ArrayBuffer | Uint8Array) {
    const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
    const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
    const jsonLength = new DataView(buffer).getUint32(0, true);
    this.header = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 4, jsonLength))) as SemanticHeader;
    if (this.header.v !== 1) throw new Error(`semantic index: unknown format ${String(this.header.v)}`);
    const { dims, pieces, sections } = this.header;
    let offset = 4 + Math.ceil(jsonLength / 4) * 4;
    this.table = new Int8Array(buffer, offset, pieces.length * dims);
    offset += Math.ceil((pieces.length * dims) / 4) * 4;
    this.scales = new Float32Array(buffer, offset, pieces.length);
    offset += pieces.length * 4;
    this.vectors = new Int8Array(buffer, offset, sections * dims);
    this.tokenizer = new PieceTokenizer(pieces, this.header.scores);
  }

  /** The query's vector: the weighted sum of its pieces' rows, unit length (zeros when nothing is known). */
  embed(text: string): Float32Array {
    const { dims } = this.header;
    const vector = new Float32Array(dims);
    for (const word of tokenize(text)) {
      const lower = word.toLowerCase();
      if (SKIP.has(lower)) continue;
      for (const id of this.tokenizer.encodeWord(lower)) {
        const scale = this.scales[id] as number;
        const row = id * dims;
        for (let d = 0; d < dims; d++) vector[d] = (vector[d] as number) + scale * (this.table[row + d] as number);
      }
    }
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += (vector[d] as number) ** 2;
    norm = Math.sqrt(norm);
    if (norm > 0) for (let d = 0; d < dims; d++) vector[d] = (vector[d] as number) / norm;
    return vector;
  }

  /** The cosine of the query with every section (by short id); null when no word of the query is known. */
  similarities(query: string): Float32Array | null {
    const q = this.embed(query);
    const { dims, sections } = this.header;
    if (!q.some((x) => x !== 0)) return null;
    const scores = new Float32Array(sections);
    for (let s = 0; s < sections; s++) {
      let dot = 0;
      const row = s * dims;
      for (let d = 0; d < dims; d++) dot += (q[d] as number) * (this.vectors[row + d] as number);
      scores[s] = dot / 127;
    }
    return scores;
  }

  /** The sections closest to the query, best first. */
  search(query: string, limit = 100): SemanticMatch[] {
    return this.rank(this.similarities(query), limit);
  }

  /** Sections by similarity, best first. */
  rank(scores: Float32Array | null, limit = 100): SemanticMatch[] {
    if (!scores) return [];
    const order = Array.from(scores.keys()).sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
    return order.slice(0, limit).map((s) => ({ section: s, score: scores[s] as number }));
  }
}

/**
 * Reciprocal-rank fusion of the lexical and the semantic ranking of sections: each list gives
 * weight / (k + rank). Measured on the question set and the keyword table (README, Search): k = 10 and
 * a semantic weight of 0.5 gain the most questions while keyword queries keep their top results.
 */
export const FUSION = { k: 10, semanticWeight: 0.5 };

export function fuseRankings<T>(lexical: T[], semantic: T[], fusion = FUSION): Map<T, number> {
  const scores = new Map<T, number>();
  lexical.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + 1 / (fusion.k + rank + 1)));
  semantic.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + fusion.semanticWeight / (fusion.k + rank + 1)));
  return scores;
}
