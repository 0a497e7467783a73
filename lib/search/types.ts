/** One section of a page as the search index knows it: the intro (no anchor) or a heading and its body. */
export interface SearchSection {
  /** Stable id: `path#anchor` (`/functions/api/#limits`, or the path alone for the intro). */
  id: string;
  /** Page path with trailing slash. */
  path: string;
  /** Heading id on the page, "" for the intro before the first heading. */
  anchor: string;
  /** Title of the page. */
  pageTitle: string;
  /** Ranking weight of the page: overview pages lead their topic, deprecated pages trail. */
  weight: number;
  /** Sidebar group of the page ("Platform primitives"), "" for hidden pages. */
  group: string;
  /** Heading path from the h2 down to this section's heading; empty for the intro. */
  headings: string[];
  /** Plain text of the section body, one block (paragraph, list item, table cell) per line. */
  text: string;
  /** The fenced code blocks of the section: searchable, but kept out of snippets and answers. */
  code: string;
  /** The page's search keywords (frontmatter `keywords`), on its intro section only. */
  keywords?: string[];
  /** The questions and symptoms the page answers (frontmatter `questions`), on its intro section only. */
  questions?: string[];
}

/** A stretch of text, marked where it matched the query. Rendered as text nodes, never as HTML. */
export interface TextSegment {
  text: string;
  match: boolean;
}

/** One matching section, ready to show. */
export interface SearchHit {
  id: string;
  /** Link target: the page path, with `#anchor` for a heading. */
  url: string;
  path: string;
  pageTitle: string;
  /** Heading path of the section (empty for the intro). */
  headings: string[];
  /** The section heading with matched terms marked (the page title for the intro). */
  title: TextSegment[];
  /** A short excerpt around the first match; empty until the section text has loaded. */
  snippet: TextSegment[];
  /** Matched index terms, to highlight a snippet that loads later. */
  terms: string[];
  score: number;
}

/** How a search is narrowed. */
export interface SearchOptions {
  /** A sidebar group's label ("Platform primitives"): only its pages. An unknown label is an error. */
  group?: string;
}

/** What every search backend (local index, Algolia) offers the dialog and the Ask page. */
export interface SearchBackend {
  /** Name for analytics and debugging: `local` or `algolia`. */
  readonly name: string;
  /** Best hits for a query, grouped: the hits of one page are adjacent, best page first; with `group`, only pages of that sidebar group. */
  search(query: string, options?: SearchOptions): Promise<SearchHit[]>;
  /** The sidebar groups a search can be narrowed to, in sidebar order. */
  groups?(): Promise<string[]>;
  /** Starts loading what the first query needs (the local index), before the reader has typed. */
  prepare?(): Promise<unknown>;
  /** Fills in the snippets still missing (the local index loads section texts per page, on demand). */
  withSnippets?(hits: SearchHit[]): Promise<SearchHit[]>;
  /** Spelling suggestions for a query that found nothing. */
  suggest?(query: string): Promise<string[]>;
}
