/**
 * The semantic signal of search, in the browser: a static token table distilled at build time from
 * Universal Sentence Encoder lite (lib/search/semantic-build.ts), Model2Vec-style. A query is split into
 * the model's SentencePiece tokens, their rows are summed (each row already carries its
 * frequency weight) and the result is compared with every section's vector: a few hundred thousand
 * multiply-adds, no model at run time.
 *
 * Each question a page answers (frontmatter `questions`) has a vector too, mapped to one section of its
 * page: a section's similarity is the best of its own and its questions', so a reader's question finds the
 * page by the question it resembles (the distilled model maps question to question far better than
 * question to section).
 *
 * The file is binary: a 4-byte length, a JSON header, then the int8 token table, the float32 row
 * scales, the section vectors and the question vectors (4 bits a value: see SEMANTIC_BITS).
 */
import { PieceTokenizer } from "./pieces";
import { tokenize } from "./terms";

export interface SemanticHeader {
  v: 2;
  /** Vector width. */
  dims: number;
  /** The model's pieces (reserved ones ""), and their log-probabilities rounded to 0.01. */
  pieces: string[];
  scores: number[];
  /** Number of section vectors, in the search index's section order (short ids). */
  sections: number;
  /** The section (short id) of each question vector, in file order; absent: none. */
  questions?: number[];
  /** Bits per value of the section and question vectors: 8, or 4 (two values a byte, each vector scaled to its largest value). */
  bits: 4 | 8;
}

/** Section and question vectors as stored: int8 as they are, or 4-bit (two's complement nibbles, low nibble first), each vector scaled to ±7. */
function packVectors(vectors: Int8Array, dims: number, bits: 4 | 8): Uint8Array {
  if (bits === 8) return new Uint8Array(vectors.buffer, vectors.byteOffset, vectors.byteLength);
  const out = new Uint8Array(Math.ceil(vectors.length / 2));
  for (let row = 0; row < vectors.length; row += dims) {
    let largest = 1;
    for (let d = 0; d < dims; d++) largest = Math.max(largest, Math.abs(vectors[row + d] as number));
    for (let d = 0; d < dims; d++) {
      const i = row + d;
      const nibble = Math.round(((vectors[i] as number) / largest) * 7) & 15;
      out[i >> 1] = (out[i >> 1] as number) | (i & 1 ? nibble << 4 : nibble);
    }
  }
  return out;
}

/** Stored vectors back as int8 unit vectors (×127), as the similarity loop reads them. */
function unpackVectors(bytes: Uint8Array, count: number, dims: number, bits: 4 | 8): Int8Array {
  if (bits === 8) return new Int8Array(bytes.buffer, bytes.byteOffset, count * dims);
  const out = new Int8Array(count * dims);
  const row = new Float32Array(dims);
  for (let v = 0; v < count; v++) {
    let norm = 0;
    for (let d = 0; d < dims; d++) {
      const i = v * dims + d;
      const nibble = i & 1 ? (bytes[i >> 1] as number) >> 4 : (bytes[i >> 1] as number) & 15;
      row[d] = nibble >= 8 ? nibble - 16 : nibble;
      norm += (row[d] as number) ** 2;
    }
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < dims; d++) out[v * dims + d] = Math.round(((row[d] as number) / norm) * 127);
  }
  return out;
}

/** Bytes of `count` stored vectors. */
const vectorBytes = (count: number, dims: number, bits: 4 | 8) => (bits === 8 ? count * dims : Math.ceil((count * dims) / 2));

/** Words that carry no meaning for retrieval (the model's most frequent pieces get tiny weights anyway). */
const SKIP = new Set("a an the to of in on for and or is are be do does i my me we our you your it how can what why when with from by at as this that if so".split(" "));

/** Encodes the data file (build side). */
export function encodeSemantic(header: SemanticHeader, table: Int8Array, scales: Float32Array, sectionVectors: Int8Array, questionVectors = new Int8Array(0)): Uint8Array {
  const sections = packVectors(sectionVectors, header.dims, header.bits);
  const questions = packVectors(questionVectors, header.dims, header.bits);
  const json = new TextEncoder().encode(JSON.stringify(header));
  // Pad the header so the float32 scales start 4-byte aligned.
  const headerLength = Math.ceil(json.length / 4) * 4;
  const tableLength = Math.ceil(table.length / 4) * 4;
  const out = new Uint8Array(4 + headerLength + tableLength + scales.byteLength + sections.length + questions.length);
  new DataView(out.buffer).setUint32(0, json.length, true);
  out.set(json, 4);
  out.fill(32, 4 + json.length, 4 + headerLength);
  out.set(new Uint8Array(table.buffer, table.byteOffset, table.byteLength), 4 + headerLength);
  out.set(new Uint8Array(scales.buffer, scales.byteOffset, scales.byteLength), 4 + headerLength + tableLength);
  out.set(sections, 4 + headerLength + tableLength + scales.byteLength);
  out.set(questions, 4 + headerLength + tableLength + scales.byteLength + sections.length);
  return out;
}

/** One section (its short id in the search index) and how close it is to the query (cosine). */
export interface SemanticMatch {
  section: number;
  score: number;
}

/** The cosine of a unit query vector with the int8 unit vector at `row` of `vectors`. */
function dot(q: Float32Array, vectors: Int8Array, row: number, dims: number): number {
  // Four running sums: a third less time than one, on the 20,000 vectors a query meets at 4× the content.
  let a = 0;
  let b = 0;
  let c = 0;
  let e = 0;
  const whole = dims - (dims % 4);
  for (let d = whole; d < dims; d++) a += (q[d] as number) * (vectors[row + d] as number);
  for (let d = 0; d < whole; d += 4) {
    a += (q[d] as number) * (vectors[row + d] as number);
    b += (q[d + 1] as number) * (vectors[row + d + 1] as number);
    c += (q[d + 2] as number) * (vectors[row + d + 2] as number);
    e += (q[d + 3] as number) * (vectors[row + d + 3] as number);
  }
  return (a + b + c + e) / 127;
}

/** The header, token table and scales a data file starts with (encodeSemantic), and where they end. */
export function decodeTokenTable(bytes: ArrayBuffer | Uint8Array): { header: SemanticHeader; table: Int8Array; scales: Float32Array; buffer: ArrayBufferLike; end: number } {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
  const jsonLength = new DataView(buffer).getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 4, jsonLength))) as SemanticHeader;
  if (header.v !== 2) throw new Error(`semantic index: unknown format ${String(header.v)}`);
  const { dims, pieces } = header;
  let offset = 4 + Math.ceil(jsonLength / 4) * 4;
  const table = new Int8Array(buffer, offset, pieces.length * dims);
  offset += Math.ceil((pieces.length * dims) / 4) * 4;
  const scales = new Float32Array(buffer, offset, pieces.length);
  return { header, table, scales, buffer, end: offset + pieces.length * 4 };
}

export class SemanticIndex {
  readonly header: SemanticHeader;
  private readonly table: Int8Array;
  private readonly scales: Float32Array;
  private readonly vectors: Int8Array;
  private readonly questionVectors: Int8Array;
  private readonly tokenizer: PieceTokenizer;

  constructor(bytes: ArrayBuffer | Uint8Array) {
    const { header, table, scales, buffer, end } = decodeTokenTable(bytes);
    this.header = header;
    this.table = table;
    this.scales = scales;
    const { dims, sections, bits, pieces } = header;
    let offset = end;
    this.vectors = unpackVectors(new Uint8Array(buffer, offset, vectorBytes(sections, dims, bits)), sections, dims, bits);
    offset += vectorBytes(sections, dims, bits);
    const questions = this.header.questions?.length ?? 0;
    this.questionVectors = unpackVectors(new Uint8Array(buffer, offset, vectorBytes(questions, dims, bits)), questions, dims, bits);
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

  /**
   * The cosine of the query with every section (by short id), or with the closest of the section's questions
   * when that is higher; null when no word of the query is known.
   */
  similarities(query: string): Float32Array | null {
    return this.match(query)?.best ?? null;
  }

  /**
   * The query's cosine with every section's own vector (`sections`), with the closest of each section's
   * questions (`questions`, -1 for a section with none), and the better of the two (`best`); null when no
   * word of the query is known.
   */
  match(query: string): { sections: Float32Array; questions: Float32Array; best: Float32Array } | null {
    const q = this.embed(query);
    const { dims, sections: count, questions: owners = [] } = this.header;
    if (!q.some((x) => x !== 0)) return null;
    const sections = new Float32Array(count);
    for (let s = 0; s < count; s++) sections[s] = dot(q, this.vectors, s * dims, dims);
    const questions = new Float32Array(count).fill(-1);
    owners.forEach((section, i) => {
      const score = dot(q, this.questionVectors, i * dims, dims);
      if (score > (questions[section] as number)) questions[section] = score;
    });
    const best = new Float32Array(count);
    for (let s = 0; s < count; s++) best[s] = Math.max(sections[s] as number, questions[s] as number);
    return { sections, questions, best };
  }

  /** Sections by similarity, best first (sections scored -1, without questions, left out). */
  rank(scores: Float32Array | null, limit = 100): SemanticMatch[] {
    if (!scores || limit <= 0) return [];
    // The best `limit` in one pass, kept sorted (ties by section order): a full sort of every section cost more than the similarities.
    const top: number[] = [];
    for (let s = 0; s < scores.length; s++) {
      const score = scores[s] as number;
      if (score <= -1 || (top.length === limit && score <= (scores[top[limit - 1] as number] as number))) continue;
      let at = top.length;
      while (at > 0 && score > (scores[top[at - 1] as number] as number)) at--;
      top.splice(at, 0, s);
      if (top.length > limit) top.pop();
    }
    return top.map((s) => ({ section: s, score: scores[s] as number }));
  }
}

/**
 * Reciprocal-rank fusion of the lexical and the semantic ranking of sections: each list gives
 * weight / (k + rank). Measured on the question set and the keyword table (README, Search): k = 10 and
 * a semantic weight of 0.5 gain the most questions while keyword queries keep their top results.
 */
export const FUSION = { k: 10, semanticWeight: 0.5 };

/** Reciprocal-rank fusion of rankings, each with its weight. */
export function fuseRankings<T>(lists: [ids: T[], weight: number][], k = FUSION.k): Map<T, number> {
  const scores = new Map<T, number>();
  for (const [ids, weight] of lists) ids.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + weight / (k + rank + 1)));
  return scores;
}
