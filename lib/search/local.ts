import { pathToKey } from "../content/paths";
import { search as config } from "../site";
import type { PageTexts } from "./build-index";
import { groupByPage, SearchEngine, type RankedSection } from "./engine";
import { makeSnippet, markTerms } from "./highlight";
import type { PackedIndex } from "./pack";
import { SemanticIndex } from "./semantic";
import type { SearchBackend, SearchHit } from "./types";

/** Where the local backend fetches from (tests pass a fake fetch). */
export interface LocalSearchOptions {
  indexUrl?: string;
  textUrl?: (pagePath: string) => string;
  fetcher?: (url: string) => Promise<Response>;
  /** Pages shown per query, and sections per page. */
  maxPages?: number;
  maxPerPage?: number;
}

/** The URL of a page's text file. */
export const pageTextUrl = (pagePath: string) => `${config.textDir}${pathToKey(pagePath)}.json`;

async function getJson<T>(fetcher: (url: string) => Promise<Response>, url: string): Promise<T> {
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The embedded search backend: the packed index from our own origin, fetched once on first use, then
 * every query runs in memory (offline too). Section texts come per page, for snippets and answers.
 */
export class LocalSearch implements SearchBackend {
  readonly name = "local";
  private engine?: Promise<SearchEngine>;
  private semanticUrl?: string;
  /** The semantic data: loaded after the index, once; until it arrives, queries are lexical. */
  private semantic?: SemanticIndex;
  private semanticLoad?: Promise<SemanticIndex | undefined>;
  private readonly texts = new Map<string, Promise<Map<string, string>>>();
  private readonly options: Required<LocalSearchOptions>;

  constructor(options: LocalSearchOptions = {}) {
    this.options = {
      indexUrl: config.indexPath,
      textUrl: pageTextUrl,
      fetcher: (url) => fetch(url),
      maxPages: 8,
      maxPerPage: 3,
      ...options,
    };
  }

  /** Fetches and unpacks the index once; a failed load is retried on the next call. */
  load(): Promise<SearchEngine> {
    this.engine ??= getJson<PackedIndex>(this.options.fetcher, this.options.indexUrl)
      .then((packed) => {
        const engine = new SearchEngine(packed);
        this.semanticUrl = packed.semantic;
        // One throwaway query while the reader is still typing compiles the search paths, so the first real query is as fast as the rest.
        for (const warmup of ["deploy a custom domain", "environment variables in functions", "redirects"]) engine.searchSections(warmup);
        return engine;
      })
      .catch((error: unknown) => {
        this.engine = undefined;
        throw error;
      });
    return this.engine;
  }

  /**
   * The semantic data, fetched once after the index (the dialog calls prepare() when it opens); resolves
   * undefined when there is none or it failed (queries stay lexical; a later call tries again).
   */
  loadSemantic(): Promise<SemanticIndex | undefined> {
    this.semanticLoad ??= this.load()
      .then(async () => {
        if (!this.semanticUrl) return undefined;
        const response = await this.options.fetcher(this.semanticUrl);
        if (!response.ok) throw new Error(`${this.semanticUrl}: HTTP ${response.status}`);
        this.semantic = new SemanticIndex(await response.arrayBuffer());
        return this.semantic;
      })
      .catch(() => {
        this.semanticLoad = undefined;
        return undefined;
      });
    return this.semanticLoad;
  }

  /** Loads the index, then (without holding anything up) the semantic data. */
  prepare(): Promise<SearchEngine> {
    const engine = this.load();
    void engine.then(() => this.loadSemantic()).catch(() => undefined);
    return engine;
  }

  /** Whether queries use the semantic signal yet. */
  get hybrid(): boolean {
    return this.semantic !== undefined;
  }

  /**
   * Ranked sections of the query, with no text (what Ask retrieval starts from). Ask waits for the
   * semantic data (`waitForSemantic`); the dialog answers with what has arrived.
   */
  async sections(query: string, limit = 50, waitForSemantic = false): Promise<RankedSection[]> {
    const engine = await this.load();
    const semantic = waitForSemantic ? await this.loadSemantic() : this.semantic;
    return engine.searchSections(query, limit, semantic);
  }

  async search(query: string): Promise<SearchHit[]> {
    const engine = await this.load();
    const started = performance.now();
    const pages = groupByPage(engine.searchSections(query, 80, this.semantic), this.options.maxPerPage).slice(0, this.options.maxPages);
    const hits = pages.flatMap((page) => page.sections.map((section) => this.toHit(section)));
    // Read by scripts/search-bench.ts: the time a query takes in the browser.
    performance.measure?.("search-query", { start: started, end: performance.now() });
    return hits;
  }

  async withSnippets(hits: SearchHit[]): Promise<SearchHit[]> {
    const paths = [...new Set(hits.filter((h) => h.snippet.length === 0).map((h) => h.path))];
    const loaded = await Promise.all(paths.map((p) => this.pageTexts(p).catch(() => null)));
    const byPath = new Map(paths.map((p, i) => [p, loaded[i]]));
    return hits.map((hit) => {
      const text = byPath.get(hit.path)?.get(hit.url.split("#")[1] ?? "");
      return text === undefined || hit.snippet.length ? hit : { ...hit, snippet: makeSnippet(text, new Set(hit.terms)) };
    });
  }

  async suggest(query: string): Promise<string[]> {
    return (await this.load()).suggest(query);
  }

  /** The section texts of a page by anchor ("" for the intro), fetched once. */
  pageTexts(pagePath: string): Promise<Map<string, string>> {
    let texts = this.texts.get(pagePath);
    if (!texts) {
      texts = getJson<PageTexts>(this.options.fetcher, this.options.textUrl(pagePath)).then((page) => new Map(page.sections));
      texts.catch(() => this.texts.delete(pagePath));
      this.texts.set(pagePath, texts);
    }
    return texts;
  }

  private toHit(section: RankedSection): SearchHit {
    const terms = new Set(section.terms);
    const heading = section.headings[section.headings.length - 1];
    return {
      id: section.id,
      url: section.anchor ? `${section.path}#${section.anchor}` : section.path,
      path: section.path,
      pageTitle: section.pageTitle,
      headings: section.headings,
      title: markTerms(heading ?? section.pageTitle, terms),
      snippet: [],
      terms: section.terms,
      score: section.score,
    };
  }
}
