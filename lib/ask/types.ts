/** A section retrieved for a question, with its text. */
export interface AskSource {
  id: string;
  /** Site-relative link to the section. */
  url: string;
  pageTitle: string;
  headings: string[];
  text: string;
  score: number;
}

/** A source an answer cites, numbered as its `[n]` markers. */
export interface Citation {
  n: number;
  url: string;
  /** "Page title › Heading". */
  title: string;
}

/** An answer: plain text (paragraphs split by blank lines, `[n]` citation markers) and what it cites. */
export interface Answer {
  /** Whether the docs answered the question (false: the honest "couldn't find" answer). */
  found: boolean;
  text: string;
  citations: Citation[];
}
