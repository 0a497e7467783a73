import type { MouseEvent } from "react";
import type { SearchHit } from "@/lib/search/types";
import { Segments } from "./segments";

/** The DOM id of the option at `index` (for aria-activedescendant). */
export const optionId = (index: number) => `search-option-${index}`;

/** Consecutive hits of the same page, with the index of each hit in the flat list. */
function groups(hits: SearchHit[]) {
  const out: { path: string; pageTitle: string; hits: { hit: SearchHit; index: number }[] }[] = [];
  hits.forEach((hit, index) => {
    const last = out[out.length - 1];
    if (last?.path === hit.path) last.hits.push({ hit, index });
    else out.push({ path: hit.path, pageTitle: hit.pageTitle, hits: [{ hit, index }] });
  });
  return out;
}

/** The result list: one group per page, each hit an option with its heading, heading path and snippet. */
export function SearchResults({ hits, active, onActive, onOpen }: { hits: SearchHit[]; active: number; onActive: (index: number) => void; onOpen: (hit: SearchHit) => void }) {
  const click = (event: MouseEvent, hit: SearchHit) => {
    // Let the browser handle new-tab and new-window clicks.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(hit);
  };
  return (
    <div id="search-results" role="listbox" aria-label="Search results" className="search-results" data-search-results>
      {groups(hits).map((group, g) => (
        <div key={group.path} role="group" aria-labelledby={`search-group-${g}`} className="search-group">
          <div id={`search-group-${g}`} className="search-group-title">
            {group.pageTitle}
          </div>
          {group.hits.map(({ hit, index }) => (
            <div key={hit.id} id={optionId(index)} role="option" aria-selected={index === active} className="search-hit" onMouseMove={() => index !== active && onActive(index)}>
              <a href={hit.url} tabIndex={-1} onClick={(event) => click(event, hit)}>
                <span className="search-hit-title">
                  <Segments segments={hit.title} />
                </span>
                {hit.headings.length > 1 ? <span className="search-hit-path">{hit.headings.slice(0, -1).join(" › ")}</span> : null}
                {hit.snippet.length ? (
                  <span className="search-hit-snippet">
                    <Segments segments={hit.snippet} />
                  </span>
                ) : null}
              </a>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
