/**
 * The three tools of the docs MCP server, as plain async functions over a DocsSource (the server in
 * lib/mcp/server.ts only wraps them). Search goes through the site's own local backend
 * (lib/search/local.ts): the same index files, ranking, synonyms and snippets as the search dialog.
 */
import { markdownPath } from "../markdown";
import { LocalSearch, pageTextUrl } from "../search/local";
import { search as searchConfig } from "../site";
import type { SearchHit, TextSegment } from "../search/types";
import type { DocsSource } from "./source";

/** One page as list_pages returns it. */
export interface ListedPage {
  title: string;
  path: string;
  url: string;
  markdownUrl: string;
  description: string;
}

/** One sidebar group and its pages, as read from the site's `/llms.txt`. */
export interface ListedGroup {
  group: string;
  pages: ListedPage[];
}

/** One search result. */
export interface SearchResult {
  pageTitle: string;
  headings: string[];
  url: string;
  snippet: string;
}

const text = (segments: TextSegment[]) => segments.map((s) => s.text).join("");

/** `https://docs.launchbay.com/functions/api.md`, `/functions/api/#limits`, `functions/api` → `/functions/api/`. */
export function toPagePath(input: string): string {
  let pathname = input.trim();
  try {
    pathname = new URL(pathname).pathname;
  } catch {
    pathname = pathname.split(/[?#]/)[0] ?? "";
  }
  pathname = pathname
    .replace(/\.md$/, "")
    .replace(/\/index\.html$|\.html$/, "")
    .replace(/^\/*/, "/")
    .replace(/\/*$/, "/");
  return pathname;
}

async function okText(source: DocsSource, urlPath: string): Promise<string | null> {
  const response = await source.fetch(urlPath);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${source.label}${urlPath}: HTTP ${response.status}`);
  return response.text();
}

/** The docs tools over one source (the search index is loaded once, on the first search). */
export class DocsTools {
  private readonly local: LocalSearch;
  private groups?: Promise<ListedGroup[]>;

  constructor(private readonly source: DocsSource) {
    this.local = new LocalSearch({ indexUrl: searchConfig.indexPath, textUrl: pageTextUrl, fetcher: (url) => source.fetch(url), maxPages: 10, maxPerPage: 2 });
  }

  /** Ranked sections for a query, best first, with snippets (at most `limit`). */
  async search(query: string, limit = 8): Promise<SearchResult[]> {
    const hits: SearchHit[] = await this.local.search(query);
    const withSnippets = await this.local.withSnippets(hits.slice(0, limit));
    return withSnippets.map((hit) => ({ pageTitle: hit.pageTitle, headings: hit.headings, url: new URL(hit.url, this.source.origin).toString(), snippet: text(hit.snippet) }));
  }

  /** A page's Markdown (its `.md` twin), or null when the site has no such page. */
  getPage(pageOrUrl: string): Promise<string | null> {
    const pagePath = toPagePath(pageOrUrl);
    return pagePath === "/" ? Promise.resolve(null) : okText(this.source, markdownPath(pagePath));
  }

  /** Every indexable page by sidebar group, from the site's `/llms.txt`. */
  listGroups(): Promise<ListedGroup[]> {
    this.groups ??= okText(this.source, "/llms.txt")
      .then((llms) => {
        if (llms === null) throw new Error(`${this.source.label} has no /llms.txt`);
        return parseLlmsTxt(llms, this.source.origin);
      })
      .catch((error: unknown) => {
        this.groups = undefined;
        throw error;
      });
    return this.groups;
  }
}

const LINK_LINE = /^- \[(.+?)\]\((\S+?)\)(?::\s*(.*))?$/;

/** The `## Group` sections of an llms.txt with their `- [Title](…md): description` lines; the index of group files is skipped. */
export function parseLlmsTxt(llms: string, origin: string): ListedGroup[] {
  const groups: ListedGroup[] = [];
  let current: ListedGroup | null = null;
  for (const line of llms.split("\n")) {
    if (line.startsWith("## ")) {
      const name = line.slice(3).trim();
      current = name === "Sidebar groups" ? null : { group: name, pages: [] };
      if (current) groups.push(current);
      continue;
    }
    const match = current ? LINK_LINE.exec(line.trim()) : null;
    if (!current || !match) continue;
    const [, title = "", link = "", description = ""] = match;
    if (!link.endsWith(".md")) continue;
    const pagePath = toPagePath(link);
    current.pages.push({ title, path: pagePath, url: new URL(pagePath, origin).toString(), markdownUrl: new URL(markdownPath(pagePath), origin).toString(), description });
  }
  return groups.filter((g) => g.pages.length > 0);
}
