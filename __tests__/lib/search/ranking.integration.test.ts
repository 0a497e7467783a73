/**
 * The ranking table: realistic queries against this repository's own content/, each expecting its
 * page in the top 3. Fails below 90 %. (RANKING_CONTENT_ROOT points it at another content tree.)
 */
import { groupByPage } from "@/lib/search/engine";
import { RANKING_QUERIES } from "./ranking-queries";
import { engineFor } from "./helpers";
import { siteContent } from "./site-content";

describe("ranking on the real content", () => {
  const { index, sections } = siteContent();
  const engine = engineFor(sections);
  const results = RANKING_QUERIES.map(([query, page]) => {
    const top = groupByPage(engine.searchSections(query))
      .slice(0, 3)
      .map((p) => p.path);
    return { query, page, top, hit: top.includes(page) };
  });

  it("has at least 40 queries, each naming a page that exists", () => {
    expect(RANKING_QUERIES.length).toBeGreaterThanOrEqual(40);
    expect(RANKING_QUERIES.map(([, page]) => page).filter((page) => !index.pages.has(page))).toEqual([]);
  });

  it("finds the expected page in the top 3 for at least 90 % of the queries", () => {
    const misses = results.filter((r) => !r.hit).map((r) => `"${r.query}" → ${r.page}, got ${r.top.join(", ")}`);
    const share = (results.length - misses.length) / results.length;
    if (share < 0.9) throw new Error(`${Math.round(share * 100)} % in the top 3; misses:\n${misses.join("\n")}`);
    expect(share).toBeGreaterThanOrEqual(0.9);
  });
});
