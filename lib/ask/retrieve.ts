import { groupByPage, type RankedSection } from "../search/engine";
import { kept, RANKED_SECTIONS } from "../search/local";
import { pageOf, topicVariants } from "./compose";
import { pageMarkdownUrl, sectionMarkdown } from "./markdown";
import type { AskSource } from "./types";

/** What retrieval needs of the local index (LocalSearch fits; tests pass an in-memory one). */
export interface SectionSource {
  /** Ranked sections; `waitForSemantic`: rank with the semantic signal once it has loaded (hybrid retrieval, as search). */
  sections(query: string, limit?: number, waitForSemantic?: boolean): Promise<RankedSection[]>;
  pageTexts(pagePath: string): Promise<Map<string, string>>;
}

/**
 * The best-matching sections for a question, with their texts (pages fetched once each, in parallel): the best
 * `perPage` sections of each of the best `pages` pages. Pages are the search dialog's, in its order (the same
 * ranked sections, grouped by the same function); a page's sections in ranking order. The ranking lists a page's
 * sections together, so its first sections alone would often be one page; a question in a reader's words is
 * often answered best by the second or third page.
 */
export async function retrieve(index: SectionSource, question: string, { pages = 4, perPage = 3 } = {}): Promise<AskSource[]> {
  const ranked = groupByPage(await index.sections(question, RANKED_SECTIONS, true), perPage)
    .slice(0, pages)
    .flatMap((page) => page.sections);
  const paths = [...new Set(ranked.map((s) => s.path))];
  const texts = new Map(await Promise.all(paths.map(async (p) => [p, await index.pageTexts(p).catch(() => new Map<string, string>())] as const)));
  return ranked.map((s) => ({
    id: s.id,
    url: s.anchor ? `${s.path}#${s.anchor}` : s.path,
    pageTitle: s.pageTitle,
    headings: s.headings,
    text: texts.get(s.path)?.get(s.anchor) ?? "",
    score: s.score,
    ...(s.similarity === undefined ? {} : { similarity: s.similarity }),
    ...(s.terms.length ? { terms: s.terms } : {}),
  }));
}

/** Loads a page's Markdown copy (`/functions/api.md`); rejects when it can't. */
export type MarkdownSource = (pagePath: string) => Promise<string>;

/** Page Markdown copies already loaded, kept for the tab's lifetime: Ask keeps answering from them offline. */
const markdownCache = new Map<string, Promise<string>>();

/** Fetches a page's Markdown copy from our own origin, once per page. */
export const fetchPageMarkdown: MarkdownSource = (pagePath) =>
  kept(markdownCache, pagePath, () =>
    Promise.resolve()
      .then(() => fetch(pageMarkdownUrl(pagePath)))
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`)))),
  );

/**
 * The sources with their sections in Markdown (tables, code blocks, links), from their pages' Markdown
 * copies; a source whose page can't be loaded, or whose heading isn't found, keeps only its plain text.
 */
export async function withMarkdown(sources: AskSource[], load: MarkdownSource = fetchPageMarkdown): Promise<AskSource[]> {
  const pages = new Map([...new Set(sources.map(pageOf))].map((page) => [page, load(page).catch(() => null)]));
  return Promise.all(
    sources.map(async (s) => {
      const page = await pages.get(pageOf(s));
      const markdown = page ? sectionMarkdown(page, s.headings) : null;
      return markdown ? { ...s, markdown } : s;
    }),
  );
}

/** Words that open a follow-up leaning on the previous question ("and for edge functions?", "what about…"). */
const FOLLOW_UP = /^\s*(?:and|or|but|also|so|then|what about|how about|same|for|in|on|with|without|what if)\b/i;

/** Whether a question reads as a follow-up: it opens like one, or it is too short to stand alone. */
export function isFollowUp(question: string): boolean {
  if (FOLLOW_UP.test(question)) return true;
  const words = question.trim().split(/\s+/).length;
  return words <= 3 && (topicVariants(question)[0]?.length ?? 0) <= 2;
}

/**
 * The retrieval query for a question in a conversation: a follow-up is combined with the previous
 * question's query (its topic), so "and for edge functions?" after a question about environment variables
 * in functions looks for environment variables in edge functions.
 */
export function conversationQuery(question: string, previousQuery?: string): string {
  return previousQuery && isFollowUp(question) ? `${question.trim()} ${previousQuery}` : question.trim();
}
