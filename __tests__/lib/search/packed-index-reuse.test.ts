/**
 * The packed search index is reused between builds while the sections are the same (lib/search/server.ts
 * getPackedIndex): the stored copy is what packing gives, and other sections are packed anew.
 */
import fs from "node:fs";
import path from "node:path";
import { reuseDir } from "@/lib/reuse";
import { buildPackedIndex } from "@/lib/search/build-index";
import { getPackedIndex } from "@/lib/search/server";
import { useTemporaryGeneratedDir } from "../../generated-dir";
import { section as hand } from "./helpers";

const section = (title: string, text: string) => hand(`/${title}/`, title, [], text);
const stored = () => fs.readdirSync(path.join(reuseDir(), "search-index"), { recursive: true }).filter((f) => String(f).endsWith(".json"));

describe("the packed index between builds", () => {
  useTemporaryGeneratedDir("packed-index-");

  it("reads the index it stored for the same sections, and packs other sections anew", () => {
    const v1 = [section("domains", "Move a domain from another registrar.")];
    const first = getPackedIndex(v1);
    expect(first).toEqual({ ...buildPackedIndex(v1), semantic: expect.stringMatching(/semantic-[0-9a-f]{16}\.bin$/) });
    expect(stored()).toHaveLength(1);
    // Another read of the same content (a later build): the stored index, nothing packed or stored again.
    const file = path.join(reuseDir(), "search-index", String(stored()[0]));
    const entry = JSON.parse(fs.readFileSync(file, "utf8")) as { value: { pages: unknown } };
    entry.value.pages = ["marked"];
    fs.writeFileSync(file, JSON.stringify(entry));
    expect(getPackedIndex(structuredClone(v1)).pages).toEqual(["marked"]);
    // Other sections: packed, and stored beside the first.
    const v2 = [section("dns", "Point records at the platform.")];
    expect(getPackedIndex(v2)).toEqual({ ...buildPackedIndex(v2), semantic: expect.any(String) });
    expect(stored()).toHaveLength(2);
  });
});
