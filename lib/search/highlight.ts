import type { TextSegment } from "./types";
import { processTerm } from "./terms";

const WORD = /[\p{L}\p{N}]+/gu;

/** Splits text into segments, marking the words whose processed form is one of `terms`. */
export function markTerms(text: string, terms: ReadonlySet<string>): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const processed = processTerm(match[0]);
    if (!processed || !terms.has(processed)) continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index), match: false });
    segments.push({ text: match[0], match: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/** Number of distinct matched words in a text (one pass, each word processed once: it runs on every line of every hit). */
function countMatches(text: string, terms: ReadonlySet<string>): number {
  const found = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const processed = processTerm(match[0]);
    if (processed && terms.has(processed)) found.add(processed);
  }
  return found.size;
}

/**
 * A short excerpt of a section for a result: the line (paragraph, list item, table row) with the most
 * matched words, cut to about `length` characters around its first match, with ellipses where cut.
 */
export function makeSnippet(text: string, terms: ReadonlySet<string>, length = 160): TextSegment[] {
  // List markers (sections.ts keeps them for Ask) read as noise in a one-line excerpt.
  const lines = text
    .split("\n")
    .map((line) => line.replace(/^(?:\d+\.|-) /, ""))
    .filter(Boolean);
  if (lines.length === 0) return [];
  // The first line with the most.
  const counts = lines.map((line) => countMatches(line, terms));
  const best = lines[counts.indexOf(Math.max(...counts))] as string;
  let start = 0;
  if (best.length > length) {
    const segments = markTerms(best, terms);
    const first = segments.findIndex((s) => s.match);
    const offset = segmentsText(segments.slice(0, Math.max(0, first))).length;
    // Keep a little context before the first match, starting at a word boundary.
    start = Math.max(0, Math.min(offset - 40, best.length - length));
    if (start > 0) start = best.indexOf(" ", start) + 1 || start;
  }
  let excerpt = best.slice(start, start + length);
  if (start + length < best.length) excerpt = `${excerpt.replace(/\s+\S*$/, "")} …`;
  if (start > 0) excerpt = `… ${excerpt}`;
  return markTerms(excerpt, terms);
}

/** The plain text of segments. */
export const segmentsText = (segments: TextSegment[]) => segments.map((s) => s.text).join("");
