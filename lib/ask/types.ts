/** A section retrieved for a question, with its text. */
export interface AskSource {
  id: string;
  /** Site-relative link to the section. */
  url: string;
  pageTitle: string;
  headings: string[];
  text: string;
  /** The section in Markdown, from the page's Markdown copy (tables, code, links), when it could be loaded. */
  markdown?: string;
  score: number;
  /** How close the section is to the question by meaning (cosine, hybrid retrieval only). */
  similarity?: number;
  /**
   * Index terms the search matched in this section, its page's search keywords included (which are in no
   * text Ask quotes): they count as present when Ask checks that the section is on the question's topic.
   */
  terms?: string[];
}

/** A page offered when nothing answered well. */
export interface PageLink {
  url: string;
  title: string;
}

/** A source an answer cites, numbered as its `[n]` markers. */
export interface Citation {
  n: number;
  url: string;
  /** "Page title › Heading". */
  title: string;
}

/** An answer: Markdown text (CommonMark and GFM tables, `[n]` citation markers) and what it cites. */
export interface Answer {
  /** Whether the docs answered the question (false: the honest "couldn't find" answer). */
  found: boolean;
  text: string;
  citations: Citation[];
  /** When not found: the (up to three) pages that came closest. */
  closest?: PageLink[];
}
