import type { RootContent } from "mdast";
import { expandQuery } from "../search/synonyms";
import { processedTerms, queryTerms } from "../search/terms";
import { parseMarkdown, plainText } from "./markdown";
import type { Answer, AskSource, Citation, PageLink } from "./types";

/** Words of a question that say nothing about its topic. */
const FILLER = new Set(["launchbay", "please", "want", "way", "possible", "tell", "explain", "know", "need", "help", "doc", "documentation"]);

/** The answer when the docs have nothing that fits. */
export const NOT_FOUND = "I couldn't find that in the docs.";

/** A source must contain at least this share of the question's topic words. */
export const MIN_COVERAGE = 0.6;

/**
 * Or, for a paraphrase, be close to the question by meaning (cosine of the semantic vectors) and still
 * hold some of its topic words: a question about something the docs don't cover shares neither.
 */
export const BY_MEANING = { similarity: 0.4, coverage: 0.4 };

/** Whether a source answers well enough to be quoted, by its words or by its meaning. */
const answers = (s: { coverage: number; source: AskSource }) => s.coverage >= MIN_COVERAGE || ((s.source.similarity ?? 0) >= BY_MEANING.similarity && s.coverage >= BY_MEANING.coverage);

const MAX_SOURCES = 3;
const LEAD_CHARS = 600;
const SUPPORT_CHARS = 260;
/** The most words before the first cited step, table or code block: one short paragraph. */
const INTRO_CHARS = 320;
/** A quoted list, table or code block keeps at most this many items, rows or lines. */
const MAX_ITEMS = 12;
const MAX_CODE_LINES = 40;

/** The page of a source's link (the link without its #section). */
export const pageOf = (source: Pick<AskSource, "url">) => source.url.split("#")[0] ?? source.url;

/** "Page › Heading" of a source. */
export const sourceTitle = (s: Pick<AskSource, "pageTitle" | "headings">) => [s.pageTitle, ...s.headings.slice(-1)].join(" › ");

/** The topic words of each phrasing of the question (itself and its synonym rewrites). */
export function topicVariants(question: string): string[][] {
  return expandQuery(question)
    .map((variant) => queryTerms(variant).filter((t) => !FILLER.has(t)))
    .filter((terms) => terms.length > 0);
}

/** Processed words of a text. */
const words = (text: string) => new Set(processedTerms(text));

/** Whether a topic word occurs in a set of words (whole word, or as the start of a longer one). */
const has = (set: Set<string>, term: string) => set.has(term) || (term.length >= 4 && [...set].some((w) => w.startsWith(term)));

/** The best share of topic words a source holds, over the phrasings of the question. */
export function coverage(variants: string[][], source: AskSource): number {
  const present = words(`${source.pageTitle} ${source.headings.join(" ")} ${source.text}`);
  for (const term of source.terms ?? []) present.add(term);
  return Math.max(0, ...variants.map((terms) => terms.filter((t) => has(present, t)).length / terms.length));
}

/** Sentences of a line, split after . ! or ? */
const sentences = (line: string) => line.split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/);

/** Cuts text to about `max` characters at a sentence (or word) end. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const end = Math.max(head.lastIndexOf(". "), head.lastIndexOf(".\n"));
  return end > max / 2 ? head.slice(0, end + 1) : `${head.replace(/\s+\S*$/, "")} …`;
}

/** Plain text as Markdown text: characters Markdown would read as syntax are escaped. */
export const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>|~]/g, "\\$&").replace(/^(#+|>|=+|-{3,}|\+)(?=\s|$)/, "\\$1");

const isRow = (line: string) => line.includes(" | ");
const cells = (line: string) => line.split(" | ").map((cell) => escapeMarkdown(cell.trim()));

/**
 * A section's plain text (lib/search/sections.ts: one block per line, table cells joined by " | ", list
 * markers kept) as Markdown: runs of table rows become a GFM table (the first row its header), steps and
 * bullets stay lists, other lines paragraphs. Used when the page's Markdown copy can't be loaded.
 */
export function plainToMarkdown(text: string): string {
  const lines = text.split("\n").filter((line) => line.trim());
  const blocks: string[] = [];
  for (let i = 0; i < lines.length;) {
    const line = lines[i]!;
    const width = cells(line).length;
    if (isRow(line) && isRow(lines[i + 1] ?? "") && cells(lines[i + 1]!).length === width) {
      const rows: string[][] = [];
      while (i < lines.length && isRow(lines[i]!) && cells(lines[i]!).length === width) rows.push(cells(lines[i++]!));
      const row = (r: string[]) => `| ${r.join(" | ")} |`;
      blocks.push([row(rows[0]!), row(rows[0]!.map(() => "---")), ...rows.slice(1).map(row)].join("\n"));
      continue;
    }
    const list = /^(\d+\. |- )/.exec(line)?.[1];
    if (list) {
      const items: string[] = [];
      const ordered = list !== "- ";
      while (i < lines.length && (ordered ? /^\d+\. /.test(lines[i]!) : lines[i]!.startsWith("- "))) {
        const [, marker, rest] = /^(\d+\. |- )(.*)$/.exec(lines[i++]!)!;
        items.push(`${marker}${escapeMarkdown(rest!)}`);
      }
      blocks.push(items.join("\n"));
      continue;
    }
    blocks.push(escapeMarkdown(line));
    i += 1;
  }
  return blocks.join("\n\n");
}

/** The first sentences of a paragraph, up to about `max` characters. */
function shorten(markdown: string, max: number): string {
  if (markdown.length <= max) return markdown;
  let out = "";
  for (const sentence of sentences(markdown.replace(/\n/g, " "))) {
    if (out && out.length + sentence.length > max) break;
    out = out ? `${out} ${sentence}` : sentence;
  }
  return out.length > max * 1.5 ? cut(out, max) : out;
}

/**
 * The lead source's quote, in Markdown: its section from the start (a matched section starts with its
 * answer), whole steps, tables and code blocks kept, each claim followed by its citation marker: every
 * paragraph and every list item. A table or code block is cited by the paragraph that introduces it, or by
 * a "Source" line after it. At most a short paragraph comes before the first cited step, table or code.
 */
export function leadQuote(markdown: string, n: number, said: Set<string> = new Set()): string {
  const marker = ` [${n}]`;
  const tree = parseMarkdown(markdown);
  const out: string[] = [];
  let length = 0;
  let structured = false;
  let cited = false;
  const source = (node: RootContent) => markdown.slice(node.position!.start.offset, node.position!.end.offset);
  for (const [i, node] of tree.children.entries()) {
    const text = plainText(node);
    const next = tree.children[i + 1];
    if (out.length && length + Math.min(text.length, structured ? Infinity : INTRO_CHARS) > LEAD_CHARS) {
      // Past the budget only the first list, table or code block, or the paragraph introducing it, still comes.
      const firstStructure = !structured && (node.type === "list" || node.type === "table" || node.type === "code");
      const introduces = !structured && node.type === "paragraph" && (next?.type === "list" || next?.type === "table" || next?.type === "code");
      if (!firstStructure && !introduces) break;
    }
    if (node.type === "paragraph") {
      // Sentences the answer's opening already says are not said twice.
      const rest = said.size ? sentences(source(node).replace(/\n/g, " ")).filter((sentence) => !said.has(normal(sentence))) : null;
      if (rest?.length === 0) continue;
      const text = rest ? rest.join(" ") : source(node);
      const paragraph = structured ? text : shorten(text, INTRO_CHARS);
      out.push(`${paragraph}${marker}`);
      cited = true;
    } else if (node.type === "list") {
      const items = node.children.slice(0, MAX_ITEMS).map((item) => {
        const lead = item.children[0];
        const body = source(item);
        if (!lead || lead.type !== "paragraph") return body;
        const end = lead.position!.end.offset! - item.position!.start.offset!;
        return `${body.slice(0, end)}${marker}${body.slice(end)}`;
      });
      out.push(items.join(node.spread ? "\n\n" : "\n"));
      structured = cited = true;
    } else if (node.type === "table") {
      const rows = source(node).split("\n");
      out.push(rows.slice(0, MAX_ITEMS + 2).join("\n"));
      if (!cited) out.push(`Source:${marker}`);
      structured = cited = true;
    } else if (node.type === "code") {
      const lines = node.value.split("\n");
      out.push(lines.length > MAX_CODE_LINES ? ["```" + (node.lang ?? ""), ...lines.slice(0, MAX_CODE_LINES), "…", "```"].join("\n") : source(node));
      if (!cited) out.push(`Source:${marker}`);
      structured = cited = true;
    } else if (node.type === "blockquote") {
      out.push(`${source(node)}${marker}`);
      cited = true;
    } else if (node.type === "heading") {
      // A sub-heading inside the section: its words, bold, no deeper than the answer.
      out.push(`**${escapeMarkdown(text)}**`);
    } else continue;
    length += text.length;
  }
  return out.join("\n\n");
}

/** A sentence compared without its Markdown, spacing, case or list marker. */
const normal = (sentence: string) =>
  sentence
    .replace(/^(?:\d+\.|-) /, "")
    .replace(/\]\([^)]*\)/g, "")
    .replace(/[\\*_`[\]]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** The most an opening sentence may run to. */
const OPENING_CHARS = 220;

/**
 * The answer's opening: the one or two sentences of the cited sections that hold the most of the question's
 * topic words (prose before steps; table rows, code lead-ins and headings left out), the second only when it
 * adds words the first lacks. Null when no sentence holds at least two topic words (or the one, for a
 * one-word question).
 */
export function openingSentences(terms: string[], sources: { source: AskSource; n: number }[]): { text: string; n: number }[] | null {
  const candidates = sources.flatMap(({ source, n }, rank) =>
    source.text
      .split("\n")
      .filter((line) => !line.includes(" | ") && !/^(?:\d+\.|-) /.test(line))
      .flatMap(sentences)
      .filter((sentence) => sentence.length >= 20 && sentence.length <= OPENING_CHARS * 1.5 && !sentence.trimEnd().endsWith(":") && /[.!?]$/.test(sentence.trim()))
      .map((sentence, i) => {
        const present = words(sentence);
        const hits = terms.filter((t) => has(present, t));
        return { text: sentence.trim(), n, hits, score: hits.length - rank * 0.3 - i * 0.02 };
      }),
  );
  const needed = Math.min(2, new Set(terms).size);
  const ranked = candidates.filter((c) => c.hits.length >= needed).sort((a, b) => b.score - a.score);
  const first = ranked[0];
  if (!first) return null;
  const second = ranked.find((c) => c !== first && c.text !== first.text && c.hits.some((t) => !first.hits.includes(t)) && c.score >= first.score - 1);
  return [first, ...(second ? [second] : [])].map(({ text, n }) => ({ text: cut(text, OPENING_CHARS), n }));
}

/** A supporting source's quote: its sentence with the most topic words (prose before table rows and code lead-ins); null when too few. */
function supportQuote(text: string, terms: string[]): string | null {
  let best = "";
  let bestScore = -Infinity;
  let bestHits = 0;
  for (const [i, sentence] of text.split("\n").flatMap(sentences).entries()) {
    const present = words(sentence);
    const penalty = (sentence.includes(" | ") ? 2 : 0) + (sentence.trimEnd().endsWith(":") ? 0.5 : 0);
    const hits = terms.filter((t) => has(present, t)).length;
    const score = hits - penalty - i * 0.01;
    if (score > bestScore) [best, bestScore, bestHits] = [sentence, score, hits];
  }
  // A supporting quote must say something about the question, not just share one word with it.
  if (bestHits < Math.min(2, new Set(terms).size) || bestScore < 0) return null;
  return escapeMarkdown(cut(best.replace(/^(?:\d+\.|-) /, ""), SUPPORT_CHARS));
}

/** The sources worth citing: the best one, and others nearly as relevant, at most two per page. */
export function selectSources(question: string, sources: AskSource[], max = MAX_SOURCES): AskSource[] {
  const variants = topicVariants(question);
  if (variants.length === 0) return [];
  const scored = sources.filter((s) => s.text.trim()).map((s) => ({ source: s, coverage: coverage(variants, s) }));
  const eligible = scored.filter(answers);
  if (eligible.length === 0) return [];
  const top = Math.max(...eligible.map((s) => s.coverage));
  const bestScore = Math.max(...eligible.map((s) => s.source.score));
  // Most relevant first: the search score (hybrid ranking knows paraphrases), then coverage.
  const ranked = eligible
    .filter((s) => s.coverage >= Math.min(MIN_COVERAGE, top - 0.25) && s.source.score >= bestScore * 0.35)
    .sort((a, b) => b.source.score - a.source.score || b.coverage - a.coverage)
    .map((s) => s.source);
  // One section per page first, so the supporting sentences bring in the other pages that answer (a reader's
  // wording often fits two or three pages); then a page's second section, if there is room.
  const chosen: AskSource[] = [];
  for (const perPage of [1, 2]) {
    for (const source of ranked) {
      if (chosen.length === max) break;
      if (chosen.includes(source) || chosen.filter((s) => pageOf(s) === pageOf(source)).length >= perPage) continue;
      chosen.push(source);
    }
  }
  return chosen;
}

/** The pages of the best-ranked sections, at most three, for an answer that found nothing. */
export function closestPages(sources: AskSource[], max = 3): PageLink[] {
  const pages = new Map<string, PageLink>();
  for (const s of sources) {
    const url = pageOf(s);
    if (!pages.has(url)) pages.set(url, { url, title: s.pageTitle });
    if (pages.size === max) break;
  }
  return [...pages.values()];
}

/**
 * Composes an answer from the docs alone, in Markdown: first one or two sentences of the cited sections
 * that answer the question (openingSentences), then the best-matching section quoted from its start, what
 * the opening said left out (its Markdown copy when loaded: tables, code and steps as written), then a
 * sentence from each supporting section, each claim followed by its citation marker. When no section holds most of the question's topic
 * words, the answer says so instead of guessing and offers the closest pages.
 */
export function composeAnswer(question: string, sources: AskSource[]): Answer {
  const [lead, ...others] = selectSources(question, sources);
  if (!lead) return { found: false, text: NOT_FOUND, citations: [], closest: closestPages(sources) };
  const terms = [...new Set(topicVariants(question).flat())];
  // The answer first: the sentences of the lead and supporting sections that say it, then the lead's steps, tables or code.
  const supported = others.map((source) => ({ source, quote: supportQuote(source.text, terms) }));
  const candidates = [lead, ...supported.filter(({ quote }) => quote).map(({ source }) => source)].map((source, i) => ({ source, n: i + 1 }));
  const opening = openingSentences(terms, candidates) ?? [];
  const said = new Set(opening.map(({ text }) => normal(text)));
  const quoted = [{ source: lead, quote: leadQuote(lead.markdown ?? plainToMarkdown(lead.text), 1, said) }];
  // Another page close to the question in meaning, with no sentence on its words, is named, not quoted: "See also".
  // (A section that only shares words with the question, and is not close in meaning, is left out.)
  const related: AskSource[] = [];
  for (const { source, quote } of supported) {
    // A supporting sentence the opening already says keeps its citation, not a second copy.
    if (quote) quoted.push({ source, quote: said.has(normal(quote)) ? "" : `${quote} [${quoted.length + 1}]` });
    else if ((source.similarity ?? 0) >= BY_MEANING.similarity && pageOf(source) !== pageOf(lead) && !related.some((s) => pageOf(s) === pageOf(source))) related.push(source);
  }
  // The page search ranks first is always named: Ask never leaves out what the search dialog would show first.
  const first = sources[0];
  const named = (page: string) => quoted.some(({ source }) => pageOf(source) === page) || related.some((source) => pageOf(source) === page);
  if (first && !named(pageOf(first))) related.unshift(first);
  const cited = [...quoted.map(({ source }) => source), ...related];
  const citations: Citation[] = cited.map((source, i) => ({ n: i + 1, url: source.url, title: sourceTitle(source) }));
  const seeAlso = related.length ? [`See also: ${related.map((source, i) => `${escapeMarkdown(sourceTitle(source))} [${quoted.length + i + 1}]`).join(", ")}.`] : [];
  const openingText = opening.length ? [opening.map(({ text, n }) => `${escapeMarkdown(text)} [${n}]`).join(" ")] : [];
  const body = quoted.map(({ quote }) => quote).filter(Boolean);
  return { found: true, text: [...openingText, ...body, ...seeAlso].join("\n\n"), citations };
}
