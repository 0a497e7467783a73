import { search as config } from "../site";
import { createAlgoliaSearch, withFallback, type AlgoliaClientLike } from "./algolia";
import { LocalSearch } from "./local";
import type { SearchBackend } from "./types";

let local: LocalSearch | undefined;
let backend: Promise<SearchBackend> | undefined;

/** The one local index of the page (shared by the search dialog and the Ask page). */
export function getLocalSearch(): LocalSearch {
  local ??= new LocalSearch();
  return local;
}

/**
 * The search backend: Algolia `docs-manual` when both public keys were set at build time (its client
 * loaded only then), with the local index as per-query fallback; otherwise the local index alone.
 */
export function getSearchBackend(): Promise<SearchBackend> {
  backend ??= (async () => {
    if (!config.algoliaAppId || !config.algoliaSearchKey) return getLocalSearch();
    const { liteClient } = await import("algoliasearch/lite");
    const client = liteClient(config.algoliaAppId, config.algoliaSearchKey) as unknown as AlgoliaClientLike;
    return withFallback(createAlgoliaSearch(client, config.algoliaIndex), getLocalSearch(), config.algoliaTimeout, (error) => console.warn("Algolia search failed, using the local index:", error));
  })();
  return backend;
}
