/**
 * The content as the site's routes read it: what the build's content step (or, under `npm run dev`, the live
 * preview's watcher, scripts/dev.ts) wrote into `.generated/`. Nothing here parses MDX or loads the content
 * pipeline, so a route's module graph stays small (`next dev` compiles it before the first page shows).
 *
 * In a build the folder must have been made from this checkout's content and code (manifest `inputs`), or the
 * build fails instead of serving stale pages. Under `next dev` the watcher keeps it current, and every read
 * here follows a new version once its manifest is written (lib/content/generated.ts).
 */
import path from "node:path";
import { SITE_PAGES } from "./site-routes";
import { buildRedirects, type Redirect } from "../hosting/redirects";
import { site } from "../site";
import { ContentError } from "./error";
import { currentManifest, fromGenerated, readGeneratedData, readGeneratedIndex, readGeneratedPage, readGeneratedProblems, type GeneratedData, type GeneratedPage } from "./generated";
import type { Banner } from "./banner";
import type { ChangelogEntry } from "./changelog";
import type { GlossaryTerm } from "../kit/glossary";
import type { LimitsFile } from "./reference-data";
import { contentInputs } from "./inputs";
import { contentRoot } from "./root";
import type { ContentIndex, PageEntry, PageRecord } from "./types";

let checked: string | undefined;

/** The generated folder's version, after checking (once per version, in a build) that it was made from this content and code. */
export function getContentVersion(): string {
  const manifest = currentManifest();
  const root = contentRoot();
  if (process.env.NODE_ENV !== "development" && checked !== manifest.inputs) {
    if (manifest.root !== root || manifest.inputs !== contentInputs(root)) {
      throw new Error(".generated/ was made from other content or code than this checkout's: run the content step (npm run check:content; npm run build runs it first)");
    }
    checked = manifest.inputs;
  }
  if (!manifest.index) throw new ContentError(readGeneratedProblems().problems);
  return manifest.inputs;
}

/** A value of the generated folder, read once per version of it, after checking that version (getContentVersion). */
function generated<T>(name: string, read: () => T): T {
  getContentVersion();
  return fromGenerated(name, read);
}

/** The file of a page (its body, article and Markdown copy), read once per version of the folder. */
const pageFileOf = (record: { relativePath: string }): GeneratedPage => generated(`page:${record.relativePath}`, () => readGeneratedPage(record.relativePath));

/** The content index: page entries without their syntax tree (the Markdown copies, search sections and articles are generated from it). */
export function getContentIndex(): ContentIndex {
  return generated("index", () => {
    const root = contentRoot();
    return readGeneratedIndex(({ record, bodyLine }) => {
      const entry = { record: record as unknown as PageRecord, bodyLine, file: path.join(root, record.relativePath) } as PageEntry;
      // Neither is enumerable: React's development build walks a server component's props for its debug info. The
      // body is in the page's own file, read when asked for (no route needs it).
      Object.defineProperty(entry, "body", { enumerable: false, get: () => pageFileOf(record).body });
      Object.defineProperty(entry, "analysis", {
        enumerable: false,
        get(): never {
          throw new Error(`${record.relativePath}: a page's syntax tree is not in .generated/ (lib/content/pages.ts); tools that need it load the content live (lib/content/live.ts)`);
        },
      });
      return entry;
    });
  });
}

/** The content's problems: every line, by page path, and the paths of files that are no page because of them (the live preview shows them there). */
export function getContentProblems(): { problems: string[]; byPath: Record<string, string[]>; broken: string[] } {
  return fromGenerated("problems", readGeneratedProblems);
}

/** The problems of the file behind a page path (a build has none: its content step fails on them). */
export function getPageProblems(pagePath: string): string[] {
  return getContentProblems().byPath[pagePath] ?? [];
}

/** Page paths of files that are no page because of their problems, so `next dev` can show the problems there. */
export function getBrokenPagePaths(): string[] {
  return getContentProblems().broken;
}

/** The pages this build copies from its last export instead of rendering them (a build's manifest says; scripts/steps/page-reuse.ts). */
export const getReusedPagePaths = (): Set<string> => fromGenerated("reused", () => new Set(currentManifest().reused));

/** Looks a page up by URL path (`/functions/api/`). */
export function getPage(pagePath: string): PageEntry | undefined {
  return getContentIndex().pages.get(pagePath);
}

/** A page's article as HTML, rendered once by the content step (lib/content/render.ts); the page route inserts it. */
export function getPageHtml(pagePath: string): string | undefined {
  const page = getPage(pagePath);
  return page && pageFileOf(page.record).html;
}

/** The site's data files as the content step wrote them (lib/content/generated.ts data.json). */
const getSiteData = (): GeneratedData => generated("data", readGeneratedData);

/** The changelog, newest first (content/changelog.yaml). */
export const getChangelogEntries = (): ChangelogEntry[] => getSiteData().changelog as ChangelogEntry[];

/** The glossary (content/glossary.yaml). */
export const getGlossaryTerms = (): GlossaryTerm[] => getSiteData().glossary as GlossaryTerm[];

/** The platform limits (content/limits.yaml), or undefined when the site has none. */
export const getLimits = (): LimitsFile | undefined => (getSiteData().limits as LimitsFile | null) ?? undefined;

/** The site-wide banner (content/banner.yaml), or null. */
export const getSiteBanner = (): Banner | null => getSiteData().banner as Banner | null;

/** Every page record, in sidebar order, without bodies. */
export function getPageRecords(): PageRecord[] {
  return getContentIndex().ordered.map((entry) => entry.record);
}

/** Every page's Markdown file by page path (lib/agents/markdown.ts renders them). */
export const getMarkdownCopies = (): Record<string, string> => Object.fromEntries(getContentIndex().ordered.map((entry) => [entry.record.path, pageFileOf(entry.record).markdown]));

/** The site record (docs/CONTRACT.md §3). */
export function getSiteRecord() {
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

/** The redirect manifest of the site (docs/CONTRACT.md §2), computed from the page records. */
export function getRedirects(): Redirect[] {
  const index = getContentIndex();
  const pages = [...index.pages.values()].map((entry) => ({ path: entry.record.path, redirects: entry.record.frontmatter.redirects }));
  return buildRedirects([...pages, ...SITE_PAGES.map((p) => ({ path: p }))], index.sidebarOrder);
}

/** Section folders that are no page, mapped to their first page (for the client fallback). */
export const getSectionRedirects = (): Record<string, string> => Object.fromEntries(getRedirects().filter((r) => r.kind === "section").map((r) => [r.from, r.to]));
