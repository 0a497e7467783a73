/**
 * The packed index split so a query fetches only what it needs (issue #14 point 6), Pagefind-style:
 *
 * - the core (`/search-index/core.json`): fields, page paths, titles and weights, how many sections
 *   each page has, field lengths, and the first term of every term shard and the first page of every
 *   section block, with the file names of both (content-hashed, so the browser may cache them);
 * - term shards: consecutive ranges of the sorted index terms with their postings, cut at about
 *   SHARD_BYTES of postings, so a shard keeps its size as the site grows and a query word needs one
 *   or two of them (the shards covering its first two letters: prefix and typo matches live there);
 * - section blocks: the headings and anchors of the sections of consecutive pages, fetched for the
 *   pages a query shows.
 *
 * Pure functions: the build splits, the browser (and the tests) put the pieces back together.
 */
import { readVarints, type PackedIndex, type UnpackedIndex } from "./pack";

/** Postings characters per term shard (about 4 KB gzip). */
export const SHARD_BYTES = 12_000;
/** Sections per section block (about 2 KB gzip). */
export const BLOCK_SECTIONS = 64;

export interface IndexCore {
  v: 2;
  fields: string[];
  averageFieldLength: number[];
  /** [path, title] of each page, then its ranking weight when not 1. */
  pages: [string, string, number?][];
  /** Number of sections of each page, in page order (section short ids run consecutively). */
  counts: number[];
  /** Field lengths, one varint per field per section. */
  lengths: string;
  /** The first term of each term shard, and its file name. */
  shards: [first: string, file: string][];
  /** The first page number of each section block, and its file name. */
  blocks: [firstPage: number, file: string][];
  /** URL of the semantic data file (lib/search/semantic.ts), as in PackedIndex. */
  semantic?: string;
}

export interface TermShard {
  terms: string[];
  postings: string[];
}

export interface SectionBlock {
  /** Short id of the block's first section. */
  first: number;
  /** As PackedIndex.sections: [page] for an intro, [page, depth, heading, anchor?] for a heading. */
  sections: (string | number)[][];
}

export interface SplitIndex {
  core: IndexCore;
  /** File name → contents. */
  files: Map<string, TermShard | SectionBlock>;
}

/** FNV-1a, twice with different seeds: a content hash for file names without node:crypto (this module also runs in the browser). */
function contentHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}

const fileName = (kind: string, body: unknown) => `${kind}-${contentHash(JSON.stringify(body))}.json`;

/** Splits a packed index into a core, term shards and section blocks. */
export function splitIndex(packed: PackedIndex, shardBytes = SHARD_BYTES, blockSections = BLOCK_SECTIONS): SplitIndex {
  const files = new Map<string, TermShard | SectionBlock>();
  const shards: IndexCore["shards"] = [];
  let current: TermShard = { terms: [], postings: [] };
  let size = 0;
  const flush = () => {
    if (current.terms.length === 0) return;
    const name = fileName("t", current);
    files.set(name, current);
    shards.push([current.terms[0] as string, name]);
    current = { terms: [], postings: [] };
    size = 0;
  };
  packed.terms.forEach((term, i) => {
    const postings = packed.postings[i] ?? "";
    if (size > 0 && size + postings.length > shardBytes) flush();
    current.terms.push(term);
    current.postings.push(postings);
    size += postings.length + term.length;
  });
  flush();

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
  const core: IndexCore = { v: 2, fields: packed.fields, averageFieldLength: packed.averageFieldLength, pages: packed.pages, counts, lengths: packed.lengths, shards, blocks };
  return { core: packed.semantic ? { ...core, semantic: packed.semantic } : core, files };
}

/** The shard files that hold the terms a query word can match: its prefix range (prefix and typo matches). */
export function shardsFor(core: IndexCore, word: string): string[] {
  if (core.shards.length === 0) return [];
  const low = word.slice(0, 2);
  const high = `${low}\uffff`;
  const names: string[] = [];
  core.shards.forEach(([first, name], i) => {
    const next = core.shards[i + 1]?.[0];
    // Shard i holds [first, next): it overlaps [low, high] unless it ends before low or starts after high.
    if ((next === undefined || next > low) && first <= high) names.push(name);
  });
  return names;
}

/** The block file holding a page's sections. */
export function blockFor(core: IndexCore, page: number): string | undefined {
  let found: string | undefined;
  for (const [firstPage, name] of core.blocks) {
    if (firstPage > page) break;
    found = name;
  }
  return found;
}

/** The whole packed index again, from a core and all its files (tests, and the build's checks). */
export function joinIndex(split: SplitIndex): PackedIndex {
  const terms: string[] = [];
  const postings: string[] = [];
  for (const [, name] of split.core.shards) {
    const shard = split.files.get(name) as TermShard;
    terms.push(...shard.terms);
    postings.push(...shard.postings);
  }
  const sections = split.core.blocks.flatMap(([, name]) => (split.files.get(name) as SectionBlock).sections);
  const { fields, pages, lengths, averageFieldLength } = split.core;
  return { v: 1, fields, pages, sections, lengths, averageFieldLength, terms, postings };
}

/**
 * The index of a core alone: every section with its page, weight and field lengths, and no terms yet
 * (added shard by shard). Sections whose block has not loaded have an empty heading path and the id
 * `path#~n` (never shown: the pages a query shows get their block first).
 */
export function unpackCore(core: IndexCore): UnpackedIndex {
  const fieldCount = core.fields.length;
  const lengths = readVarints(core.lengths);
  const documentIds = new Map<number, string>();
  const storedFields: UnpackedIndex["storedFields"] = new Map();
  const fieldLength = new Map<number, number[]>();
  let id = 0;
  core.pages.forEach(([path, pageTitle, weight = 1], page) => {
    for (let n = 0; n < (core.counts[page] ?? 0); n++, id++) {
      documentIds.set(id, `${path}#~${id}`);
      storedFields.set(id, { path, anchor: "", pageTitle, headings: [], weight });
      fieldLength.set(id, lengths.slice(id * fieldCount, (id + 1) * fieldCount));
    }
  });
  return { fieldIds: Object.fromEntries(core.fields.map((field, i) => [field, i])), averageFieldLength: core.averageFieldLength, documentIds, storedFields, fieldLength, index: [] };
}
