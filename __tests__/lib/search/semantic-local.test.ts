/**
 * The semantic stage in the local backend, with a tiny made-up token table (no model): the first query
 * answers lexically while the semantic file is held back, the semantic data loads after the index
 * (prepare), then a word the pages never use finds the page by meaning; a failed load leaves search
 * lexical; and the data file is a pure function of its inputs.
 */
import { buildPackedIndex } from "@/lib/search/build-index";
import { LocalSearch } from "@/lib/search/local";
import { SemanticIndex } from "@/lib/search/semantic";
import { buildSemanticData } from "@/lib/search/semantic-build";
import { splitIndex } from "@/lib/search/shards";
import { search } from "@/lib/site";
import { buildSearchSections, fixtureIndex, tinyInputs } from "./helpers";

const sections = buildSearchSections(fixtureIndex());

const reply = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body, arrayBuffer: async () => (body as Uint8Array).slice().buffer }) as unknown as Response;

function site(semanticBytes: Uint8Array, options: { failSemantic?: boolean } = {}) {
  // The split index the browser loads (core, then shards), naming the semantic file.
  const index = splitIndex({ ...buildPackedIndex(sections), semantic: "/search-semantic/semantic-test.bin" });
  const requests: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetcher = async (url: string) => {
    requests.push(url);
    if (url === search.corePath) return reply(200, JSON.parse(JSON.stringify(index.core)));
    const file = index.files.get(url.slice(search.shardDir.length));
    if (url.startsWith(search.shardDir) && file) return reply(200, JSON.parse(JSON.stringify(file)));
    if (url === index.core.semantic) {
      await held;
      return options.failSemantic ? reply(500, null) : reply(200, semanticBytes);
    }
    return reply(404, null);
  };
  return { fetcher, requests, release };
}

describe("the semantic stage of the local backend", () => {
  const data = buildSemanticData(sections, tinyInputs(), 4);

  it("is a pure function of its inputs (same bytes twice)", () => {
    expect(Buffer.from(buildSemanticData(sections, tinyInputs(), 4)).equals(Buffer.from(data))).toBe(true);
    expect(new SemanticIndex(data).header.sections).toBe(sections.length);
  });

  it("answers lexically before the semantic data arrives, by meaning after", async () => {
    const fake = site(data);
    const local = new LocalSearch({ fetcher: fake.fetcher });
    await local.prepare();
    // The index came first; the semantic file was asked for after it and is still held back.
    expect(fake.requests[0]).toBe(search.corePath);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.requests).toContain("/search-semantic/semantic-test.bin");
    expect(local.hybrid).toBe(false);
    expect((await local.search("timeout"))[0]?.path).toBe("/functions/api/");
    // "deadline" is on no page: lexically nothing.
    expect(await local.search("deadline")).toEqual([]);
    fake.release();
    await local.loadSemantic();
    expect(local.hybrid).toBe(true);
    const hits = await local.search("deadline");
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.slice(0, 6).map((h) => h.path)).toContain("/functions/api/");
    // Keyword queries keep their best page.
    expect((await local.search("timeout"))[0]?.path).toBe("/functions/api/");
  });

  it("stays lexical when the semantic file fails to load", async () => {
    const fake = site(data, { failSemantic: true });
    const local = new LocalSearch({ fetcher: fake.fetcher });
    fake.release();
    expect(await local.loadSemantic()).toBeUndefined();
    expect(local.hybrid).toBe(false);
    expect((await local.search("timeout"))[0]?.path).toBe("/functions/api/");
  });

  it("Ask retrieval waits for the semantic data", async () => {
    const fake = site(data);
    const local = new LocalSearch({ fetcher: fake.fetcher });
    const pending = local.sections("deadline", 8, true);
    fake.release();
    const ranked = await pending;
    expect(ranked.map((s) => s.path)).toContain("/functions/api/");
  });
});
