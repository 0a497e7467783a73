import MiniSearch from "minisearch";
import { INDEX_FIELDS, indexOptions, type IndexedSection } from "./index-options";
import { packIndex, type PackedIndex } from "./pack";
import type { SearchSection } from "./types";

/** The text of one page's sections, fetched when a result or an answer needs it. */
export interface PageTexts {
  path: string;
  /** [anchor, text] of each section, in page order. */
  sections: [string, string][];
}

/** The list markers sections.ts writes at the start of list item lines. */
const LIST_MARKER = /^(?:\d+\.|-) /gm;

/** Builds the MiniSearch index of all sections. */
export function buildMiniSearch(sections: SearchSection[]): MiniSearch<IndexedSection> {
  const search = new MiniSearch<IndexedSection>(indexOptions);
  search.addAll(
    sections.map((s) => ({
      id: s.id,
      path: s.path,
      anchor: s.anchor,
      pageTitle: s.pageTitle,
      headings: s.headings,
      weight: s.weight,
      title: s.pageTitle,
      heading: s.headings.join(" "),
      // Fenced code stays out of the index: it is a tenth of the postings and rarely what readers type.
      text: s.text.replace(LIST_MARKER, ""),
      keywords: (s.keywords ?? []).join(" "),
      questions: (s.questions ?? []).join("\n"),
    })),
  );
  return search;
}

/** The packed index file served at `/search-index.json`. */
export function buildPackedIndex(sections: SearchSection[]): PackedIndex {
  return packIndex(buildMiniSearch(sections).toJSON(), INDEX_FIELDS);
}

/** The text files of every page, keyed by page path. */
export function buildPageTexts(sections: SearchSection[]): Map<string, PageTexts> {
  const pages = new Map<string, PageTexts>();
  for (const s of sections) {
    const page = pages.get(s.path) ?? { path: s.path, sections: [] };
    page.sections.push([s.anchor, s.text]);
    pages.set(s.path, page);
  }
  return pages;
}
