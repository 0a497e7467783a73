/**
 * Syntax highlighting of fenced code blocks at build time (Shiki, both themes as CSS variables), with a
 * cache: `npm run check:content` highlights every block of the site once, on both cores, into
 * .next/cache/launchbay-highlight.json, and the Next workers that render pages read it instead of running
 * Shiki again. A block the cache lacks (an edit under `next dev`) is highlighted on the spot.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createHighlighter, type Highlighter } from "shiki";
import { cacheDir } from "./content";
import { readCacheFile, writeCacheFile } from "./content/cache";
import { CODE_LANGUAGES, SHIKI_LANGS } from "./content/languages";

export const codeThemes = { light: "github-light-default", dark: "github-dark-default" } as const;
/** Options of every `codeToHtml` call (also passed to the cache's worker thread). */
export const htmlOptions = { themes: codeThemes, defaultColor: "light" } as const;

/** The Shiki grammar of a fence's language ("text" for none); unknown languages fail the content checks first. */
export function grammarFor(lang: string | null | undefined): string {
  return CODE_LANGUAGES[lang ?? "text"] ?? "text";
}

/** Shiki's HTML of one block: the same call for the cache and for a miss. */
export function highlightWith(shiki: Pick<Highlighter, "codeToHtml">, grammar: string, code: string): string {
  return shiki.codeToHtml(code, { lang: grammar, ...htmlOptions });
}

let highlighter: Promise<Highlighter> | undefined;

/** One highlighter per process, with only the listed grammars. */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(codeThemes), langs: SHIKI_LANGS });
  return highlighter;
}

/** What the cached HTML depends on besides the block itself: Shiki's version, the themes and grammars. */
function engineKey(): string {
  const shiki = JSON.parse(fs.readFileSync(path.join(process.cwd(), "node_modules/shiki/package.json"), "utf8")) as { version: string };
  return `shiki@${shiki.version} ${Object.values(codeThemes).join(",")} ${SHIKI_LANGS.join(",")}`;
}

export const blockKey = (grammar: string, code: string) => createHash("sha1").update(`${grammar}\0${code}`).digest("base64url");

const cacheFile = () => path.join(cacheDir(), "launchbay-highlight.json");
interface CacheFile {
  engine: string;
  /** The content fingerprint the file was made for: when it matches, every block of the site is in it. */
  fingerprint: string;
  blocks: Record<string, string>;
}
let cache: Map<string, string> | undefined;

/** The cache file, if it was made by this Shiki setup. */
export function readHighlightCache(): { fingerprint: string; blocks: Map<string, string> } | undefined {
  const data = readCacheFile<CacheFile>(cacheFile());
  return data?.engine === engineKey() ? { fingerprint: data.fingerprint, blocks: new Map(Object.entries(data.blocks)) } : undefined;
}

/** The cached HTML of a block (blocks are keyed by their text, so a cache made before an edit still serves the rest). */
export function cachedHighlight(grammar: string, code: string): string | undefined {
  cache ??= readHighlightCache()?.blocks ?? new Map();
  return cache.get(blockKey(grammar, code));
}

/** Highlights a block, from the cache when it can. */
export async function highlightCode(lang: string | null | undefined, code: string): Promise<string> {
  const grammar = grammarFor(lang);
  return cachedHighlight(grammar, code) ?? highlightWith(await getHighlighter(), grammar, code);
}

/** Writes the cache: the HTML of every block of the content with this fingerprint. Failures only cost speed. */
export function writeHighlightCache(fingerprint: string, blocks: Map<string, string>): void {
  const data: CacheFile = { engine: engineKey(), fingerprint, blocks: Object.fromEntries(blocks) };
  writeCacheFile(cacheFile(), data);
  cache = undefined;
}
