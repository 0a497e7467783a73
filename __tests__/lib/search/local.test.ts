import { LocalSearch, pageTextUrl } from "@/lib/search/local";
import { SearchEngine } from "@/lib/search/engine";
import { blockFor } from "@/lib/search/shards";
import { search } from "@/lib/site";
import { segmentsText } from "@/lib/search/highlight";
import { buildSearchSections, fakeSite, fixtureIndex } from "./helpers";

const sections = buildSearchSections(fixtureIndex());

/** Waits (a few event-loop turns at most) until the condition holds. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await condition()); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(await condition()).toBe(true);
}

describe("the local search backend", () => {
  it("fetches the index core once, from our own origin, on first use, then each shard or block once", async () => {
    const site = fakeSite(sections);
    const local = new LocalSearch({ fetcher: site.fetcher, completeAfter: 0 });
    expect(site.requests).toEqual([]);
    await Promise.all([local.search("functions"), local.search("limits")]);
    await local.search("deploy");
    await until(() => local.isComplete());
    expect(site.requests[0]).toBe(search.corePath);
    expect(site.requests.filter((url) => url === search.corePath)).toHaveLength(1);
    const files = site.requests.filter((url) => url.startsWith(search.shardDir));
    expect(new Set(files).size).toBe(files.length);
    expect(files.sort()).toEqual([...site.split.files.keys()].map((name) => `${search.shardDir}${name}`).sort());
    expect(site.requests).not.toContain("/search-index.json");
  });

  it("answers from the split index exactly as from the whole one, before and after the rest has arrived", async () => {
    const site = fakeSite(sections, 200);
    const whole = new LocalSearch({ fetcher: site.fetcher, indexUrl: "/search-index.json" });
    const split = new LocalSearch({ fetcher: site.fetcher, completeAfter: 0 });
    for (const query of ["functions", "custom domain", "timeout limits", "deploy previews", "context", "enviroment"]) expect(await split.search(query)).toEqual(await whole.search(query));
    await until(() => split.isComplete());
    for (const query of ["api", "domains", "get started"]) expect(await split.search(query)).toEqual(await whole.search(query));
  });

  it("fetches for a first query only the shards of its words and the blocks of the pages it shows", async () => {
    const site = fakeSite(sections, 60);
    const local = new LocalSearch({ fetcher: site.fetcher, completeAfter: 0 });
    const hits = await local.search("timeout");
    const first = site.requests.filter((url) => url.startsWith(search.shardDir)).map((url) => url.slice(search.shardDir.length));
    // The shards of the terms the word matches, then the blocks of the pages shown; the rest only after the answer.
    const terms = first.filter((name) => name.startsWith("t-"));
    const blocks = first.filter((name) => name.startsWith("b-"));
    expect(terms.sort()).toEqual(new SearchEngine(site.split.core).missingShards("timeout").sort());
    expect(blocks.sort()).toEqual(
      [
        ...new Set(
          [...new Set(hits.map((h) => h.path))].map((p) =>
            blockFor(
              site.split.core,
              site.split.core.pages.findIndex(([path]) => path === p),
            ),
          ),
        ),
      ].sort(),
    );
    expect(first.length).toBeLessThan(site.split.files.size / 2);
    await until(() => local.isComplete());
  });

  it("picks the shards of the words a query means when a typo is in their first letters", async () => {
    const site = fakeSite(sections, 60);
    const { core } = site.split;
    const shardOf = (term: string) => {
      const i = core.terms.indexOf(term);
      expect(i).toBeGreaterThanOrEqual(0);
      return [...core.shards].reverse().find(([first]) => first <= i)![1];
    };
    // The shards a prefix would pick for these (terms starting with the typo's letters) don't hold the meant word.
    for (const [typo, meant] of [
      ["rimeout", "timeout"],
      ["ftimeout", "timeout"],
      ["imeout", "timeout"],
      ["fnuctions", "function"],
    ] as const) {
      const prefixShards = core.terms.map((term, i) => [term, i] as const).filter(([term]) => term.startsWith(typo.slice(0, 2)));
      expect(prefixShards.map(([term]) => shardOf(term))).not.toContain(shardOf(meant));
      expect(new SearchEngine(JSON.parse(JSON.stringify(core))).missingShards(typo)).toContain(shardOf(meant));
    }
    // In the browser: the first query (before the rest of the index arrives) finds what the whole index finds.
    const whole = new LocalSearch({ fetcher: site.fetcher, indexUrl: "/search-index.json" });
    for (const query of ["rimeout", "fnuctions api", "imeout"]) {
      const split = new LocalSearch({ fetcher: site.fetcher, completeAfter: 0 });
      const hits = await split.search(query);
      expect(hits.map((h) => h.path)).toContain("/functions/api/");
      expect(hits).toEqual(await whole.search(query));
      await until(() => split.isComplete());
    }
  });

  it("returns hits grouped by page with links to the page and its heading", async () => {
    const local = new LocalSearch({ fetcher: fakeSite(sections).fetcher, completeAfter: 0 });
    const hits = await local.search("timeout");
    expect(hits[0]).toMatchObject({ url: "/functions/api/#timeout", path: "/functions/api/", pageTitle: "Functions API", headings: ["Limits", "Timeout"] });
    expect(hits[0]?.title).toEqual([{ text: "Timeout", match: true }]);
    const paths = hits.map((h) => h.path);
    expect(paths).toEqual([...paths].sort((a, b) => paths.indexOf(a) - paths.indexOf(b)));
  });

  it("fills in snippets from the page text files of the hits", async () => {
    const site = fakeSite(sections);
    const local = new LocalSearch({ fetcher: site.fetcher, completeAfter: 0 });
    const hits = await local.search("custom domain");
    expect(hits[0]?.snippet).toEqual([]);
    const filled = await local.withSnippets(hits);
    expect(site.requests).toContain(pageTextUrl("/domains/get-started-with-domains/"));
    expect(filled.find((h) => h.url === "/domains/get-started-with-domains/")?.snippet.some((s) => s.match)).toBe(true);
    expect(segmentsText(filled.find((h) => h.url === "/domains/get-started-with-domains/")?.snippet ?? [])).toContain("custom domain");
  });

  it("keeps answering offline once the index has loaded", async () => {
    const site = fakeSite(sections);
    const local = new LocalSearch({ fetcher: site.fetcher, completeAfter: 0 });
    await local.prepare();
    await local.search("functions");
    await until(() => local.isComplete());
    site.setOffline(true);
    expect((await local.search("context"))[0]?.url).toBe("/functions/api/#context");
    // Snippets that cannot load are simply left out.
    expect((await local.withSnippets(await local.search("context")))[0]?.snippet).toEqual([]);
  });

  it("retries a failed index load on the next query", async () => {
    const site = fakeSite(sections);
    site.setOffline(true);
    const local = new LocalSearch({ fetcher: site.fetcher, completeAfter: 0 });
    await expect(local.search("functions")).rejects.toThrow("Failed to fetch");
    site.setOffline(false);
    expect((await local.search("functions")).length).toBeGreaterThan(0);
  });

  // Its speed is the bench's to measure (npm run bench:search), not a test's: a timing fails on a loaded machine.
  it("answers from memory once loaded: no further request", async () => {
    const site = fakeSite(sections);
    const local = new LocalSearch({ fetcher: site.fetcher, completeAfter: 0 });
    await local.search("deploy");
    await until(() => local.isComplete());
    const requests = site.requests.length;
    expect((await local.search("functions limits")).length).toBeGreaterThan(0);
    expect(site.requests).toHaveLength(requests);
  });
});
