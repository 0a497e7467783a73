import type { AsPlainObject } from "minisearch";
import type { StoredSection } from "./index-options";

/**
 * A compact transport format for the serialized MiniSearch index. MiniSearch's own JSON spends most
 * of its bytes on `"1234":1,` postings and repeated stored fields; here postings are gap-encoded
 * varints and pages are stored once, which makes the gzipped file about three times smaller.
 */
export interface PackedIndex {
  /** Format version; bump on any change. */
  v: 1;
  /** Index fields, in MiniSearch field-id order. */
  fields: string[];
  /** [path, title] of each page, then its ranking weight when not 1. */
  pages: [string, string, number?][];
  /**
   * Each section in short-id order: [page number] for an intro, [page number, depth, heading, anchor] for a
   * heading, where depth is the length of its heading path (parents are the nearest earlier sections
   * of lower depth); the anchor is left out when it equals slugify(heading).
   */
  sections: (string | number)[][];
  /** Field lengths, one varint per field per section. */
  lengths: string;
  averageFieldLength: number[];
  /** Index terms, sorted. */
  terms: string[];
  /**
   * Per term, per field (comma-separated): varints of the gaps between the short ids of the sections
   * that hold the term. Term frequencies are dropped (read back as 1): sections are short, BM25
   * saturates quickly, the ranking test scores the same without them, and they cost 15% of the file.
   */
  postings: string[];
  /** URL of the semantic data file (lib/search/semantic.ts), loaded after the index; absent: lexical only. */
  semantic?: string;
}

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_";
/** Character code → digit value (−1 for characters outside the alphabet). */
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DIGIT[ALPHABET.charCodeAt(i)] = i;

/** Writes a number as base-32 digits, most significant first; all but the last carry +32. */
export function writeVarint(n: number): string {
  let out = ALPHABET[n & 31] as string;
  for (n = Math.floor(n / 32); n > 0; n = Math.floor(n / 32)) out = (ALPHABET[(n & 31) + 32] as string) + out;
  return out;
}

/** Reads every varint of a string. */
export function readVarints(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const digit = code < 128 ? (DIGIT[code] as number) : -1;
    if (digit < 0) throw new Error(`search index: bad varint character ${text[i]}`);
    value = value * 32 + (digit & 31);
    if (digit < 32) {
      values.push(value);
      value = 0;
    }
  }
  return values;
}

/** Packs a MiniSearch index (its toJSON()) whose documents are consecutive sections of pages. */
export function packIndex(plain: AsPlainObject, fields: string[]): PackedIndex {
  const pages: PackedIndex["pages"] = [];
  const pageNumber = new Map<string, number>();
  const sections: (string | number)[][] = [];
  const lengths: string[] = [];
  for (let id = 0; id < plain.nextId; id++) {
    const stored = plain.storedFields[id] as StoredSection;
    if (!pageNumber.has(stored.path)) {
      pageNumber.set(stored.path, pages.length);
      pages.push(stored.weight && stored.weight !== 1 ? [stored.path, stored.pageTitle, stored.weight] : [stored.path, stored.pageTitle]);
    }
    const page = pageNumber.get(stored.path) as number;
    const heading = stored.headings[stored.headings.length - 1];
    if (heading === undefined) sections.push([page]);
    else sections.push([page, stored.headings.length, heading, ...(stored.anchor === slugify(heading) ? [] : [stored.anchor])]);
    lengths.push(...(plain.fieldLength[id] ?? []).map(writeVarint));
  }
  const entries = [...plain.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const postings = entries.map(([, byField]) =>
    fields
      .map((_, fieldId) => {
        const docs = byField[fieldId] ?? {};
        return Object.keys(docs)
          .map(Number)
          .sort((a, b) => a - b)
          .map((doc, i, sorted) => writeVarint(doc - (sorted[i - 1] ?? -1) - 1))
          .join("");
      })
      .join(",")
      .replace(/,+$/, ""),
  );
  return { v: 1, fields, pages, sections, lengths: lengths.join(""), averageFieldLength: plain.averageFieldLength, terms: entries.map(([term]) => term), postings };
}

/** The heading id most headings get (GitHub style, for plain text); other anchors are stored. */
export function slugify(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

/** The id of a section: its page path, with `#anchor` for a heading. */
export const sectionId = (path: string, anchor: string) => (anchor ? `${path}#${anchor}` : path);

/** The index unpacked into the maps MiniSearch keeps internally. */
export interface UnpackedIndex {
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  documentIds: Map<number, string>;
  storedFields: Map<number, StoredSection>;
  fieldLength: Map<number, number[]>;
  /** term → field id → short id → frequency. */
  index: [string, Map<number, Map<number, number>>][];
}

/** Unpacks the transport format. */
export function unpackIndex(packed: PackedIndex): UnpackedIndex {
  if (packed.v !== 1) throw new Error(`search index: unknown format ${String(packed.v)}`);
  const unpacked = unpackFields(packed, unpackSections(packed.sections, packed.pages));
  return { ...unpacked, index: packed.terms.map((term, i) => [term, unpackPostings(packed.postings[i] ?? "")]) };
}

/** The unpacked index but its terms, from its fields, field lengths and sections (short id, id, stored fields): a whole index's or a core's. */
export function unpackFields(packed: Pick<PackedIndex, "fields" | "averageFieldLength" | "lengths">, sections: [number, string, StoredSection][]): Omit<UnpackedIndex, "index"> {
  const fieldCount = packed.fields.length;
  const documentIds = new Map<number, string>();
  const storedFields = new Map<number, StoredSection>();
  const fieldLength = new Map<number, number[]>();
  const lengths = readVarints(packed.lengths);
  for (const [id, docId, stored] of sections) {
    documentIds.set(id, docId);
    storedFields.set(id, stored);
    fieldLength.set(id, lengths.slice(id * fieldCount, (id + 1) * fieldCount));
  }
  return { fieldIds: Object.fromEntries(packed.fields.map((field, i) => [field, i])), averageFieldLength: packed.averageFieldLength, documentIds, storedFields, fieldLength };
}

/** One term's postings: field id → short id → frequency (read back as 1). */
export function unpackPostings(postings: string): Map<number, Map<number, number>> {
  const byField = new Map<number, Map<number, number>>();
  postings.split(",").forEach((list, fieldId) => {
    if (!list) return;
    const docs = new Map<number, number>();
    let doc = -1;
    for (const value of readVarints(list)) {
      doc += value + 1;
      docs.set(doc, 1);
    }
    byField.set(fieldId, docs);
  });
  return byField;
}

/**
 * The stored fields and ids of consecutive sections from their packed entries (whole pages: the
 * heading path restarts at each page's intro). `first` is the short id of the first entry.
 */
export function unpackSections(entries: (string | number)[][], pages: PackedIndex["pages"], first = 0): [number, string, StoredSection][] {
  let trail: string[] = [];
  return entries.map(([page, depth = 0, heading = "", anchor], i) => {
    const [path, pageTitle, weight = 1] = pages[Number(page)] ?? ["", ""];
    trail = depth ? [...trail.slice(0, Number(depth) - 1), String(heading)] : [];
    const slug = depth ? String(anchor ?? slugify(String(heading))) : "";
    return [first + i, sectionId(path, slug), { path, anchor: slug, pageTitle, headings: trail, weight }];
  });
}
