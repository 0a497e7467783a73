/**
 * The three tools of the docs MCP server, as plain async functions over a DocsSource (the server in
 * server.ts only wraps them). Search goes through the site's own local backend (lib/search/local.ts),
 * called as the search dialog calls it: the same index files, semantic data, hybrid ranking, synonyms and
 * snippets, so search_docs lists what the dialog lists, in its order.
 */
import { markdownPath } from "../../../lib/agents/markdown-path";
import { kept, LocalSearch } from "../../../lib/search/local";
import { search as searchConfig } from "../../../lib/site";
import { segmentsText } from "../../../lib/search/highlight";
import type { SearchHit } from "../../../lib/search/types";
import type { DocsSource } from "./source";

/** One page as list_pages returns it. */
export interface ListedPage {
  title: string;
  path: string;
  url: string;
  description: string;
}

/** One sidebar group and its pages, as read from the site's `/llms.txt`. */
export interface ListedGroup {
  group: string;
  pages: ListedPage[];
}

/** `https://docs.launchbay.com/functions/api.md`, `/functions/api/#limits`, `functions/api` → `/functions/api/`. */
export function toPagePath(input: string): string {
  const trimmed = input.trim();
  const pathname = URL.canParse(trimmed) ? new URL(trimmed).pathname : (trimmed.split(/[?#]/)[0] ?? "");
  return pathname
    .replace(/\.md$/, "")
    .replace(/\/index\.html$|\.html$/, "")
    .replace(/^\/*/, "/")
    .replace(/\/*$/, "/");
}

async function okText(source: DocsSource, urlPath: string): Promise<string | null> {
  const response = await source.fetch(urlPath);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${source.label}${urlPath}: HTTP ${response.status}`);
  return response.text();
}

/** Every page the ranking returns (the dialog shows its first 8; a group filter may need later ones). */
const ALL_PAGES = 1_000;

/** The docs tools over one source (the search index and semantic data are loaded once, on the first search). */
export class DocsTools {
  private readonly local: LocalSearch;
  /** The groups of `/llms.txt`: read once, again after a failure. */
  private readonly groups = new Map<string, Promise<ListedGroup[]>>();
  private warnedLexical = false;

  constructor(
    private readonly source: DocsSource,
    private readonly warn: (message: string) => void = (message) => process.stderr.write(`launchbay-docs-mcp: ${message}\n`),
  ) {
    // The whole index in one file rather than the dialog's split one: the same ranking (a test checks), fewer requests.
    this.local = new LocalSearch({ indexUrl: searchConfig.indexPath, fetcher: (url) => source.fetch(url), maxPages: ALL_PAGES });
  }

  /**
   * Ranked sections for a query, best first, with snippets (at most `limit`): the dialog's list (pages in its
   * order, at most 3 sections each), continued past its 8 pages; with `group`, only that sidebar group's pages.
   */
  async search(query: string, limit = 8, group?: string) {
    // The dialog ranks hybrid once the semantic data has arrived; the server waits for it (lexical only if the site has none).
    if (!(await this.local.loadSemantic()) && !this.warnedLexical) {
      this.warnedLexical = true;
      this.warn(`${this.source.label} serves no semantic search data: search_docs ranks by keywords only`);
    }
    let hits: SearchHit[] = await this.local.search(query);
    if (group !== undefined) hits = inGroup(hits, await this.group(group));
    const withSnippets = await this.local.withSnippets(hits.slice(0, limit));
    return withSnippets.map((hit) => ({ pageTitle: hit.pageTitle, headings: hit.headings, url: new URL(hit.url, this.source.origin).toString(), snippet: segmentsText(hit.snippet) }));
  }

  /** The sidebar group of that name (case-insensitive); an error naming the groups when there is none. */
  async group(name: string): Promise<ListedGroup> {
    const groups = await this.listGroups();
    const found = groups.find((g) => g.group.toLowerCase() === name.trim().toLowerCase());
    if (!found) throw new Error(`No sidebar group "${name}". Groups: ${groups.map((g) => g.group).join(", ")}.`);
    return found;
  }

  /** A page's Markdown (its `.md` twin), or null when the site has no such page. */
  getPage(pageOrUrl: string): Promise<string | null> {
    const pagePath = toPagePath(pageOrUrl);
    return pagePath === "/" ? Promise.resolve(null) : okText(this.source, markdownPath(pagePath));
  }

  /** Every indexable page by sidebar group, from the site's `/llms.txt`. */
  listGroups(): Promise<ListedGroup[]> {
    return kept(this.groups, "/llms.txt", () =>
      okText(this.source, "/llms.txt").then((llms) => {
        if (llms === null) throw new Error(`${this.source.label} has no /llms.txt`);
        return parseLlmsTxt(llms, this.source.origin);
      }),
    );
  }
}

/**
 * The hits on the group's pages, in order. The server's list holds every ranked page (ALL_PAGES), so filtering it
 * by the group's pages from llms.txt keeps the dialog's order; the dialog's own filter (LocalSearch's `group`
 * option) reads /search-groups.json, which a site built before it does not have.
 */
export function inGroup(hits: SearchHit[], group: ListedGroup): SearchHit[] {
  const paths = new Set(group.pages.map((page) => page.path));
  return hits.filter((hit) => paths.has(hit.path));
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
    current.pages.push({ title, path: pagePath, url: new URL(pagePath, origin).toString(), description });
  }
  return groups.filter((g) => g.pages.length > 0);
}
