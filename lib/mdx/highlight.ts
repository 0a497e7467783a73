/**
 * Syntax highlighting of fenced code blocks at build time (Shiki, both themes as CSS variables). Each
 * block's HTML is reused between builds by a key of the block and the code that highlights it
 * (lib/reuse.ts); the build's content step highlights every block of the site on the other core into
 * that store (scripts/highlight-blocks.ts) before it compiles the pages, which hold the HTML. The MDX pipeline
 * (lib/mdx/index.ts) looks each block up there, or highlights it on the spot.
 */
import path from "node:path";
import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter } from "shiki";
import { codeKey, hashOf, reuseAsync } from "../reuse";
import { grammarFor, SHIKI_LANGS } from "../content/languages";

export const codeThemes = { light: "github-light-default", dark: "github-dark-default" } as const;
/**
 * Options of every `codeToHtml` call. No time limit per line: Shiki's default (500 ms) stops tokenizing a line that
 * takes longer, on a loaded machine the first line of a grammar's first block while its regexes compile, and every
 * later line of the block is coloured from that stopped state (a build under load gave four pages' TSX wrong colours).
 */
export const htmlOptions = { themes: codeThemes, defaultColor: "light", tokenizeTimeLimit: 0 } as const;

/** Shiki's HTML of one block. */
export function highlightWith(shiki: Pick<Highlighter, "codeToHtml">, grammar: string, code: string): string {
  return shiki.codeToHtml(code, { lang: grammar, ...htmlOptions });
}

let highlighter: Promise<Highlighter> | undefined;

/**
 * The process's one highlighter, with `grammars` loaded (each grammar on first use: loading the site's 24 up front
 * took 1.1-1.8 s of every process that highlights, where most need one or two). A grammar that colours embedded code
 * only in grammars already loaded (Shiki's `embeddedLangsLazy`: Markdown's fences, Vue's and Svelte's blocks) comes
 * with every grammar of the site, so a block is coloured as if all were loaded up front, whatever came before it.
 */
export async function getHighlighter(grammars: readonly string[] = SHIKI_LANGS): Promise<Highlighter> {
  const shiki = await (highlighter ??= createHighlighter({ themes: Object.values(codeThemes), langs: [] }));
  const loaded = new Set(shiki.getLoadedLanguages());
  const wanted = [...new Set(grammars)].filter((grammar) => grammar !== "text" && !loaded.has(grammar));
  if (wanted.length === 0) return shiki;
  const registrations = await Promise.all(wanted.map(async (grammar) => (await bundledLanguages[grammar as BundledLanguage]()).default));
  await shiki.loadLanguage(...((registrations.flat().some((grammar) => grammar.embeddedLangsLazy?.length) ? SHIKI_LANGS : wanted) as BundledLanguage[]));
  return shiki;
}

/** The reuse key of a block: its grammar and text, and this module's code (Shiki's version, themes, grammars). */
export const blockKey = (grammar: string, code: string) => hashOf(grammar, code, codeKey(path.join(process.cwd(), "lib/mdx/highlight.ts")));

/** The namespace of highlighted blocks in the reuse store. */
export const HIGHLIGHT_NAMESPACE = "highlight";

/** Highlights a block: from the reuse store when it can. */
export async function highlightCode(lang: string | null | undefined, code: string): Promise<string> {
  const grammar = grammarFor(lang);
  return reuseAsync(HIGHLIGHT_NAMESPACE, blockKey(grammar, code), async () => highlightWith(await getHighlighter([grammar]), grammar, code));
}
