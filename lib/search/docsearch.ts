import { absoluteUrl, site } from "../site";
import { SYNONYMS } from "./synonyms";
import type { SearchSection } from "./types";

/** A record of the Algolia index, in the DocSearch shape (one per page section). */
export interface DocSearchRecord {
  objectID: string;
  /** Absolute URL with the heading anchor. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  /** `lvl1` for a page intro, `lvl2`–`lvl4` for a heading section: the deepest level it names. */
  type: "lvl1" | "lvl2" | "lvl3" | "lvl4";
  /** lvl0 the sidebar group, lvl1 the page title, lvl2–lvl4 the heading path. */
  hierarchy: Record<"lvl0" | "lvl1" | "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6", string | null>;
  /** Section text, one block per line, cut to fit Algolia's record size limit. */
  content: string | null;
  /** The page's search keywords (frontmatter), on its intro record only: searchable, never shown. */
  keywords?: string[];
  weight: { pageRank: number; level: number; position: number };
  lang: string;
}

/** Algolia's smallest plan limits a record to 10 KB; leave room for the other attributes. */
export const MAX_CONTENT_BYTES = 8_000;

function truncateUtf8(text: string, maxBytes: number): string {
  const encoder = new TextEncoder();
  if (encoder.encode(text).length <= maxBytes) return text;
  let end = Math.min(text.length, maxBytes);
  while (end > 0 && encoder.encode(text.slice(0, end)).length > maxBytes - 3) end = Math.floor(end * 0.95);
  return `${text.slice(0, end).replace(/\s+\S*$/, "")}…`;
}

/** The DocSearch-shaped records of every section, in site order. */
export function buildDocSearchRecords(sections: SearchSection[]): DocSearchRecord[] {
  const positions = new Map<string, number>();
  return sections.map((section) => {
    const position = positions.get(section.path) ?? 0;
    positions.set(section.path, position + 1);
    const [lvl2 = null, lvl3 = null, lvl4 = null] = section.headings;
    const depth = Math.min(section.headings.length, 3);
    return {
      objectID: section.id,
      url: absoluteUrl(section.anchor ? `${section.path}#${section.anchor}` : section.path),
      url_without_anchor: absoluteUrl(section.path),
      anchor: section.anchor || null,
      type: (["lvl1", "lvl2", "lvl3", "lvl4"] as const)[depth] ?? "lvl4",
      hierarchy: { lvl0: section.group || "Documentation", lvl1: section.pageTitle, lvl2, lvl3, lvl4, lvl5: null, lvl6: null },
      content: section.text ? truncateUtf8(section.text, MAX_CONTENT_BYTES) : null,
      ...(section.keywords ? { keywords: section.keywords } : {}),
      weight: { pageRank: Math.round(section.weight * 10), level: 100 - depth * 10, position },
      lang: site.language,
    };
  });
}

/** Index settings: titles before headings before keywords before text, page weight, then section level and order. */
export function buildAlgoliaSettings() {
  return {
    searchableAttributes: ["unordered(hierarchy.lvl1)", "unordered(hierarchy.lvl2)", "unordered(hierarchy.lvl3)", "unordered(hierarchy.lvl4)", "unordered(keywords)", "content"],
    customRanking: ["desc(weight.pageRank)", "desc(weight.level)", "asc(weight.position)"],
    attributesToRetrieve: ["hierarchy", "url", "url_without_anchor", "anchor", "type", "content"],
    attributesToHighlight: ["hierarchy.lvl1", "hierarchy.lvl2", "hierarchy.lvl3", "hierarchy.lvl4"],
    attributesToSnippet: ["content:24"],
    attributesForFaceting: ["lang"],
    typoTolerance: true,
    ignorePlurals: true,
    removeStopWords: true,
  };
}

/** The local synonym rules as Algolia one-way synonyms (each reader phrase → the docs' wording). */
export function buildAlgoliaSynonyms() {
  return SYNONYMS.flatMap(([phrases, wording]) =>
    phrases.map((phrase) => ({ objectID: `syn-${phrase.replace(/[^a-z0-9]+/gi, "-")}`, type: "oneWaySynonym" as const, input: phrase, synonyms: [wording] })),
  );
}
