import type { SearchBackend, SearchHit, TextSegment } from "./types";

/** What the adapter needs of an Algolia client: `liteClient(appId, key)` from algoliasearch/lite fits. */
export interface AlgoliaClientLike {
  search(params: { requests: { indexName: string; query: string; [param: string]: unknown }[] }): Promise<{ results: unknown[] }>;
}

/** A hit of the `docs-manual` index (a DocSearch record, with highlight and snippet results). */
interface AlgoliaHit {
  objectID: string;
  url: string;
  hierarchy: Record<string, string | null | undefined>;
  _highlightResult?: { hierarchy?: Record<string, { value?: string } | undefined> };
  _snippetResult?: { content?: { value?: string } };
}

// Tags that cannot occur in text: highlights become segments, never HTML.
const PRE = "\u0002";
const POST = "\u0003";

/** Splits an Algolia highlighted value (with our pre/post tags) into text segments. */
export function parseHighlight(value: string): TextSegment[] {
  const segments: TextSegment[] = [];
  for (const [i, part] of value.split(PRE).entries()) {
    const [marked, rest] = i === 0 ? [null, part] : (part.split(POST, 2) as [string, string | undefined]);
    if (marked) segments.push({ text: marked, match: true });
    if (rest) segments.push({ text: rest, match: false });
  }
  return segments;
}

/** The site-relative link of an absolute docs URL (Algolia stores production URLs). */
function relative(url: string): string {
  try {
    const parsed = new URL(url, "https://docs.invalid");
    return `${parsed.pathname}${parsed.hash}`;
  } catch {
    return url;
  }
}

const LEVELS = ["lvl4", "lvl3", "lvl2"] as const;

function toHit(hit: AlgoliaHit, index: number): SearchHit {
  const url = relative(hit.url);
  const headings = (["lvl2", "lvl3", "lvl4"] as const).map((l) => hit.hierarchy[l]).filter((h): h is string => Boolean(h));
  const level = LEVELS.find((l) => hit.hierarchy[l]) ?? "lvl1";
  const title = hit._highlightResult?.hierarchy?.[level]?.value ?? hit.hierarchy[level] ?? "";
  return {
    id: hit.objectID,
    url,
    path: url.split("#")[0] ?? url,
    pageTitle: hit.hierarchy.lvl1 ?? "",
    headings,
    title: parseHighlight(title),
    snippet: parseHighlight(hit._snippetResult?.content?.value ?? ""),
    terms: [],
    score: -index,
  };
}

/** Keeps each page's hits together, pages in order of their best hit, at most `perPage` hits per page. */
export function groupHits(hits: SearchHit[], perPage = 3, pages = 8): SearchHit[] {
  const byPage = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const list = byPage.get(hit.path) ?? [];
    if (list.length < perPage) list.push(hit);
    byPage.set(hit.path, list);
  }
  return [...byPage.values()].slice(0, pages).flat();
}

/** The Algolia backend over the DocSearch-shaped `docs-manual` index. */
export function createAlgoliaSearch(client: AlgoliaClientLike, indexName: string): SearchBackend {
  return {
    name: "algolia",
    async search(query, { group } = {}) {
      // A group is the records' hierarchy.lvl0 (lib/search/docsearch.ts), which the index must list in attributesForFaceting.
      const filter = group ? { facetFilters: [`hierarchy.lvl0:${group}`] } : {};
      const { results } = await client.search({
        requests: [{ indexName, query, hitsPerPage: 30, highlightPreTag: PRE, highlightPostTag: POST, snippetEllipsisText: "…", ...filter }],
      });
      const hits = ((results[0] as { hits?: AlgoliaHit[] } | undefined)?.hits ?? []).map(toHit);
      return groupHits(hits);
    },
  };
}

/** The promise's result, or a rejection once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * The primary backend, with each query that fails or takes longer than `ms` answered by the fallback
 * instead. Snippets and suggestions come from the fallback (the local index), which Algolia needs neither.
 */
export function withFallback(primary: SearchBackend, fallback: SearchBackend, ms: number, onFallback?: (error: unknown) => void): SearchBackend {
  return {
    name: primary.name,
    async search(query, options) {
      try {
        return await within(primary.search(query, options), ms);
      } catch (error) {
        onFallback?.(error);
        return fallback.search(query, options);
      }
    },
    groups: fallback.groups?.bind(fallback),
    withSnippets: fallback.withSnippets?.bind(fallback),
    suggest: fallback.suggest?.bind(fallback),
  };
}
