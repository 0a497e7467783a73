/**
 * The semantic data file's name and stored bytes per version of the search sections (lib/search/server.ts): one
 * version under the build, a new one per saved edit under `npm run dev`, whose route serves what the watcher stored.
 */
import { reuseBytes } from "@/lib/reuse";
import { getSemanticFileName, semanticKey, storedSemanticData } from "@/lib/search/server";
import { useTemporaryGeneratedDir } from "../../generated-dir";
import { section as hand } from "./helpers";

const section = (title: string, text: string) => hand(`/${title}/`, title, [], text);

describe("the semantic data file per version of the sections", () => {
  useTemporaryGeneratedDir("semantic-file-");

  it("names each version of the sections by its content, not once per process", () => {
    const v1 = [section("domains", "Move a domain from another registrar.")];
    const v2 = [section("domains", "Move a domain from another registrar."), section("dns", "Point records at the platform.")];
    const name = getSemanticFileName(v1);
    expect(name).toMatch(/^semantic-[0-9a-f]{16}\.bin$/);
    expect(getSemanticFileName(v2)).not.toBe(name);
    // The same content in another array (another read of .generated/) has the same name.
    expect(getSemanticFileName(structuredClone(v1))).toBe(name);
    // The questions a page answers have their own vectors: a change to them alone is a new version.
    const withQuestions = [{ ...v1[0]!, questions: ["how do I move my domain here?"] }];
    expect(getSemanticFileName(withQuestions)).not.toBe(name);
    expect(getSemanticFileName([{ ...v1[0]!, questions: ["how do I transfer my domain?"] }])).not.toBe(getSemanticFileName(withQuestions));
  });

  it("serves only what has been stored for that version, without building anything", async () => {
    const v1 = [section("functions", "Run code on request.")];
    const v2 = [section("functions", "Run code on request, edited.")];
    expect(getSemanticFileName(v1)).toBe(`semantic-${semanticKey(v1).slice(0, 16)}.bin`);
    expect(storedSemanticData(v1)).toBeUndefined();
    // What getSemanticData stores (here made-up bytes: the model is not needed to check the lookup).
    await reuseBytes("search-semantic", semanticKey(v1), () => Buffer.from([7, 8, 9]));
    expect([...(storedSemanticData(v1) ?? [])]).toEqual([7, 8, 9]);
    expect(storedSemanticData(v2)).toBeUndefined();
  });
});
