import type { Root } from "mdast";
import type { Heading } from "./headings";
import type { HomeData } from "./home";
import type { Frontmatter } from "./schema";
import type { SidebarGroup } from "./sidebar";

/** The record of one documentation page (docs/CONTRACT.md §3), without its body. */
export interface PageRecord {
  /** Internal page identifier derived from the path, e.g. `functions-api`. */
  key: string;
  /** URL path with trailing slash, e.g. `/functions/api/`. */
  path: string;
  /** The path derived from the file name, before any override (equal to `path` here). */
  regularPath: string;
  /** Source file relative to content/, e.g. `functions/api.mdx`. */
  relativePath: string;
  title: string;
  /** With the page's meta tags (`meta`), as in docs/CONTRACT.md §3. */
  frontmatter: Frontmatter & { canonicalUrl: string; meta: { name?: string; property?: string; content: string }[] };
  /** Headings of levels 2–4, in order. */
  headers: Pick<Heading, "level" | "title" | "slug">[];
  /** Human date, e.g. "March 14, 2025". */
  lastUpdated: string;
  lastUpdatedTimestamp: number;
}

/** A page with what rendering and checks need. */
export interface PageEntry {
  record: PageRecord;
  /** MDX body without frontmatter. */
  body: string;
  /** Absolute path of the source file. */
  file: string;
  analysis: Analysis;
  /** Line of the body's first line in the file (frontmatter lines before it). */
  bodyLine: number;
}

/** Everything the site knows about its content, built once per process. */
export interface ContentIndex {
  pages: Map<string, PageEntry>;
  /** Pages in sidebar order, then hidden pages by path. */
  ordered: PageEntry[];
  sidebar: SidebarGroup[];
  /** Page paths in sidebar order (drives prev/next). */
  sidebarOrder: string[];
  home: HomeData;
  /** The pages that use each reference entry (lib/content/usage.ts). */
  usage: ReferenceUsage;
}

/** What the checks and records need to know about one MDX body. */
export interface Analysis {
  tree: Root;
  headings: Heading[];
  links: { url: string; line: number }[];
  /** With a diagram's text (`source`), so the content step draws it without parsing a reused page again. */
  codeBlocks: { lang: string | null; line: number; source?: string }[];
  /** MDX elements: components (capitalised) and HTML elements, with their attribute names. */
  components: { name: string; line: number; attributes: string[] }[];
  expressions: { value: string; line: number }[];
  /** ESM statements (`import`, `export`) in the body. */
  esm: { value: string; line: number }[];
  /** The API examples of the page, checked against content/api/openapi.yaml (lib/content/check-examples.ts). */
  api: ExampleReport;
  /** The reference entries the page uses: API operations its examples call, CLI commands it runs (lib/content/usage.ts keys). */
  references: string[];
}

/** What of an analysis is kept between builds: everything but the syntax tree, which is parsed again on use. */
export type AnalysisFacts = Omit<Analysis, "tree">;

/** One request (or response) shown on a page, tied to an operation. */
export interface ApiExample {
  /** 1-based line in the MDX body. */
  line: number;
  operationId: string;
  kind: "curl" | "cli" | "fetch" | "http" | "json" | "prose";
}

/** What the checks found on one page: every problem, and the examples tied to operations (for the links both ways). */
export interface ExampleReport {
  problems: { line: number; message: string }[];
  examples: ApiExample[];
}

/** Page paths by entry key, in the order of `ordered` (the sidebar's). */
export type ReferenceUsage = Record<string, string[]>;
