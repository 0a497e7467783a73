import { useEffect, useRef, useState } from "react";
import { trackEvent, USAGE_EVENTS } from "@/lib/analytics/events";
import { normalizeQueryText } from "@/lib/analytics/query-text";
import { getSearchBackend } from "@/lib/search/backend";
import type { SearchBackend, SearchHit } from "@/lib/search/types";
import { search as config } from "@/lib/site";

/** What the dialog shows for the current query. */
export type SearchState = { status: "idle" } | { status: "loading"; query: string } | { status: "error"; query: string } | { status: "done"; query: string; hits: SearchHit[]; suggestions: string[] };

/**
 * Runs the query against the search backend as the reader types (debounced), narrowed to a sidebar group when
 * one is chosen (`group`, "" for all), fills in snippets as
 * section texts arrive, and reports settled queries to analytics. Stale answers are dropped.
 */
export function useSearch(query: string, retry: number, group = ""): SearchState {
  const [result, setResult] = useState<{ query: string; hits: SearchHit[]; suggestions: string[] } | { query: string; failed: true } | null>(null);
  const backend = useRef<Promise<SearchBackend> | null>(null);
  // One character finds nothing useful: wait for the second.
  const trimmed = query.trim().length >= 2 ? query.trim() : "";

  // Start fetching the backend (and the local index) as soon as the dialog opens.
  useEffect(() => {
    backend.current = getSearchBackend();
    void backend.current.then((b) => b.prepare?.()).catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!trimmed) return;
    let current = true;
    const run = setTimeout(async () => {
      try {
        const b = await (backend.current ?? getSearchBackend());
        const hits = await b.search(trimmed, group ? { group } : undefined);
        const suggestions = hits.length ? [] : ((await b.suggest?.(trimmed).catch(() => [])) ?? []);
        if (!current) return;
        setResult({ query: trimmed, hits, suggestions });
        const filled = await b.withSnippets?.(hits);
        if (current && filled) setResult({ query: trimmed, hits: filled, suggestions });
      } catch {
        if (current) setResult({ query: trimmed, failed: true });
      }
    }, config.debounce);
    return () => {
      current = false;
      clearTimeout(run);
    };
  }, [trimmed, retry, group]);

  // While the next query runs, the previous results stay on screen (no flicker as the reader types).
  let state: SearchState;
  if (!trimmed) state = { status: "idle" };
  else if (result && "failed" in result) state = result.query === trimmed ? { status: "error", query: trimmed } : { status: "loading", query: trimmed };
  else if (result) state = { status: "done", ...result };
  else state = { status: "loading", query: trimmed };

  // Analytics: one event per settled query, not one per keystroke.
  const settledQuery = state.status === "done" && state.query === trimmed ? state.query : null;
  const results = state.status === "done" ? state.hits.length : 0;
  useEffect(() => {
    if (settledQuery === null) return;
    // The event contract (docs/analytics.md): lengths, counts and the query as normalised text (never as typed),
    // so content:report can count searches, click-through and no-click rates per query.
    const timer = setTimeout(
      () =>
        results
          ? trackEvent(USAGE_EVENTS.search, { queryLength: settledQuery.length, resultCount: results, query: normalizeQueryText(settledQuery) })
          : trackEvent(USAGE_EVENTS.searchNoResults, { queryLength: settledQuery.length, query: normalizeQueryText(settledQuery) }),
      config.trackDelay,
    );
    return () => clearTimeout(timer);
  }, [settledQuery, results]);

  return state;
}
