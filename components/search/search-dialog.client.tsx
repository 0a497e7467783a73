"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { trackEvent, USAGE_EVENTS } from "@/lib/analytics/events";
import { normalizeQueryText } from "@/lib/analytics/query-text";
import type { SearchHit } from "@/lib/search/types";
import { search as config, site } from "@/lib/site";
import { optionId, SearchResults } from "./search-results";
import { useRecentSearches } from "@/lib/hooks/use-recent-searches";
import { useSearchGroup } from "@/lib/hooks/use-search-group";
import { useSearch, type SearchState } from "@/lib/hooks/use-search";
import "./search.css";

/** Props of the lazily loaded dialog. */
export interface SearchDialogProps {
  initialQuery: string;
  /** Closes the dialog; focus goes back where it was unless the reader is leaving for a result. */
  onClose: (options?: { restoreFocus: boolean }) => void;
}

const NO_HITS: SearchHit[] = [];

function announce(state: SearchState): string {
  if (state.status === "loading") return "Searching…";
  if (state.status === "error") return "Search is unavailable.";
  if (state.status === "done") return state.hits.length ? `${state.hits.length} results` : `No results for ${state.query}`;
  return "";
}

/** The search dialog: a modal with a combobox input and a grouped result list. */
export function SearchDialog({ initialQuery, onClose }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const [query, setQuery] = useState(initialQuery);
  const [retry, setRetry] = useState(0);
  const [active, setActive] = useState(0);
  const { groups, group, setGroup } = useSearchGroup();
  const state = useSearch(query, retry, group);
  const { recent, remember, clear } = useRecentSearches();
  const hits = state.status === "done" ? state.hits : NO_HITS;

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    input.current?.focus();
    return () => el?.close();
  }, []);

  // A new result list starts at its first hit. The same hits with their snippets filled in (they arrive a
  // moment later) are not a new list: the reader's place stays where the arrow keys put it.
  const listKey = hits.map((hit) => hit.url).join("\n");
  const [listFor, setListFor] = useState(listKey);
  if (listFor !== listKey) {
    setListFor(listKey);
    setActive(0);
  }

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const open = (hit: SearchHit) => {
    trackEvent(USAGE_EVENTS.searchResultOpened, { query: normalizeQueryText(query), url: hit.url, position: hits.indexOf(hit) + 1 });
    remember(query);
    onClose({ restoreFocus: false });
    router.push(hit.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (hits.length) setActive((active + (event.key === "ArrowDown" ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const hit = hits[active];
      if (hit) open(hit);
    }
  };

  const pick = (text: string) => {
    setQuery(text);
    input.current?.focus();
  };

  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label="Search the docs"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <div className="search-panel">
        <div className="search-field">
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-label="Search the docs"
            aria-expanded={hits.length > 0}
            aria-controls="search-results"
            aria-autocomplete="list"
            aria-activedescendant={hits.length ? optionId(active) : undefined}
            placeholder={`Search ${site.name}`}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="search-close" onClick={() => onClose()}>
            Esc
          </button>
        </div>
        {groups.length ? (
          <div className="search-filter">
            <label htmlFor="search-group">Search in</label>
            <select id="search-group" value={group} onChange={(event) => setGroup(event.target.value)}>
              <option value="">All docs</option>
              {groups.map((label) => (
                <option key={label} value={label}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="search-body">
          {state.status === "idle" ? <IdleState recent={recent} onPick={pick} onClear={clear} /> : null}
          {state.status === "loading" ? <p className="search-note">Loading the search index…</p> : null}
          {state.status === "error" ? (
            <p className="search-note">
              The search index could not be loaded. Check your connection and{" "}
              <button type="button" className="search-link-button" onClick={() => setRetry(retry + 1)}>
                try again
              </button>
              .
            </p>
          ) : null}
          {state.status === "done" && hits.length ? <SearchResults hits={hits} active={active} onActive={setActive} onOpen={open} /> : null}
          {state.status === "done" && !hits.length ? <NoResults query={state.query} group={group} suggestions={state.suggestions} onPick={pick} /> : null}
        </div>
        <p className="search-footer" aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
        </p>
        <p className="visually-hidden" role="status" aria-live="polite">
          {announce(state)}
        </p>
      </div>
    </dialog>
  );
}

function IdleState({ recent, onPick, onClear }: { recent: string[]; onPick: (q: string) => void; onClear: () => void }) {
  return (
    <div className="search-idle">
      {recent.length ? (
        <section aria-labelledby="search-recent">
          <h2 id="search-recent" className="search-heading">
            Recent searches
            <button type="button" className="search-link-button" onClick={onClear}>
              Clear
            </button>
          </h2>
          <Chips items={recent} onPick={onPick} />
        </section>
      ) : null}
      <Suggestions title="Try" items={config.suggestions} onPick={onPick} />
    </div>
  );
}

function Suggestions({ title, items, onPick }: { title: string; items: readonly string[]; onPick: (q: string) => void }) {
  return (
    <section aria-label={title}>
      <h2 className="search-heading">{title}</h2>
      <Chips items={items} onPick={onPick} />
    </section>
  );
}

/** Queries as buttons that run them: recent searches and suggestions. */
function Chips({ items, onPick }: { items: readonly string[]; onPick: (q: string) => void }) {
  return (
    <ul className="search-chips">
      {items.map((q) => (
        <li key={q}>
          <button type="button" className="search-chip" onClick={() => onPick(q)}>
            {q}
          </button>
        </li>
      ))}
    </ul>
  );
}

function NoResults({ query, group, suggestions, onPick }: { query: string; group: string; suggestions: string[]; onPick: (q: string) => void }) {
  return (
    <div className="search-empty" data-search-empty>
      <p>
        No results for “<strong>{query}</strong>”{group ? ` in ${group}` : ""}.
      </p>
      <ul className="search-tips">
        <li>Check the spelling, or use fewer or more general words.</li>
        <li>
          Or <a href={`${site.askPath}?q=${encodeURIComponent(query)}`}>ask {site.product}</a> in your own words.
        </li>
      </ul>
      {suggestions.length ? <Suggestions title="Did you mean" items={suggestions} onPick={onPick} /> : null}
      <Suggestions title="Popular searches" items={config.suggestions} onPick={onPick} />
    </div>
  );
}
