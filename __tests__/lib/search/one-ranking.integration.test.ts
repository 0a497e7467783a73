/**
 * One ranking everywhere (issue #28, point 4), on the question set and the held-out set over this repository's
 * content: the search dialog (LocalSearch over the split index, once its semantic data has loaded), the MCP
 * server's search_docs (packages/docs-mcp, over the whole index), Ask's retrieval (retrieve() over the same
 * LocalSearch) and Algolia answering with the rules `search:push --pin` writes list the same sections in the same
 * order. Each runs the site's own code on the files a build writes (lib/search/site-files.ts), so a change to the
 * engine's ranking reaches all four or this test fails.
 */
import path from "node:path";
import { retrieve } from "@/lib/ask/retrieve";
import { createAlgoliaSearch, type AlgoliaClientLike } from "@/lib/search/algolia";
import { buildDocSearchRecords, buildPinRules, MAX_PROMOTED, pinPattern, type DocSearchRecord, type PinRule } from "@/lib/search/docsearch";
import { LocalSearch } from "@/lib/search/local";
import { getSemanticData } from "@/lib/search/server";
import { searchFiles } from "@/lib/search/site-files";
import type { SearchHit, SearchSection } from "@/lib/search/types";
import { site } from "@/lib/site";
import { DocsTools } from "@/packages/docs-mcp/src/tools";
import { HELD_OUT_SET, QUESTION_SET } from "./question-set";
import { siteContent } from "./site-content";

jest.setTimeout(600_000);

const root = path.resolve(process.env.RANKING_CONTENT_ROOT ?? path.join(__dirname, "../../../content"));
const questions = [...new Set([...QUESTION_SET, ...HELD_OUT_SET].map((q) => q.question))];

/** Distinct pages in order of first appearance. */
const pagesOf = (urls: string[]) => [...new Set(urls.map((url) => url.split("#")[0] as string))];

/** The questions where two orders differ, printable (empty: the same everywhere). */
function differences(name: string, got: Map<string, string[]>, want: Map<string, string[]>, prefix: (got: string[], want: string[]) => [string[], string[]]): string[] {
  const diffs = questions.flatMap((q) => {
    const [a, b] = prefix(got.get(q) ?? [], want.get(q) ?? []);
    return JSON.stringify(a) === JSON.stringify(b) ? [] : [`"${q}"\n  ${name}: ${a.join(" ")}\n  dialog: ${b.join(" ")}`];
  });
  console.log(`${name} vs dialog: ${questions.length - diffs.length}/${questions.length} in the same order${diffs.length ? `\n${diffs.join("\n")}` : ""}`);
  return diffs;
}

describe("one ranking: the dialog, the MCP server, Ask's retrieval and Algolia's pinned order", () => {
  let sections: SearchSection[];
  let fetcher: (url: string) => Promise<Response>;
  let dialog: LocalSearch;
  /** The dialog's hit URLs per question. */
  const dialogUrls = new Map<string, string[]>();

  beforeAll(async () => {
    ({ sections } = siteContent(root));
    // The semantic data the build stored for these sections (built here when none is stored).
    fetcher = searchFiles(sections, await getSemanticData(sections));
    dialog = new LocalSearch({ fetcher, completeAfter: 0 });
    expect(await dialog.loadSemantic()).toBeDefined();
    // After its first query the dialog fetches the rest of the split index; until then a query sees only the term
    // shards of its own words' first letters (typos elsewhere in a word are the search engine's open issue). The
    // order compared is the complete index's, which every later query of a session gets.
    await dialog.search(questions[0]!);
    while (!(await dialog.isComplete())) await new Promise((resolve) => setTimeout(resolve, 20));
    for (const q of questions)
      dialogUrls.set(
        q,
        (await dialog.search(q)).map((hit) => hit.url),
      );
  });

  it("the dialog answers every question (the comparisons below are not vacuous)", () => {
    expect(questions.length).toBeGreaterThanOrEqual(200);
    expect(questions.filter((q) => (dialogUrls.get(q) ?? []).length < 3)).toEqual([]);
  });

  it("search_docs lists the dialog's sections in the dialog's order", async () => {
    const tools = new DocsTools({ label: "in memory", origin: site.origin, fetch: fetcher }, () => undefined);
    const mcp = new Map<string, string[]>();
    for (const q of questions)
      mcp.set(
        q,
        (await tools.search(q, 20)).map((r) => r.url.slice(site.origin.length)),
      );
    expect(differences("search_docs", mcp, dialogUrls, (got, want) => [got.slice(0, want.length), want.slice(0, got.length)])).toEqual([]);
  });

  it("Ask reads the dialog's first pages, in the dialog's order", async () => {
    const ask = new Map<string, string[]>();
    for (const q of questions) ask.set(q, pagesOf((await retrieve(dialog, q)).map((s) => s.url)));
    expect(differences("Ask retrieval", ask, new Map([...dialogUrls].map(([q, urls]) => [q, pagesOf(urls)])), (got, want) => [got, want.slice(0, got.length)])).toEqual([]);
  });

  it("Algolia, answering with the rules of search:push --pin, lists the dialog's sections in its order", async () => {
    const records = buildDocSearchRecords(sections);
    const rules = await buildPinRules([...questions, "  # a comment line", ""], (q) => dialog.search(q));
    expect(rules).toHaveLength(new Set(questions.map(pinPattern)).size);
    expect(new Set(rules.map((r) => r.objectID)).size).toBe(rules.length);
    expect(rules.every((r) => r.consequence.promote[0]!.objectIDs.length <= MAX_PROMOTED)).toBe(true);
    const algolia = createAlgoliaSearch(algoliaApplying(rules, records), "docs-manual");
    const answered = new Map<string, string[]>();
    for (const q of questions)
      answered.set(
        q,
        (await algolia.search(q)).map((hit: SearchHit) => hit.url),
      );
    expect(differences("Algolia", answered, dialogUrls, (got, want) => [got.slice(0, want.length), want])).toEqual([]);
  });
});

/**
 * A stand-in for Algolia's engine that applies what a rule does (the query, normalized, equals the pattern of an
 * `is` rule: its promoted records first, at their positions, in order), then the other records as organic hits,
 * hitsPerPage at most: the records and rules as search:push writes them, read through our own Algolia adapter.
 */
function algoliaApplying(rules: PinRule[], records: DocSearchRecord[]): AlgoliaClientLike {
  const byId = new Map(records.map((r) => [r.objectID, r]));
  return {
    async search({ requests }) {
      const { query, hitsPerPage } = requests[0]!;
      const rule = rules.find((r) => r.conditions.some((c) => c.anchoring === "is" && c.pattern === pinPattern(query)));
      const pinned = rule?.consequence.promote.flatMap((p) => p.objectIDs) ?? [];
      const hits = [...pinned, ...records.map((r) => r.objectID).filter((id) => !pinned.includes(id))].slice(0, Number(hitsPerPage)).map((id) => byId.get(id)!);
      return { results: [{ hits }] };
    },
  };
}
