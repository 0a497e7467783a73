import { expandQuery } from "../search/synonyms";
import { processTerm, queryTerms, tokenize } from "../search/terms";
import type { Answer, AskSource, Citation } from "./types";

/** Words of a question that say nothing about its topic. */
const FILLER = new Set(["launchbay", "please", "want", "way", "possible", "tell", "explain", "know", "need", "help", "doc", "documentation"]);

/** The answer when the docs have nothing that fits. */
export const NOT_FOUND = "I couldn't find that in the docs.";

/** A source must contain at least this share of the question's topic words. */
export const MIN_COVERAGE = 0.6;

const MAX_SOURCES = 3;
const LEAD_CHARS = 600;
const SUPPORT_CHARS = 260;

/** "Page › Heading" of a source. */
export const sourceTitle = (s: Pick<AskSource, "pageTitle" | "headings">) => [s.pageTitle, ...s.headings.slice(-1)].join(" › ");

/** The topic words of each phrasing of the question (itself and its synonym rewrites). */
function topicVariants(question: string): string[][] {
  return expandQuery(question)
    .map((variant) => queryTerms(variant).filter((t) => !FILLER.has(t)))
    .filter((terms) => terms.length > 0);
}

/** Processed words of a text. */
function words(text: string): Set<string> {
  return new Set(tokenize(text).map(processTerm).filter((t): t is string => Boolean(t)));
}

/** Whether a topic word occurs in a set of words (whole word, or as the start of a longer one). */
const has = (set: Set<string>, term: string) => set.has(term) || (term.length >= 4 && [...set].some((w) => w.startsWith(term)));

/** The best share of topic words a source holds, over the phrasings of the question. */
export function coverage(variants: string[][], source: AskSource): number {
  const present = words(`${source.pageTitle} ${source.headings.join(" ")} ${source.text}`);
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

/** The lead source's quote: its opening lines (a matched section starts with its answer), steps kept whole. */
function leadQuote(text: string): string {
  const out: string[] = [];
  let length = 0;
  for (const line of text.split("\n")) {
    if (length > 0 && length + line.length > LEAD_CHARS && !/^\d+\. /.test(line)) break;
    out.push(line.length > LEAD_CHARS ? cut(line, LEAD_CHARS) : line);
    length += line.length;
    if (length > LEAD_CHARS * 1.6) break;
  }
  return out.join("\n");
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
  return cut(best.replace(/^(?:\d+\.|-) /, ""), SUPPORT_CHARS);
}

/** The sources worth citing: the best one, and others nearly as relevant, at most two per page. */
export function selectSources(question: string, sources: AskSource[], max = MAX_SOURCES): AskSource[] {
  const variants = topicVariants(question);
  if (variants.length === 0) return [];
  const scored = sources.filter((s) => s.text.trim()).map((s) => ({ source: s, coverage: coverage(variants, s) }));
  const top = Math.max(0, ...scored.map((s) => s.coverage));
  if (top < MIN_COVERAGE) return [];
  const bestScore = Math.max(...scored.filter((s) => s.coverage === top).map((s) => s.source.score));
  const perPage = new Map<string, number>();
  const chosen: AskSource[] = [];
  // Most relevant first: full coverage before partial, then the search score.
  for (const { source } of scored.filter((s) => s.coverage >= Math.max(MIN_COVERAGE, top - 0.25) && s.source.score >= bestScore * 0.35).sort((a, b) => b.coverage - a.coverage || b.source.score - a.source.score)) {
    const page = source.url.split("#")[0] ?? source.url;
    if ((perPage.get(page) ?? 0) >= 2) continue;
    perPage.set(page, (perPage.get(page) ?? 0) + 1);
    chosen.push(source);
    if (chosen.length === max) break;
  }
  return chosen;
}

/**
 * Composes an answer from the docs alone: the best-matching section quoted from its start, then a
 * sentence from each supporting section, each followed by its citation marker. When no section holds
 * most of the question's topic words, the answer says so instead of guessing.
 */
export function composeAnswer(question: string, sources: AskSource[]): Answer {
  const [lead, ...others] = selectSources(question, sources);
  if (!lead) return { found: false, text: NOT_FOUND, citations: [] };
  const terms = [...new Set(topicVariants(question).flat())];
  const quoted = [{ source: lead, quote: leadQuote(lead.text) }];
  for (const source of others) {
    const quote = supportQuote(source.text, terms);
    if (quote) quoted.push({ source, quote });
  }
  const citations: Citation[] = quoted.map(({ source }, i) => ({ n: i + 1, url: source.url, title: sourceTitle(source) }));
  const paragraphs = quoted.map(({ quote }, i) => `${quote} [${i + 1}]`);
  return { found: true, text: [`From ${sourceTitle(lead)}:`, ...paragraphs].join("\n\n"), citations };
}
