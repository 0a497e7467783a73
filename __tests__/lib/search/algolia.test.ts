import { createAlgoliaSearch, groupHits, parseHighlight, withFallback, type AlgoliaClientLike } from "@/lib/search/algolia";
import type { SearchBackend, SearchHit } from "@/lib/search/types";

const PRE = "\u0002";
const POST = "\u0003";

const algoliaHit = (url: string, lvl1: string, lvl2: string | null, snippet = "") => ({
  objectID: url,
  url: `https://docs.launchbay.com${url}`,
  hierarchy: { lvl0: "Platform primitives", lvl1, lvl2, lvl3: null },
  _highlightResult: { hierarchy: { lvl1: { value: lvl1 }, ...(lvl2 ? { lvl2: { value: lvl2.replace("Limits", `${PRE}Limits${POST}`) } } : {}) } },
  _snippetResult: { content: { value: snippet } },
});

function fakeClient(respond: () => Promise<{ results: unknown[] }>) {
  const calls: Parameters<AlgoliaClientLike["search"]>[0][] = [];
  const client: AlgoliaClientLike = {
    search: (params) => {
      calls.push(params);
      return respond();
    },
  };
  return { client, calls };
}

const localHit: SearchHit = {
  id: "local",
  url: "/functions/api/",
  path: "/functions/api/",
  pageTitle: "Functions API",
  headings: [],
  title: [{ text: "Functions API", match: false }],
  snippet: [],
  terms: ["function"],
  score: 1,
};
const local: SearchBackend = { name: "local", search: jest.fn(async () => [localHit]), withSnippets: async (hits) => hits, suggest: async () => ["function"] };

describe("parseHighlight", () => {
  it("turns our highlight tags into segments, with markup left as text", () => {
    expect(parseHighlight(`Set ${PRE}limits${POST} for <b>functions</b>`)).toEqual([
      { text: "Set ", match: false },
      { text: "limits", match: true },
      { text: " for <b>functions</b>", match: false },
    ]);
  });
});

describe("the Algolia backend", () => {
  it("queries docs-manual with our highlight tags and maps DocSearch hits, grouped by page", async () => {
    const { client, calls } = fakeClient(async () => ({
      results: [
        {
          hits: [
            algoliaHit("/functions/api/#limits", "Functions API", "Limits", `The ${PRE}limits${POST} of functions`),
            algoliaHit("/functions/overview/", "Functions overview", null),
            algoliaHit("/functions/api/#context", "Functions API", "Context"),
          ],
        },
      ],
    }));
    const hits = await createAlgoliaSearch(client, "docs-manual").search("limits");
    expect(calls[0]?.requests[0]).toMatchObject({ indexName: "docs-manual", query: "limits", highlightPreTag: PRE, highlightPostTag: POST });
    expect(hits.map((h) => h.url)).toEqual(["/functions/api/#limits", "/functions/api/#context", "/functions/overview/"]);
    expect(hits[0]).toMatchObject({ path: "/functions/api/", pageTitle: "Functions API", headings: ["Limits"], title: [{ text: "Limits", match: true }] });
    expect(hits[0]?.snippet).toEqual([
      { text: "The ", match: false },
      { text: "limits", match: true },
      { text: " of functions", match: false },
    ]);
    expect(hits[2]?.title).toEqual([{ text: "Functions overview", match: false }]);
  });

  it("keeps at most three hits per page and eight pages", () => {
    const hits = Array.from({ length: 40 }, (_, i) => ({ ...localHit, id: String(i), path: `/p${i % 10}/` }));
    const grouped = groupHits(hits);
    expect(new Set(grouped.map((h) => h.path)).size).toBe(8);
    expect(grouped.filter((h) => h.path === "/p0/")).toHaveLength(3);
  });
});

describe("the fallback to the local index", () => {
  beforeEach(() => (local.search as jest.Mock).mockClear());

  it("answers from Algolia when it answers in time", async () => {
    const { client } = fakeClient(async () => ({ results: [{ hits: [algoliaHit("/functions/api/#limits", "Functions API", "Limits")] }] }));
    const backend = withFallback(createAlgoliaSearch(client, "docs-manual"), local, 1500);
    expect((await backend.search("limits"))[0]?.url).toBe("/functions/api/#limits");
    expect(local.search).not.toHaveBeenCalled();
    expect(backend.name).toBe("algolia");
  });

  it("answers from the local index when Algolia errors", async () => {
    const onFallback = jest.fn();
    const { client } = fakeClient(async () => Promise.reject(new Error("403 Invalid API key")));
    const backend = withFallback(createAlgoliaSearch(client, "docs-manual"), local, 1500, onFallback);
    expect(await backend.search("limits")).toEqual([localHit]);
    expect(onFallback).toHaveBeenCalledWith(expect.objectContaining({ message: "403 Invalid API key" }));
  });

  it("answers from the local index when Algolia takes longer than 1.5 s", async () => {
    jest.useFakeTimers();
    try {
      const { client } = fakeClient(() => new Promise(() => {}));
      const backend = withFallback(createAlgoliaSearch(client, "docs-manual"), local, 1500);
      const pending = backend.search("limits");
      await jest.advanceTimersByTimeAsync(1499);
      expect(local.search).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual([localHit]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("takes snippets and spelling suggestions from the local index", async () => {
    const { client } = fakeClient(async () => ({ results: [{ hits: [] }] }));
    const backend = withFallback(createAlgoliaSearch(client, "docs-manual"), local, 1500);
    expect(await backend.suggest?.("functoin")).toEqual(["function"]);
  });
});
