import fs from "node:fs";
import path from "node:path";
import { buildContentIndex } from "@/lib/content/build";
import { fixtureIndex, fixtureRoot, RUN_DIR_ENV } from "./fixture-site";

describe("the fixture site's index, built once per run", () => {
  it("is, read from the run's copy, what buildContentIndex makes: its pages map and frontmatter dates included", () => {
    fixtureIndex();
    const dir = process.env[RUN_DIR_ENV];
    expect(dir && fs.existsSync(path.join(dir, "fixture-index.json"))).toBe(true);
    const copy = fixtureIndex();
    const built = buildContentIndex({ root: fixtureRoot });
    expect(copy).toEqual(built);
    expect(copy.pages).toBeInstanceOf(Map);
    expect([...copy.pages.values()].some((page) => page.record.frontmatter.lastUpdated instanceof Date)).toBe(true);
  });

  it("gives each caller an index of its own", () => {
    const one = fixtureIndex();
    one.ordered.pop();
    expect(fixtureIndex().ordered.length).toBe(one.ordered.length + 1);
  });
});
