import type { Analysis } from "./analyze";
import type { Heading } from "./headings";
import type { HomeData } from "./home";
import type { Frontmatter } from "./schema";
import type { SidebarGroup } from "./sidebar";
import type { ReferenceUsage } from "./usage";

/** A meta tag of a page, as in the docs/CONTRACT.md §3 page record. */
export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

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
  frontmatter: Frontmatter & { canonicalUrl: string; meta: MetaTag[] };
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

/** The site record (docs/CONTRACT.md §3). */
export interface SiteRecord {
  lang: string;
  title: string;
  description: string;
  base: string;
  head: [string, Record<string, string>][];
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
