/**
 * Builds the semantic data file of search (lib/search/semantic.ts reads it), Model2Vec-style:
 *
 * 1. every piece of the model's SentencePiece vocabulary (8,000) is embedded alone by Universal
 *    Sentence Encoder lite (lib/search/embed.ts; reused between builds, so only a new model or new
 *    code embeds again);
 * 2. the vectors are centred, reduced by PCA to SEMANTIC_DIMS dimensions and weighted by the piece's
 *    frequency (SIF: a / (a + p), p from the piece's log-probability), so frequent pieces say little;
 * 3. rows are stored as int8 with one float scale per row;
 * 4. each section's vector is the normalised sum of the rows of its title, headings (twice) and text,
 *    computed with the same code the browser uses for a query; each question a page answers (frontmatter
 *    `questions`) gets its own vector, mapped to the section of its page closest to it; both stored with
 *    SEMANTIC_BITS a value.
 *
 * Steps 1–3 make the token table, a function of the model package and this code only, the same for every
 * clone: it ships with the code (`lib/search/token-table-<key>.bin`, made by `npm run search:table`), so a build
 * never runs the model (embedding the 8,000 pieces and reducing them took ~20 s of CPU here). A table of another
 * key (the model or this code changed) is not used: the build makes it from the model instead, and a unit test
 * fails until the new one is shipped.
 *
 * `buildSemanticData` is a pure function of the sections and a token table, or the vocabulary and the piece
 * vectors it is made from (the tests give it small made-up ones); `getTokenTable` gives the real one.
 */
import fs from "node:fs";
import path from "node:path";
import { codeKey, hashOf } from "../reuse";
import { EMBEDDING_DIMS, embedTexts, modelVersion } from "./embed";
import { WORD_START } from "./pieces";
import { decodeTokenTable, encodeSemantic, SemanticIndex, type SemanticHeader } from "./semantic";
import type { SearchSection } from "./types";

/** Width of the shipped vectors (PCA of the model's 512). */
export const SEMANTIC_DIMS = 64;
/**
 * Bits per value of the section and question vectors. 4 bits (each vector scaled to its largest value) halve
 * them and rank the question sets as 8 bits do (docs/search.md): they keep the file within budget at 4× content.
 */
export const SEMANTIC_BITS = 4;
/** SIF smoothing: weight = a / (a + p(piece)). */
const SIF_A = 1e-3;
/** The model's first pieces are control symbols (unknown, <s>, </s>, extra ids). */
const RESERVED = 6;

export interface SemanticInputs {
  /** [piece, log-probability] of the model's vocabulary, reserved pieces first. */
  vocabulary: [string, number][];
  /** The model's vector of each piece (EMBEDDING_DIMS wide; reserved pieces' are ignored). */
  vectors: Float32Array[];
}

/** The text a section's vector is made from: the title and headings weigh more than the body. */
export const sectionText = (s: SearchSection) => `${s.pageTitle} ${s.headings.join(" ")} ${s.headings.join(" ")} ${(s.keywords ?? []).join(" ")} ${s.text}`;

/**
 * The model's vocabulary (as shipped in its package) and each piece's vector (embedded once, then reused between
 * builds). Depends on the model package only: made once per process.
 */
export function getSemanticInputs(): Promise<SemanticInputs> {
  semanticInputs ??= readSemanticInputs();
  return semanticInputs;
}
let semanticInputs: Promise<SemanticInputs> | undefined;

function vocabularyTexts(): { vocabulary: [string, number][]; texts: string[] } {
  const file = path.join(process.cwd(), "node_modules", "@energetic-ai", "model-embeddings-en", "dist", "vocab.json");
  const vocabulary = JSON.parse(fs.readFileSync(file, "utf8")) as [string, number][];
  const texts = vocabulary.map(([piece], i) => (i < RESERVED ? "" : piece.startsWith(WORD_START) ? piece.slice(1) || piece : piece) || ".");
  return { vocabulary, texts };
}

/** `getSemanticInputs` without the per-process memo: reads (or embeds) them now (the search bench times both). */
export async function readSemanticInputs(): Promise<SemanticInputs> {
  const { vocabulary, texts } = vocabularyTexts();
  return { vocabulary, vectors: await embedTexts(texts) };
}

/** The shipped token table's name: by the hash of the code that makes it (with its imports and packages) and the model. */
export function tokenTableFile(): string {
  const key = hashOf(codeKey(path.join(process.cwd(), "lib/search/semantic-build.ts")), modelVersion(), SEMANTIC_DIMS, SEMANTIC_BITS);
  return path.join(process.cwd(), "lib/search", `token-table-${key.slice(0, 16)}.bin`);
}

/** The token table this code makes from the model: the shipped one when there is one for this code and model. */
export function getTokenTable(): Promise<TokenTable> {
  realTable ??= readTokenTable();
  return realTable;
}
let realTable: Promise<TokenTable> | undefined;

/** `getTokenTable` without the per-process memo. */
export async function readTokenTable(): Promise<TokenTable> {
  const file = tokenTableFile();
  if (fs.existsSync(file)) return decodeTokenTable(fs.readFileSync(file));
  console.warn(`search: no ${path.relative(process.cwd(), file)} for this code and model: making the token table from the model (~20 s); npm run search:table ships it`);
  return tokenTable(await getSemanticInputs(), SEMANTIC_DIMS, SEMANTIC_BITS);
}

/** The bytes of a token table as shipped (the data file's format without sections). */
export const encodeTokenTable = ({ header, table, scales }: TokenTable) => encodeSemantic(header, table, scales, new Int8Array(0));

/** The top `k` principal directions of rows (centred), by subspace iteration from a fixed start: deterministic. */
function principalAxes(rows: Float64Array[], width: number, k: number): Float64Array[] {
  // Each entry is the dot product of two columns, summed over the rows in order: the sums a row-by-row outer product
  // makes, in the same order, so the same bits. Four entries at a time, as four independent sums: ~5× faster than
  // adding each row's outer product to the whole 2 MB matrix.
  const columns = Array.from({ length: width }, (_, i) => Float64Array.from(rows, (row) => row[i] as number));
  const covariance = new Float64Array(width * width);
  const set = (i: number, j: number, sum: number) => {
    covariance[i * width + j] = sum;
    covariance[j * width + i] = sum;
  };
  for (let i = 0; i < width; i++) {
    const ci = columns[i] as Float64Array;
    let j = i;
    for (; j + 4 <= width; j += 4) {
      const [c0, c1, c2, c3] = columns.slice(j, j + 4) as [Float64Array, Float64Array, Float64Array, Float64Array];
      let [s0, s1, s2, s3] = [0, 0, 0, 0];
      for (let r = 0; r < ci.length; r++) {
        const x = ci[r] as number;
        s0 += x * (c0[r] as number);
        s1 += x * (c1[r] as number);
        s2 += x * (c2[r] as number);
        s3 += x * (c3[r] as number);
      }
      [s0, s1, s2, s3].forEach((sum, d) => set(i, j + d, sum));
    }
    for (; j < width; j++) {
      const cj = columns[j] as Float64Array;
      let sum = 0;
      for (let r = 0; r < ci.length; r++) sum += (ci[r] as number) * (cj[r] as number);
      set(i, j, sum);
    }
  }
  // Start from the first k coordinate axes plus a fixed tilt, then iterate Q ← orth(C Q).
  let axes = Array.from({ length: k }, (_, a) => Float64Array.from({ length: width }, (_, i) => (i === a ? 1 : 0) + 1e-3 * Math.sin(1 + a * width + i)));
  for (let iteration = 0; iteration < 16; iteration++) {
    axes = axes.map((axis) => {
      const out = new Float64Array(width);
      for (let i = 0; i < width; i++) {
        let sum = 0;
        const base = i * width;
        for (let j = 0; j < width; j++) sum += (covariance[base + j] as number) * (axis[j] as number);
        out[i] = sum;
      }
      return out;
    });
    // Gram–Schmidt, in order.
    for (let a = 0; a < k; a++) {
      const axis = axes[a] as Float64Array;
      for (let b = 0; b < a; b++) {
        const other = axes[b] as Float64Array;
        let dot = 0;
        for (let i = 0; i < width; i++) dot += (axis[i] as number) * (other[i] as number);
        for (let i = 0; i < width; i++) axis[i] = (axis[i] as number) - dot * (other[i] as number);
      }
      let norm = 0;
      for (let i = 0; i < width; i++) norm += (axis[i] as number) ** 2;
      norm = Math.sqrt(norm) || 1;
      for (let i = 0; i < width; i++) axis[i] = (axis[i] as number) / norm;
    }
  }
  // A fixed sign: the largest component positive.
  for (const axis of axes) {
    let largest = 0;
    for (let i = 0; i < width; i++) if (Math.abs(axis[i] as number) > Math.abs(axis[largest] as number)) largest = i;
    if ((axis[largest] as number) < 0) for (let i = 0; i < width; i++) axis[i] = -(axis[i] as number);
  }
  return axes;
}

/** The token table distilled from the model's vocabulary: the part of the data that depends on the model only. */
export interface TokenTable {
  header: SemanticHeader;
  table: Int8Array;
  scales: Float32Array;
}

/** Token tables made in this process, by inputs (the dev preview rebuilds the data after each edit that changes a section). */
const tables = new WeakMap<SemanticInputs, Map<string, TokenTable>>();
/** How many token tables this process has distilled (a test checks a rebuild reuses its inputs' table). */
export const tableStats = { made: 0 };

/**
 * The semantic data file for these sections (in search index order), from a token table or the inputs it is made from
 * (with `dims` and `bits`). Pure and deterministic.
 */
export function buildSemanticData(sections: SearchSection[], source: TokenTable | SemanticInputs, dims = SEMANTIC_DIMS, bits: 4 | 8 = SEMANTIC_BITS): Uint8Array {
  const tokens = "table" in source ? source : tableOf(source, dims, bits);
  const { header, table, scales } = tokens;
  const width = header.dims;
  const embed = embedderOf(tokens);
  const quantize = (vector: Float32Array, out: Int8Array, at: number) => {
    for (let d = 0; d < width; d++) out[at * width + d] = Math.round((vector[d] as number) * 127);
  };
  const embedded = sections.map((section) => embed(sectionText(section)));
  const sectionVectors = new Int8Array(sections.length * width);
  embedded.forEach((vector, s) => quantize(vector, sectionVectors, s));
  // Each question of a page, mapped to the section of that page closest to it (the section that answers it).
  const mapped: { section: number; vector: Float32Array }[] = [];
  sections.forEach((section, s) => {
    for (const question of section.questions ?? []) {
      const vector = embed(question);
      let best = s;
      let bestScore = -Infinity;
      for (let other = s; other < sections.length && sections[other]?.path === section.path; other++) {
        const score = cosine(vector, embedded[other] as Float32Array);
        if (score > bestScore) [best, bestScore] = [other, score];
      }
      mapped.push({ section: best, vector });
    }
  });
  const questionVectors = new Int8Array(mapped.length * width);
  mapped.forEach(({ vector }, i) => quantize(vector, questionVectors, i));
  const questions = mapped.length ? { questions: mapped.map((q) => q.section) } : {};
  return encodeSemantic({ ...header, sections: sections.length, ...questions }, table, scales, sectionVectors, questionVectors);
}

/**
 * Embeds texts through the browser's own code (the query side), so both sides agree exactly; a text this token table
 * embedded in the last build comes from memory. The dev preview rebuilds the data after each saved edit (in a worker,
 * scripts/steps/semantic-dev-worker.mjs), where only the edited page's sections and questions are new: ~0.4 s of
 * embedding every section again per save, beside the page's refresh on two cores. Each build keeps only its own texts.
 */
function embedderOf(tokens: TokenTable): (text: string) => Float32Array {
  const last = embedders.get(tokens);
  const reader = last?.reader ?? new SemanticIndex(encodeTokenTable(tokens));
  const known = last?.vectors ?? new Map<string, Float32Array>();
  const vectors = new Map<string, Float32Array>();
  embedders.set(tokens, { reader, vectors });
  return (text) => {
    const vector = vectors.get(text) ?? known.get(text) ?? reader.embed(text);
    vectors.set(text, vector);
    return vector;
  };
}
const embedders = new WeakMap<TokenTable, { reader: SemanticIndex; vectors: Map<string, Float32Array> }>();

function tableOf(inputs: SemanticInputs, dims: number, bits: 4 | 8): TokenTable {
  const known = tables.get(inputs) ?? new Map<string, TokenTable>();
  tables.set(inputs, known);
  const key = `${dims}/${bits}`;
  const made = known.get(key) ?? tokenTable(inputs, dims, bits);
  known.set(key, made);
  return made;
}

/** The vocabulary's rows projected on their top principal axes, int8 with a scale per row (SIF-weighted). */
export function tokenTable(inputs: SemanticInputs, dims: number, bits: 4 | 8): TokenTable {
  tableStats.made++;
  const { vocabulary, vectors } = inputs;
  const width = vectors[RESERVED]?.length ?? EMBEDDING_DIMS;
  const count = vocabulary.length;
  const mean = new Float64Array(width);
  for (let i = RESERVED; i < count; i++) {
    const vector = vectors[i] as Float32Array;
    for (let d = 0; d < width; d++) mean[d] = (mean[d] as number) + (vector[d] as number) / (count - RESERVED);
  }
  const centred = vocabulary.map((_, i) => {
    const row = new Float64Array(width);
    if (i < RESERVED) return row;
    const vector = vectors[i] as Float32Array;
    for (let d = 0; d < width; d++) row[d] = (vector[d] as number) - (mean[d] as number);
    return row;
  });
  const axes = principalAxes(centred.slice(RESERVED), width, Math.min(dims, width));
  const table = new Int8Array(count * dims);
  const scales = new Float32Array(count);
  centred.forEach((row, i) => {
    if (i < RESERVED) return;
    const weight = SIF_A / (SIF_A + Math.exp((vocabulary[i] as [string, number])[1]));
    const projected = axes.map((axis) => {
      let dot = 0;
      for (let d = 0; d < width; d++) dot += (axis[d] as number) * (row[d] as number);
      return dot;
    });
    const largest = Math.max(...projected.map(Math.abs)) || 1;
    scales[i] = Math.fround((weight * largest) / 127);
    projected.forEach((value, d) => (table[i * dims + d] = Math.round((value / largest) * 127)));
  });
  const header: SemanticHeader = {
    v: 2,
    dims,
    pieces: vocabulary.map(([piece], i) => (i < RESERVED ? "" : piece)),
    scores: vocabulary.map(([, score]) => Math.round(score * 100) / 100),
    sections: 0,
    bits,
  };
  return { header, table, scales };
}

function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let d = 0; d < a.length; d++) sum += (a[d] as number) * (b[d] as number);
  return sum;
}
