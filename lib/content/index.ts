import path from "node:path";
import { buildRedirects, type Redirect } from "../redirects";
import { site } from "../site";
import { buildContentIndex } from "./build";
import { contentFingerprint, readIndexCache, writeIndexCache } from "./cache";
import type { ContentIndex, PageEntry, PageRecord, SiteRecord } from "./types";

export { buildContentIndex, ContentError } from "./build";
export type { ContentIndex, PageEntry, PageRecord, SiteRecord } from "./types";

let cached: ContentIndex | undefined;
let fingerprint: string | undefined;

/** Where build caches live: .next/cache, which `next build` keeps between builds (LAUNCHBAY_CACHE_DIR for tests). */
export const cacheDir = () => process.env.LAUNCHBAY_CACHE_DIR ?? path.join(process.cwd(), ".next/cache");

/** The content tree: content/, or CONTENT_ROOT (the test fixture site, a preview of a branch). */
export const contentRoot = () => path.resolve(process.env.CONTENT_ROOT ?? "content");

/** The fingerprint of the content this process builds from: a cache key for data derived from the index. */
export function getContentFingerprint(): string {
  fingerprint ??= contentFingerprint(contentRoot());
  return fingerprint;
}

/** The content index of this project, built once per process from content/. */
export function getContentIndex(): ContentIndex {
  if (cached) return cached;
  const cacheFile = path.join(cacheDir(), "launchbay-content.json");
  const fingerprint = getContentFingerprint();
  cached = readIndexCache(cacheFile, fingerprint);
  if (!cached) {
    cached = buildContentIndex({ root: contentRoot(), publicDir: path.join(process.cwd(), "public") });
    writeIndexCache(cacheFile, fingerprint, cached);
  }
  return cached;
}

/** Looks a page up by URL path (`/functions/api/`). */
export function getPage(pagePath: string): PageEntry | undefined {
  return getContentIndex().pages.get(pagePath);
}

/** Every page record, in sidebar order, without bodies. */
export function getPageRecords(): PageRecord[] {
  return getContentIndex().ordered.map((entry) => entry.record);
}

/** The site record (SPEC §3). */
export function getSiteRecord(): SiteRecord {
  return {
    lang: site.language,
    title: "",
    description: "",
    base: site.base,
    head: [
      ["meta", { name: "viewport", content: "width=device-width, initial-scale=1" }],
      ["link", { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }],
      ["meta", { property: "og:site_name", content: site.name }],
      ["meta", { name: "twitter:card", content: "summary_large_image" }],
    ],
  };
}

/** The redirect manifest of the site (SPEC §2), computed from the page records. */
export function getRedirects(): Redirect[] {
  const index = getContentIndex();
  const pages = [...index.pages.values()].map((entry) => ({
    path: entry.record.path,
    redirects: entry.record.frontmatter.redirects,
  }));
  return buildRedirects(pages, index.sidebarOrder);
}

/** Section folders that are no page, mapped to their first page (for the client fallback). */
export function getSectionRedirects(): Record<string, string> {
  return Object.fromEntries(getRedirects().filter((r) => r.kind === "section").map((r) => [r.from, r.to]));
}
