/** The production docs origin; its host name is derived from it. */
const ORIGIN = "https://docs.launchbay.com";

/** Every site-wide constant in one place (docs/CONTRACT.md §9). */
export const site = {
  /** Product name as readers see it. */
  product: "Launchbay",
  /** Site name used in titles. */
  name: "Launchbay Docs",
  /** Suffix appended to every page title. */
  titleSuffix: " | Launchbay Docs",
  /** Absolute origin used for canonical links and the sitemap. */
  origin: ORIGIN,
  /** The production docs host (the origin's host name, stated once). */
  host: new URL(ORIGIN).host,
  /** Language of every page. */
  language: "en-US",
  /** Base path of the site. */
  base: "/",
  /** Default og:image for pages that set none. */
  defaultImage: "/og-image.png",
  /** Path of the Ask page. */
  askPath: "/ask-launchbay/",
  /** localStorage key of the theme preference (docs/CONTRACT.md §9). */
  themeStorageKey: "nf-docs-theme",
  /** sessionStorage key guarding the one automatic reload after a chunk load error (docs/CONTRACT.md §8). */
  chunkReloadKey: "nf-docs-chunk-reload",
  /** Origin of the privacy-enhanced video player, contacted only when the reader presses play. */
  videoEmbedOrigin: "https://www.youtube-nocookie.com",
} as const;

/** Timings of docs/CONTRACT.md §4 and §9, in milliseconds. */
export const timings = {
  copiedNotice: 800,
  copyAttachDelay: 100,
  analyticsDrain: 3_000,
  pluginLoadWait: 10_000,
  /** A second chunk load error within this window after the automatic reload shows the banner instead. */
  chunkReloadWindow: 30_000,
  /**
   * What a reader may never touch (analytics) loads on their first interaction, or this long after `load` once the
   * browser is idle (issue #31: nothing of it within the first 6 s of a page view on a slow CPU, where the page
   * hydrates up to ~1.5 s after `load`): lib/browser/later.ts.
   */
  deferredLoad: 8_000,
} as const;

/** Builds the full title of a page. */
export function pageTitle(title: string): string {
  return `${title}${site.titleSuffix}`;
}

/** Absolute URL on the production host for a site path. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).toString();
}

/** Search and Ask (issue #7). Keys come from the environment at build time; without them nothing leaves our origin. */
export const search = {
  /** The packed local index (lib/search/pack.ts) whole: for tools (the MCP server) and hosts of our files. */
  indexPath: "/search-index.json",
  /**
   * The same index split (lib/search/shards.ts): the core, which the search dialog and Ask load on first use,
   * and its term shards and section blocks (content-hashed names), fetched as queries need them.
   */
  corePath: "/search-core.json",
  shardDir: "/search-shards/",
  /** The sidebar groups and their pages (lib/search/groups.ts): the search filter's choices. */
  groupsPath: "/search-groups.json",
  /** sessionStorage key of the search dialog's group filter (kept for the tab's session). */
  groupKey: "lb-docs-search-group",
  /** Folder of the per-page text files (`/search-text/functions-api.json`): snippets and Ask answers. */
  textDir: "/search-text/",
  /** Folder of the semantic data file (content-hashed name, lib/search/semantic.ts), loaded after the index. */
  semanticDir: "/search-semantic/",
  /** Algolia index name (docs/CONTRACT.md §9). */
  algoliaIndex: "docs-manual",
  algoliaAppId: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID ?? "",
  algoliaSearchKey: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY ?? "",
  /** An Algolia query slower than this falls back to the local index. */
  algoliaTimeout: 1_500,
  /** Typing pause before a query runs. */
  debounce: 120,
  /** Typing pause before a query counts as a search in analytics. */
  trackDelay: 1_000,
  /** localStorage key and length of the recent-search list. */
  recentKey: "lb-docs-recent-searches",
  recentMax: 5,
  /** Queries offered when nothing matched or before typing. */
  suggestions: ["custom domain", "environment variables", "deploy previews", "functions"],
  /** Ask: answer service (optional) and how long to wait for it. */
  askApiUrl: process.env.NEXT_PUBLIC_ASK_API_URL ?? "",
  askTimeout: 20_000,
  /** Ask: an answer composed from the docs appears at least this many characters per 16 ms frame (whole within REVEAL_FRAMES, lib/hooks/use-ask.ts). */
  askRevealStep: 9,
  /** Ask: starter questions shown on an empty conversation. */
  askStarters: ["How do I add a custom domain?", "How do I set environment variables?", "What is the timeout of a background function?", "How do I run a function on a schedule?"],
} as const;

/** Analytics and monitoring constants (docs/CONTRACT.md §3, §7, §9). */
export const analyticsSettings = {
  /** App name and version sent with every event. */
  app: "docs",
  version: "1.0.0",
  /** Static file written at build time with the keys below; fetched only on the production host. */
  configPath: "/analytics-config.json",
  /** Tag manager data layer. */
  dataLayerName: "dataLayer",
  /** Segment's cookie holding the user id (shared with the app on the parent domain). */
  userIdCookie: "ajs_user_id",
  /** Domain of that cookie on the production host. */
  cookieDomain: ".launchbay.com",
  /** localStorage keys of our own analytics records. */
  storage: {
    originalSource: "launchbay:original-source",
    originalLanding: "launchbay:original-landing-page",
    queue: "launchbay:analytics-queue",
    config: "launchbay:analytics-config",
  },
  /** Most queued calls kept across reloads (oldest dropped first). */
  queueLimit: 200,
  /** Datadog RUM service and env. */
  rumService: "docs",
  rumEnv: "production",
} as const;

/** Analytics keys, read from the environment at build time (README, Configuration). */
export function getAnalyticsKeys(env: Record<string, string | undefined> = process.env) {
  return {
    gtmContainerId: env.NEXT_PUBLIC_GTM_CONTAINER_ID ?? "",
    gtmPreview: env.NEXT_PUBLIC_GTM_PREVIEW ?? "",
    gtmAuth: env.NEXT_PUBLIC_GTM_AUTH ?? "",
    segmentWriteKey: env.NEXT_PUBLIC_SEGMENT_WRITE_KEY ?? "",
    customerioSiteId: env.NEXT_PUBLIC_CUSTOMERIO_SITE_ID ?? "",
    rumApplicationId: env.NEXT_PUBLIC_DD_RUM_APPLICATION_ID ?? "",
    rumClientToken: env.NEXT_PUBLIC_DD_RUM_CLIENT_TOKEN ?? "",
  };
}

/** The analytics keys of a build. */
export type AnalyticsKeys = ReturnType<typeof getAnalyticsKeys>;
