/** The embedding store (lib/search/embed.ts): a text's vector is embedded once, then read from the store. */
import { EMBEDDING_DIMS, embedStats, embedTexts } from "@/lib/search/embed";
import { useTemporaryGeneratedDir } from "../../generated-dir";

describe("the embedding store", () => {
  useTemporaryGeneratedDir("embed-store-");
  // A stand-in for the model: a text's vector is its length, repeated.
  const embedder = async (batch: string[]) => batch.map((text) => Array.from({ length: EMBEDDING_DIMS }, () => text.length));

  it("embeds each text once, and finds it stored after", async () => {
    const texts = ["deploy", "domains", "functions", "deploy"];
    const first = embedStats.embedded;
    await embedTexts(texts, embedder);
    expect(embedStats.embedded).toBe(first + 3);
    const before = embedStats.embedded;
    const vectors = await embedTexts(texts, embedder);
    expect(embedStats.embedded).toBe(before);
    expect(vectors[1]?.[0]).toBe("domains".length);
  });
});
