import { createAlgoliaSearch, withFallback } from "@/lib/search/algolia";
import { buildSearchGroups, pagesOfGroup } from "@/lib/search/groups";
import { LocalSearch } from "@/lib/search/local";
import { search } from "@/lib/site";
import type { SearchBackend } from "@/lib/search/types";
import { buildSearchSections, fakeSite, fixtureIndex } from "./helpers";

const sections = buildSearchSections(fixtureIndex());

describe("search narrowed to a sidebar group", () => {
  it("lists the sidebar groups in order with their pages, leaving hidden pages out", () => {
    const { groups } = buildSearchGroups(sections);
    expect(groups.map((g) => g.label)).toEqual(["Welcome", "Platform primitives"]);
    expect(groups[0]?.pages).toContain("/get-started/");
    expect(groups[0]?.pages).not.toContain("/functions/api/");
    expect(groups[1]?.pages).toEqual(expect.arrayContaining(["/functions/overview/", "/functions/api/"]));
    const hidden = sections.filter((s) => !s.group).map((s) => s.path);
    for (const path of hidden) expect(groups.flatMap((g) => g.pages)).not.toContain(path);
    expect(() => pagesOfGroup({ groups }, "Nope")).toThrow('unknown search group "Nope" (groups: Welcome, Platform primitives)');
  });

  it("returns only the group's pages, in the order of the unfiltered ranking, and fetches the groups file once", async () => {
    const site = fakeSite(sections);
    const local = new LocalSearch({ fetcher: site.fetcher, completeAfter: 0 });
    const { groups } = buildSearchGroups(sections);
    const welcome = new Set(groups[0]?.pages);
    const all = await local.search("deploy");
    expect(all.some((hit) => !welcome.has(hit.path))).toBe(true);
    const narrowed = await local.search("deploy", { group: "Welcome" });
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every((hit) => welcome.has(hit.path))).toBe(true);
    // The same ranking with the other pages left out.
    expect(narrowed.map((hit) => hit.id)).toEqual(all.filter((hit) => welcome.has(hit.path)).map((hit) => hit.id));
    await local.search("functions", { group: "Platform primitives" });
    expect(await local.groups()).toEqual(["Welcome", "Platform primitives"]);
    expect(site.requests.filter((url) => url === search.groupsPath)).toHaveLength(1);
    // No group, no groups file: a plain search costs nothing more.
    const plain = fakeSite(sections);
    await new LocalSearch({ fetcher: plain.fetcher, completeAfter: 0 }).search("deploy");
    expect(plain.requests).not.toContain(search.groupsPath);
  });

  it("rejects an unknown group, naming the groups there are", async () => {
    const local = new LocalSearch({ fetcher: fakeSite(sections).fetcher, completeAfter: 0 });
    await expect(local.search("deploy", { group: "Nope" })).rejects.toThrow('unknown search group "Nope" (groups: Welcome, Platform primitives)');
  });

  it("asks Algolia for the group as a facet filter on the sidebar group (hierarchy.lvl0), and falls back with it", async () => {
    const requests: unknown[] = [];
    const client = {
      search: async (params: { requests: unknown[] }) => {
        requests.push(...params.requests);
        return { results: [{ hits: [] }] };
      },
    };
    await createAlgoliaSearch(client, "docs-manual").search("deploy", { group: "Welcome" });
    expect(requests[0]).toMatchObject({ query: "deploy", facetFilters: ["hierarchy.lvl0:Welcome"] });
    const calls: unknown[] = [];
    const failing: SearchBackend = { name: "algolia", search: async () => Promise.reject(new Error("down")) };
    const fallback: SearchBackend = { name: "local", search: async (query, options) => (calls.push([query, options]), []), groups: async () => ["Welcome"] };
    const backend = withFallback(failing, fallback, 1000);
    await backend.search("deploy", { group: "Welcome" });
    expect(calls).toEqual([["deploy", { group: "Welcome" }]]);
    expect(await backend.groups?.()).toEqual(["Welcome"]);
  });
});
