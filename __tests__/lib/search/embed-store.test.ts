/** The embedding store (lib/search/embed.ts): whether texts' vectors are stored is known without reading them. */
import { EMBEDDING_DIMS, embeddingsStored, embedStats, embedTexts } from "@/lib/search/embed";
import { useTemporaryGeneratedDir } from "../../generated-dir";

describe("the embedding store", () => {
  useTemporaryGeneratedDir("embed-store-");
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
