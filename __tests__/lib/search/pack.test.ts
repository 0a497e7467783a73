import MiniSearch from "minisearch";
import { buildMiniSearch, buildPackedIndex } from "@/lib/search/build-index";
import { SearchEngine } from "@/lib/search/engine";
import { INDEX_FIELDS, indexOptions } from "@/lib/search/index-options";
import { packIndex, readVarints, slugify, unpackIndex, writeVarint } from "@/lib/search/pack";
import { buildSearchSections, fixtureIndex, section } from "./helpers";

const sections = buildSearchSections(fixtureIndex());

describe("varints", () => {
  it("round-trip small and large numbers", () => {
    const values = [0, 1, 31, 32, 33, 1023, 1024, 65_535, 1_000_000];
    expect(readVarints(values.map(writeVarint).join(""))).toEqual(values);
    expect(writeVarint(5)).toHaveLength(1);
    expect(writeVarint(1000)).toHaveLength(2);
  });
  it("reject characters outside the alphabet", () => {
    expect(() => readVarints("a,b")).toThrow(/bad varint/);
  });
});

describe("the packed index", () => {
  const mini = buildMiniSearch(sections);
  const plain = mini.toJSON();
  const unpacked = unpackIndex(JSON.parse(JSON.stringify(packIndex(plain, INDEX_FIELDS))));

  it("restores documents, stored fields and field lengths exactly", () => {
    expect(Object.fromEntries(unpacked.documentIds)).toEqual(plain.documentIds);
    expect(Object.fromEntries(unpacked.fieldLength)).toEqual(plain.fieldLength);
    for (const [id, stored] of unpacked.storedFields) expect(stored).toEqual({ weight: 1, ...(plain.storedFields[id] as object) });
    expect(unpacked.averageFieldLength).toEqual(plain.averageFieldLength);
  });

  it("restores which sections hold each term in each field (frequencies read back as 1)", () => {
    const expected = plain.index.map(([term, fields]) => [term, Object.fromEntries(Object.entries(fields).map(([f, docs]) => [f, Object.keys(docs).map(Number)]))]);
    const actual = unpacked.index.map(([term, fields]) => [term, Object.fromEntries([...fields].map(([f, docs]) => [String(f), [...docs.keys()]]))]);
    expect(actual).toEqual(expect.arrayContaining(expected));
    expect(actual).toHaveLength(expected.length);
  });

  it("answers like MiniSearch's own loader would", () => {
    // The same index through MiniSearch.loadJS (frequencies set to 1, as the packed format keeps them).
    const ones = {
      ...plain,
      index: plain.index.map(
        ([term, fields]) =>
          [term, Object.fromEntries(Object.entries(fields).map(([f, docs]) => [f, Object.fromEntries(Object.keys(docs).map((d) => [d, 1]))]))] as [string, Record<string, Record<string, number>>],
      ),
    };
    const reference = MiniSearch.loadJS(ones, indexOptions);
    const engine = new SearchEngine(buildPackedIndex(sections));
    for (const query of ["functions", "limits timeout", "deploy", "custom domain", "api context"]) {
      const expected = reference.search(query, { prefix: true }).map((r) => r.id);
      const direct = (engine as unknown as { mini: MiniSearch }).mini.search(query, { prefix: true }).map((r) => r.id);
      expect(direct).toEqual(expected);
    }
  });

  it("stores an anchor only when it is not the heading's plain slug", () => {
    const packed = buildPackedIndex([
      section("/a/", "A", [], "Intro."),
      section("/a/", "A", ["Set up DNS"], "Text.", "set-up-dns"),
      section("/a/", "A", ["Set up DNS", "Step 1"], "Text.", "custom-id"),
    ]);
    expect(packed.sections).toEqual([[0], [0, 1, "Set up DNS"], [0, 2, "Step 1", "custom-id"]]);
    expect(slugify("Next.js & the CLI: v2")).toBe("nextjs--the-cli-v2");
    const stored = [...unpackIndex(packed).storedFields.values()];
    expect(stored.map((s) => [s.anchor, s.headings])).toEqual([
      ["", []],
      ["set-up-dns", ["Set up DNS"]],
      ["custom-id", ["Set up DNS", "Step 1"]],
    ]);
  });

  it("refuses a format it does not know", () => {
    expect(() => unpackIndex({ ...buildPackedIndex(sections), v: 2 as 1 })).toThrow(/unknown format/);
  });
});
