/**
 * The packed index split so a query fetches only what it needs (issue #14 point 6), Pagefind-style:
 *
 * - the core (`/search-index/core.json`): fields, page paths, titles and weights, how many sections
 *   each page has, field lengths, every index term (sorted), and where each term shard starts in the
 *   terms and each section block in the pages, with the file names of both (content-hashed, so the
 *   browser may cache them);
 * - term shards: the postings of consecutive ranges of the sorted terms, cut at about SHARD_BYTES of
 *   postings, so a shard keeps its size as the site grows. A query word's prefix and typo matches are
 *   found in the core's term list, so the shards fetched are exactly those of the terms it matches,
 *   whichever letter a typo is in (a typo in the first letters lands in another shard);
 * - section blocks: the headings and anchors of the sections of consecutive pages, fetched for the
 *   pages a query shows.
 *
 * Pure functions: the build splits, the browser (and the tests) put the pieces back together.
 */
import type { StoredSection } from "./index-options";
import { unpackFields, type PackedIndex, type UnpackedIndex } from "./pack";

/** Postings characters per term shard (about 4 KB gzip). */
export const SHARD_BYTES = 12_000;
/** Sections per section block (about 2 KB gzip). */
export const BLOCK_SECTIONS = 64;

/** The core's fields, pages, field lengths and semantic data URL are the packed index's. */
export interface IndexCore extends Pick<PackedIndex, "fields" | "averageFieldLength" | "pages" | "lengths" | "semantic"> {
  v: 3;
  /** Number of sections of each page, in page order (section short ids run consecutively). */
  counts: number[];
  /** Every index term, sorted: a query word's prefix and typo matches are found here, whatever letter the typo is in. */
  terms: string[];
  /** The index (in `terms`) of the first term of each term shard, and its file name. */
  shards: [first: number, file: string][];
  /** The first page number of each section block, and its file name. */
  blocks: [firstPage: number, file: string][];
}

export interface TermShard {
  /** Index (in the core's `terms`) of the shard's first term. */
  first: number;
  /** The postings of the shard's terms, in term order. */
  postings: string[];
}

export interface SectionBlock {
  /** Short id of the block's first section. */
  first: number;
  /** As PackedIndex.sections: [page] for an intro, [page, depth, heading, anchor?] for a heading. */
  sections: PackedIndex["sections"];
}

export interface SplitIndex {
  core: IndexCore;
  /** File name → contents. */
  files: Map<string, TermShard | SectionBlock>;
}

/** FNV-1a of a text, as an unsigned 32-bit number; another seed and prime make a second, independent hash. */
export function fnv1a(text: string, seed = 0x811c9dc5, prime = 0x01000193): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), prime);
  return hash >>> 0;
}

/** Two independent FNV-1a hashes: a content hash for file names without node:crypto (this module also runs in the browser). */
const contentHash = (text: string) => [fnv1a(text), fnv1a(text, 0x01000193 ^ text.length, 0x5bd1e995)].map((hash) => hash.toString(16).padStart(8, "0")).join("");

const fileName = (kind: string, body: unknown) => `${kind}-${contentHash(JSON.stringify(body))}.json`;

/** Splits a packed index into a core, term shards and section blocks. */
export function splitIndex(packed: PackedIndex, shardBytes = SHARD_BYTES, blockSections = BLOCK_SECTIONS): SplitIndex {
  const files = new Map<string, TermShard | SectionBlock>();
  const shards: IndexCore["shards"] = [];
  let current: TermShard = { first: 0, postings: [] };
  let size = 0;
  const flush = (next: number) => {
    if (current.postings.length === 0) return;
    const name = fileName("t", current);
    files.set(name, current);
    shards.push([current.first, name]);
    current = { first: next, postings: [] };
    size = 0;
  };
  packed.terms.forEach((term, i) => {
    const postings = packed.postings[i] ?? "";
    if (size > 0 && size + postings.length > shardBytes) flush(i);
    current.postings.push(postings);
    size += postings.length + term.length;
  });
  flush(packed.terms.length);

  const counts = packed.pages.map(() => 0);
  for (const section of packed.sections) counts[Number(section[0])] = (counts[Number(section[0])] ?? 0) + 1;
  // Blocks hold whole pages: cut at the first page boundary after blockSections sections.
  const blocks: IndexCore["blocks"] = [];
  let start = 0;
  while (start < packed.sections.length) {
    let end = Math.min(packed.sections.length, start + blockSections);
    while (end < packed.sections.length && packed.sections[end]?.[0] === packed.sections[end - 1]?.[0]) end++;
    const block: SectionBlock = { first: start, sections: packed.sections.slice(start, end) };
    const name = fileName("b", block);
    files.set(name, block);
    blocks.push([Number(packed.sections[start]?.[0]), name]);
    start = end;
  }
  const { fields, averageFieldLength, pages, lengths, terms, semantic } = packed;
  return { core: { v: 3, fields, averageFieldLength, pages, counts, lengths, terms, shards, blocks, ...(semantic ? { semantic } : {}) }, files };
}

/**
 * The shard files holding these terms (indexes in the core's `terms`). The engine finds a query word's
 * terms in the core's term list (prefix and typo matches, as the search itself matches them), so the
 * shards fetched never depend on the word's first letters being right.
 */
export function shardsOfTerms(core: IndexCore, termIndexes: Iterable<number>): string[] {
  const names = new Set<string>();
  for (const term of termIndexes) {
    // Shards are in term order: the last one whose first term is at or before this one (the first starts at term 0).
    const shard = core.shards.findLast(([first]) => first <= term);
    if (shard) names.add(shard[1]);
  }
  return [...names];
}

/** The block file holding a page's sections. */
export function blockFor(core: IndexCore, page: number): string | undefined {
  // Blocks are in page order: the last one starting at or before the page.
  return core.blocks.findLast(([firstPage]) => firstPage <= page)?.[1];
}

/** The whole packed index again, from a core and all its files (tests, and the build's checks). */
export function joinIndex(split: SplitIndex): PackedIndex {
  const postings = split.core.shards.flatMap(([, name]) => (split.files.get(name) as TermShard).postings);
  const sections = split.core.blocks.flatMap(([, name]) => (split.files.get(name) as SectionBlock).sections);
  const { fields, pages, lengths, averageFieldLength, terms } = split.core;
  return { v: 1, fields, pages, sections, lengths, averageFieldLength, terms, postings };
}

/**
 * The index of a core alone: every section with its page, weight and field lengths, and every term with
 * no postings yet (added shard by shard). Sections whose block has not loaded have an empty heading path and the id
 * `path#~n` (never shown: the pages a query shows get their block first).
 */
export function unpackCore(core: IndexCore): UnpackedIndex {
  const sections: [number, string, StoredSection][] = [];
  core.pages.forEach(([path, pageTitle, weight = 1], page) => {
    for (let n = 0; n < (core.counts[page] ?? 0); n++) sections.push([sections.length, `${path}#~${sections.length}`, { path, anchor: "", pageTitle, headings: [], weight }]);
  });
  return { ...unpackFields(core, sections), index: core.terms.map((term) => [term, new Map()]) };
}
