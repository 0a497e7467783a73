/** The window event other islands dispatch to open the search dialog (detail: the query). */
export const OPEN_SEARCH_EVENT = "launchbay:open-search";

/** Opens the search dialog, prefilled with `query`. */
export function openSearch(query = ""): void {
  window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT, { detail: query }));
}
