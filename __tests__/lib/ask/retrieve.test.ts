import { composeAnswer } from "@/lib/ask/compose";
import { retrieve } from "@/lib/ask/retrieve";
import { LocalSearch } from "@/lib/search/local";
import { buildSearchSections, fakeSite, fixtureIndex } from "../search/helpers";

const local = new LocalSearch({ fetcher: fakeSite(buildSearchSections(fixtureIndex())).fetcher });

describe("retrieval over the local index", () => {
  it("returns the best sections with their texts and links", async () => {
    const sources = await retrieve(local, "How do I add a custom domain?");
    expect(sources[0]).toMatchObject({ url: "/domains/get-started-with-domains/#add-a-custom-domain", pageTitle: "Get started with domains", headings: ["Add a custom domain"] });
    expect(sources[0]?.text).toContain("1. Open your project in the dashboard.");
  });

  it("takes the best sections of several pages, not only the first page's: the search dialog's pages, in its order", async () => {
    const rankedSections = await local.sections("domain deploy functions", 80, true);
    const dialogPages = [...new Set((await local.search("domain deploy functions")).map((hit) => hit.path))];
    expect(dialogPages.length).toBeGreaterThan(2);
    const sources = await retrieve(local, "domain deploy functions", { pages: 3, perPage: 2 });
    const cited = sources.map((s) => s.url.split("#")[0] as string);
    expect([...new Set(cited)]).toEqual(dialogPages.slice(0, 3));
    // Each page's sections together, its best ones in ranking order.
    expect(cited).toEqual([...new Set(cited)].flatMap((page) => cited.filter((p) => p === page)));
    for (const page of new Set(cited)) {
      const own = sources.filter((s) => s.url.split("#")[0] === page).map((s) => s.id);
      expect(own).toEqual(
        rankedSections
          .filter((s) => s.path === page)
          .map((s) => s.id)
          .slice(0, 2),
      );
    }
  });

  it("feeds an answer that cites the domains page", async () => {
    const question = "How do I add a custom domain?";
    const answer = composeAnswer(question, await retrieve(local, question));
    expect(answer.found).toBe(true);
    expect(answer.citations[0]?.url).toBe("/domains/get-started-with-domains/#add-a-custom-domain");
    expect(answer.text).toContain("3. Select Add a domain and enter your domain. [1]");
  });
});
