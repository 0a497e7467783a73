/**
 * The site's routes that are no content page, in one table: where each is served, and what made it (a route of
 * `app/`, or a file postbuild writes). The redirect manifest, the 404 fallback and the sitemap take its pages; the
 * content checks let pages link to every path here. A unit test holds it to `app/`.
 * (The Ask page is a content page with a layout of its own: lib/content/layouts.ts.)
 */

/** Where the site shows the changelog and its feed. */
export const CHANGELOG_PATH = "/changelog/";
export const CHANGELOG_FEED_PATH = "/changelog/rss.xml";

/** Each route: its path, the `app/` file that serves it ("postbuild": a file postbuild writes), and whether it is an HTML page (redirect stubs, the 404 fallback's list, the sitemap). */
export const SITE_ROUTES: readonly { path: string; source: string; page?: true }[] = [
  { path: "/", source: "app/page.tsx", page: true },
  { path: CHANGELOG_PATH, source: "app/changelog/page.tsx", page: true },
  { path: CHANGELOG_FEED_PATH, source: "app/changelog/rss.xml/route.ts" },
  { path: "/llms.txt", source: "app/llms.txt/route.ts" },
  { path: "/page-index.json", source: "app/page-index.json/route.ts" },
  { path: "/analytics-config.json", source: "app/analytics-config.json/route.ts" },
  { path: "/sitemap.xml", source: "app/sitemap.ts" },
  { path: "/robots.txt", source: "app/robots.ts" },
  { path: "/llms-full.txt", source: "postbuild" },
];

/** Pages the site makes besides the content pages and the home page: each gets its `.html` stub, its sitemap entry and its place in the 404 fallback's list. */
export const SITE_PAGES: string[] = SITE_ROUTES.filter((route) => route.page && route.path !== "/").map((route) => route.path);

/** Every path of the table: pages may link to them. */
export const SITE_ROUTE_PATHS: ReadonlySet<string> = new Set(SITE_ROUTES.map((route) => route.path));
