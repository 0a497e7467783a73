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

  it("feeds an answer that cites the domains page", async () => {
    const question = "How do I add a custom domain?";
    const answer = composeAnswer(question, await retrieve(local, question));
    expect(answer.found).toBe(true);
    expect(answer.citations[0]?.url).toBe("/domains/get-started-with-domains/#add-a-custom-domain");
    expect(answer.text).toContain("3. Select Add a domain and enter your domain. [1]");
  });
});
