import { pathToKey } from "../content/paths";
import { search as config } from "../site";
import type { PageTexts } from "./build-index";
import { groupByPage, SearchEngine, type RankedSection } from "./engine";
import { makeSnippet, markTerms } from "./highlight";
import { sectionId, type PackedIndex } from "./pack";
import type { IndexCore, SectionBlock, TermShard } from "./shards";
import { SemanticIndex } from "./semantic";
import { pagesOfGroup, type SearchGroups } from "./groups";
import type { SearchBackend, SearchHit, SearchOptions } from "./types";

/** Where the local backend fetches from (tests pass a fake fetch). */
export interface LocalSearchOptions {
  /** The index: the core of a split index (the default) or a whole packed index (tools, tests). */
  indexUrl?: string;
  fetcher?: (url: string) => Promise<Response>;
  /** Milliseconds after a query's answer before the rest of a split index is fetched (the answer's own files go first). */
  completeAfter?: number;
  /** Pages shown per query (each with groupByPage's three sections at most). */
  maxPages?: number;
}

/**
 * Sections ranked for a query: the dialog groups its pages from them (groupByPage), and Ask's retrieval reads
 * the same list the same way, so both see the same pages in the same order.
 */
export const RANKED_SECTIONS = 80;

/** The URL of a page's text file. */
export const pageTextUrl = (pagePath: string) => `${config.textDir}${pathToKey(pagePath)}.json`;

/** The promise kept in `cache` for `key`, made once; one that rejects is forgotten, so the next call tries again. */
export function kept<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    value = make();
    value.catch(() => cache.delete(key));
    cache.set(key, value);
  }
  return value;
}

async function getFile<T>(fetcher: (url: string) => Promise<Response>, url: string, read = (response: Response): Promise<unknown> => response.json()): Promise<T> {
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await read(response)) as T;
}

/**
 * The embedded search backend, from our own origin. The split index (lib/search/shards.ts): its core on first
 * use, then for each query the term shards of its words and the section blocks of the pages it shows; once the
 * first query has answered, the rest of the index in the background, so that every later query runs in memory
 * (offline too). A whole packed index (indexUrl) is fetched once. Section texts come per page, for snippets and
 * answers.
 */
export class LocalSearch implements SearchBackend {
  readonly name = "local";
  /** The index and the groups file, by URL: fetched once each, again after a failure. */
  private readonly engine = new Map<string, Promise<SearchEngine>>();
  private readonly groupsFile = new Map<string, Promise<SearchGroups>>();
  private semanticUrl?: string;
  /** The semantic data: loaded after the index, once; until it arrives, queries are lexical. */
  private semantic?: SemanticIndex;
  private semanticLoad?: Promise<SemanticIndex | undefined>;
  private readonly texts = new Map<string, Promise<Map<string, string>>>();
  /** Shard and block files of a split index, by name: fetched (or being fetched) once each. */
  private readonly files = new Map<string, Promise<void>>();
  private completing = false;
  private readonly options: Required<LocalSearchOptions>;

  constructor(options: LocalSearchOptions = {}) {
    this.options = {
      indexUrl: config.corePath,
      fetcher: (url) => fetch(url),
      completeAfter: 1_000,
      maxPages: 8,
      ...options,
    };
  }

  /** Fetches and unpacks the index once; a failed load is retried on the next call. */
  load(): Promise<SearchEngine> {
    return kept(this.engine, this.options.indexUrl, () =>
      getFile<PackedIndex | IndexCore>(this.options.fetcher, this.options.indexUrl).then((index) => {
        const engine = new SearchEngine(index);
        this.semanticUrl = index.semantic;
        // One throwaway query while the reader is still typing compiles the search paths, so the first real query is as fast as the rest
        // (a split index has no terms yet: its first query compiles them).
        if (!engine.sharded) for (const warmup of ["deploy a custom domain", "environment variables in functions", "redirects"]) engine.searchSections(warmup);
        return engine;
      }),
    );
  }

  /**
   * The semantic data, fetched once after the index (the dialog calls prepare() when it opens); resolves
   * undefined when there is none or it failed (queries stay lexical; a later call tries again).
   */
  loadSemantic(): Promise<SemanticIndex | undefined> {
    this.semanticLoad ??= this.load()
      .then(async () => {
        if (!this.semanticUrl) return undefined;
        this.semantic = new SemanticIndex(await getFile<ArrayBuffer>(this.options.fetcher, this.semanticUrl, (response) => response.arrayBuffer()));
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
    // Every section returned carries its heading and anchor: the blocks of all its pages are loaded.
    return this.rank(engine, query, limit, semantic, Infinity);
  }

  /**
   * The hits the dialog shows (and the MCP server's `search_docs` returns). With `group` (a sidebar group's label,
   * see {@link groups}), only pages of that group: the ranking is the same, the other pages are left out before
   * pages are counted. An unknown group rejects, naming the groups there are.
   */
  async search(query: string, { group }: SearchOptions = {}): Promise<SearchHit[]> {
    const [engine, only] = await Promise.all([this.load(), group ? this.loadGroups().then((file) => pagesOfGroup(file, group)) : undefined]);
    const started = performance.now();
    // Narrowed to a group, more sections are ranked, so that the group's pages are among them.
    const ranked = await this.rank(engine, query, only ? 400 : RANKED_SECTIONS, this.semantic, this.options.maxPages, only);
    const pages = groupByPage(ranked).slice(0, this.options.maxPages);
    const hits = pages.flatMap((page) => page.sections.map((section) => this.toHit(section)));
    // Read by scripts/search-bench.ts: the time a query takes in the browser (with the shards it had to fetch, if any).
    performance.measure?.("search-query", { start: started, end: performance.now() });
    return hits;
  }

  /** The sidebar groups a search can be narrowed to, in sidebar order. */
  async groups(): Promise<string[]> {
    return (await this.loadGroups()).groups.map((g) => g.label);
  }

  /** Fetches the groups file once; a failed load is retried on the next call. */
  private loadGroups(): Promise<SearchGroups> {
    return kept(this.groupsFile, config.groupsPath, () => getFile<SearchGroups>(this.options.fetcher, config.groupsPath));
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
    const engine = await this.load();
    // A split index holds the postings of the shards loaded so far: load those of the words' possible corrections first.
    if (engine.sharded) await this.addFiles(engine, engine.missingSuggestionShards(query));
    return engine.suggest(query);
  }

  /**
   * Ranked sections; for a split index, first the term shards of the query's words, then (ranked once) the
   * section blocks of its first `pages` pages, so their sections carry their headings and anchors, and once
   * answered the rest of the index (complete). With `only`, the sections of other pages are left out first.
   */
  private async rank(engine: SearchEngine, query: string, limit: number, semantic: SemanticIndex | undefined, pages: number, only?: Set<string>): Promise<RankedSection[]> {
    const run = () => {
      const ranked = engine.searchSections(query, limit, semantic);
      return only ? ranked.filter((section) => only.has(section.path)) : ranked;
    };
    if (engine.sharded) await this.addFiles(engine, engine.missingShards(query));
    let ranked = run();
    // A whole index has no blocks to add.
    const blocks = engine.missingBlocks([...new Set(ranked.map((s) => s.path))].slice(0, pages));
    if (blocks.length) {
      await this.addFiles(engine, blocks);
      ranked = run();
    }
    this.complete(engine);
    return ranked;
  }

  /** Fetches and adds shard and block files, once each; a failed one is asked for again next time (the query answers from what loaded). */
  private addFiles(engine: SearchEngine, names: string[]): Promise<unknown> {
    const add = (name: string) => getFile<TermShard | SectionBlock>(this.options.fetcher, `${config.shardDir}${name}`).then((data) => engine.add(name, data));
    return Promise.all(names.map((name) => kept(this.files, name, () => add(name)).catch(() => undefined)));
  }

  /** After the first query has answered: the rest of a split index, in the background (again after a failure, on the next query). */
  private complete(engine: SearchEngine): void {
    if (this.completing || engine.pendingFiles().length === 0) return;
    this.completing = true;
    setTimeout(() => void this.addFiles(engine, engine.pendingFiles()).then(() => (this.completing = false)), this.options.completeAfter);
  }

  /** Whether a split index has every shard and block (a whole index always has). */
  async isComplete(): Promise<boolean> {
    return (await this.load()).pendingFiles().length === 0;
  }

  /** The section texts of a page by anchor ("" for the intro), fetched once. */
  pageTexts(pagePath: string): Promise<Map<string, string>> {
    return kept(this.texts, pagePath, () => getFile<PageTexts>(this.options.fetcher, pageTextUrl(pagePath)).then((page) => new Map(page.sections)));
  }

  private toHit(section: RankedSection): SearchHit {
    return {
      id: section.id,
      url: sectionId(section.path, section.anchor),
      path: section.path,
      pageTitle: section.pageTitle,
      headings: section.headings,
      title: markTerms(section.headings.at(-1) ?? section.pageTitle, new Set(section.terms)),
      snippet: [],
      terms: section.terms,
      score: section.score,
    };
  }
}
