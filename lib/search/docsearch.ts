import { absoluteUrl, site } from "../site";
import { fnv1a } from "./shards";
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
  /** The questions the page answers (frontmatter `questions`), on its intro record only: searchable, never shown. */
  questions?: string[];
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
      // The questions the page answers (frontmatter `questions`, on its intro section), searchable as the local index's are.
      ...(section.questions?.length ? { questions: section.questions } : {}),
      weight: { pageRank: Math.round(section.weight * 10), level: 100 - depth * 10, position },
      lang: site.language,
    };
  });
}

/** Index settings: titles before headings before keywords before text, page weight, then section level and order. */
export function buildAlgoliaSettings() {
  return {
    searchableAttributes: [
      "unordered(hierarchy.lvl1)",
      "unordered(hierarchy.lvl2)",
      "unordered(hierarchy.lvl3)",
      "unordered(hierarchy.lvl4)",
      "unordered(keywords)",
      "unordered(questions)",
      "content",
    ],
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

/**
 * Algolia ranks with its own engine (typos, words, proximity, attribute order, then customRanking): the records
 * above give it the same fields in the same priority, the same page weights and synonyms, but no record can carry
 * the order of a query it does not know, and Algolia cannot run our semantic signal. What keeps the order is a
 * rule per known query (the top searches of `npm run search:report`, say) that pins the sections our ranking
 * lists, in order, at the top: Algolia then answers those queries as the dialog does; other queries keep
 * Algolia's own ranking. A rule promotes at most MAX_PROMOTED records.
 */
export const MAX_PROMOTED = 300;

/** A rule of the `docs-manual` index that pins the local order of one query. */
export interface PinRule {
  objectID: string;
  description: string;
  conditions: { pattern: string; anchoring: "is" }[];
  consequence: { promote: { objectIDs: string[]; position: number }[]; filterPromotes: boolean };
}

/** A query as a rule pattern: Algolia matches patterns case-insensitively, on words; extra spaces are not words, braces would be a placeholder. */
export const pinPattern = (query: string) => query.replace(/[{}]/g, " ").trim().toLowerCase().replace(/\s+/g, " ");

/** A rule id: the pattern's words, cut short, and a hash of the whole pattern (distinct patterns, distinct ids). */
function ruleId(pattern: string): string {
  return `pin-${pattern
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)}-${fnv1a(pattern).toString(16)}`;
}

/**
 * One rule per distinct query (blank lines and `#` comments skipped) that pins the section ids `rank` lists for
 * it, in order: pass the site's own search (LocalSearch as the dialog calls it). Queries it finds nothing for get
 * no rule.
 */
export async function buildPinRules(queries: string[], rank: (query: string) => Promise<{ id: string }[]>): Promise<PinRule[]> {
  const patterns = [...new Set(queries.map(pinPattern).filter((q) => q && !q.startsWith("#")))];
  const rules: PinRule[] = [];
  for (const pattern of patterns) {
    const ids = [...new Set((await rank(pattern)).map((hit) => hit.id))].slice(0, MAX_PROMOTED);
    if (ids.length === 0) continue;
    rules.push({
      objectID: ruleId(pattern),
      description: `search:push: the docs site's order for "${pattern}"`,
      conditions: [{ pattern, anchoring: "is" }],
      consequence: { promote: [{ objectIDs: ids, position: 0 }], filterPromotes: false },
    });
  }
  return rules;
}
