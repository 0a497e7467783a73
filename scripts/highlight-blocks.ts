/**
 * Fills the highlight cache (lib/highlight.ts) for `npm run check:content`. A worker thread highlights on
 * the other core while this one parses and checks the content: it starts from a quick scan of the MDX
 * files, then completes the list from the parsed trees. Blocks already in the cache are not redone.
 */
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Code } from "mdast";
import { visit } from "unist-util-visit";
import type { ContentIndex } from "../lib/content";
import { CODE_LANGUAGES, SHIKI_LANGS } from "../lib/content/languages";
import { blockKey, grammarFor, htmlOptions, readHighlightCache, writeHighlightCache } from "../lib/highlight";

/** The distinct (grammar, code) pairs of every page, by cache key, from the syntax trees of the index. */
export function collectCodeBlocks(index: ContentIndex): Map<string, [string, string]> {
  const blocks = new Map<string, [string, string]>();
  for (const entry of index.pages.values()) {
    visit(entry.analysis.tree, "code", (node: Code) => {
      const grammar = grammarFor(node.lang);
      blocks.set(blockKey(grammar, node.value), [grammar, node.value]);
    });
  }
  return blocks;
}

export interface Highlighting {
  /** Waits for the blocks of `index` (parsed meanwhile) and writes the cache; what was done. */
  finish(index: ContentIndex): Promise<{ blocks: number; highlighted: number }>;
}

/** Starts highlighting the MDX files `files` of the content with this fingerprint (nothing to do if the cache is for it). */
export function startHighlighting(files: string[], fingerprint: string): Highlighting {
  const existing = readHighlightCache();
  if (existing?.fingerprint === fingerprint) return { finish: async () => ({ blocks: existing.blocks.size, highlighted: 0 }) };
  const known = existing?.blocks ?? new Map<string, string>();
  const worker = new Worker(path.join(__dirname, "highlight-worker.mjs"), {
    workerData: { langs: SHIKI_LANGS, options: htmlOptions, aliases: CODE_LANGUAGES, files, known: [...known.keys()] },
  });
  const failed = new Promise<never>((_, reject) => {
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the highlight worker exited with code ${code}`)));
  });
  failed.catch(() => undefined); // raced in finish()
  return {
    finish: async (index) => {
      const blocks = collectCodeBlocks(index);
      const html = new Map<string, string>();
      const missing: [string, string][] = [];
      for (const [key, block] of blocks) {
        const cached = known.get(key);
        if (cached === undefined) missing.push(block);
        else html.set(key, cached);
      }
      const answer = new Promise<[string, string][]>((resolve) => worker.once("message", resolve));
      worker.postMessage(missing);
      for (const [key, result] of await Promise.race([answer, failed])) html.set(key, result);
      await worker.terminate();
      writeHighlightCache(fingerprint, html);
      return { blocks: html.size, highlighted: missing.length };
    },
  };
}
