/** The embedding store (lib/search/embed.ts): whether texts' vectors are stored is known without reading them. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { EMBEDDING_DIMS, embeddingsStored, embedStats, embedTexts } from "@/lib/search/embed";

describe("the embedding store", () => {
  const saved = process.env.LAUNCHBAY_GENERATED_DIR;
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "embed-store-"));
    process.env.LAUNCHBAY_GENERATED_DIR = dir;
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.LAUNCHBAY_GENERATED_DIR;
    else process.env.LAUNCHBAY_GENERATED_DIR = saved;
  });
  // A stand-in for the model: a text's vector is its length, repeated.
  const embedder = async (batch: string[]) => batch.map((text) => Array.from({ length: EMBEDDING_DIMS }, () => text.length));

  it("says whether every text is stored, as embedTexts then finds it", async () => {
    const texts = ["deploy", "domains", "functions", "deploy"];
    expect(embeddingsStored(texts, embedder)).toBe(false);
    await embedTexts(texts, embedder);
    expect(embeddingsStored(texts, embedder)).toBe(true);
    expect(embeddingsStored([...texts, "a new page"], embedder)).toBe(false);
    const before = embedStats.embedded;
    const vectors = await embedTexts(texts, embedder);
    expect(embedStats.embedded).toBe(before);
    expect(vectors[1]?.[0]).toBe("domains".length);
  });
});
