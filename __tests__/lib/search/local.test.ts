import { LocalSearch, pageTextUrl } from "@/lib/search/local";
import { segmentsText } from "@/lib/search/highlight";
import { buildSearchSections, fakeSite, fixtureIndex } from "./helpers";

const sections = buildSearchSections(fixtureIndex());

describe("the local search backend", () => {
  it("fetches the index once, from our own origin, on first use", async () => {
    const site = fakeSite(sections);
    const local = new LocalSearch({ fetcher: site.fetcher });
    expect(site.requests).toEqual([]);
    await Promise.all([local.search("functions"), local.search("limits")]);
    await local.search("deploy");
    expect(site.requests).toEqual(["/search-index.json"]);
  });

  it("returns hits grouped by page with links to the page and its heading", async () => {
    const local = new LocalSearch({ fetcher: fakeSite(sections).fetcher });
    const hits = await local.search("timeout");
    expect(hits[0]).toMatchObject({ url: "/functions/api/#timeout", path: "/functions/api/", pageTitle: "Functions API", headings: ["Limits", "Timeout"] });
    expect(hits[0]?.title).toEqual([{ text: "Timeout", match: true }]);
    const paths = hits.map((h) => h.path);
    expect(paths).toEqual([...paths].sort((a, b) => paths.indexOf(a) - paths.indexOf(b)));
  });

  it("fills in snippets from the page text files of the hits", async () => {
    const site = fakeSite(sections);
    const local = new LocalSearch({ fetcher: site.fetcher });
    const hits = await local.search("custom domain");
    expect(hits[0]?.snippet).toEqual([]);
    const filled = await local.withSnippets(hits);
    expect(site.requests).toContain(pageTextUrl("/domains/get-started-with-domains/"));
    expect(filled.find((h) => h.url === "/domains/get-started-with-domains/")?.snippet.some((s) => s.match)).toBe(true);
    expect(segmentsText(filled.find((h) => h.url === "/domains/get-started-with-domains/")?.snippet ?? [])).toContain("custom domain");
  });

  it("keeps answering offline once the index has loaded", async () => {
    const site = fakeSite(sections);
    const local = new LocalSearch({ fetcher: site.fetcher });
    await local.prepare();
    site.setOffline(true);
    expect((await local.search("context"))[0]?.url).toBe("/functions/api/#context");
    // Snippets that cannot load are simply left out.
    expect((await local.withSnippets(await local.search("context")))[0]?.snippet).toEqual([]);
  });

  it("retries a failed index load on the next query", async () => {
    const site = fakeSite(sections);
    site.setOffline(true);
    const local = new LocalSearch({ fetcher: site.fetcher });
    await expect(local.search("functions")).rejects.toThrow("Failed to fetch");
    site.setOffline(false);
    expect((await local.search("functions")).length).toBeGreaterThan(0);
  });

  it("answers a query in well under 10 ms once loaded", async () => {
    const local = new LocalSearch({ fetcher: fakeSite(sections).fetcher });
    await local.prepare();
    const started = performance.now();
    await local.search("functions limits");
    expect(performance.now() - started).toBeLessThan(10);
  });
});
