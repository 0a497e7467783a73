/**
 * Highlights every code block of the content for the build's content step. Blocks highlighted by an
 * earlier build come from the reuse store (lib/reuse.ts, keyed by the block and lib/mdx/highlight.ts's
 * code). The others are found by a quick scan of the MDX files and sent to a worker thread before the
 * content is parsed, so Shiki runs on the other core meanwhile; blocks the scan read differently (fences
 * inside lists) are highlighted here afterwards.
 */
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { workerReply } from "./steps/worker";
import { readReused, storeReused } from "../lib/reuse";
import { grammarFor, SHIKI_LANGS } from "../lib/content/languages";
import { blockKey, getHighlighter, HIGHLIGHT_NAMESPACE, highlightWith, htmlOptions } from "../lib/mdx/highlight";

export interface Highlighting {
  /** Stores each given block's HTML in the reuse store; says how many were highlighted (not reused). */
  finish(blocks: [string, string][]): Promise<{ highlighted: number }>;
}

/** The fenced blocks a quick scan of the files finds: [grammar, code]. */
function scanBlocks(files: string[]): [string, string][] {
  const blocks: [string, string][] = [];
  for (const file of files) {
    for (const match of fs.readFileSync(file, "utf8").matchAll(/^```([\w-]*)[^\n]*\n([\s\S]*?)\n```[ \t]*$/gm)) {
      blocks.push([grammarFor(match[1] || null), match[2] as string]);
    }
  }
  return blocks;
}

/** Starts highlighting the blocks of the MDX files `files` that no earlier build highlighted. */
export function startHighlighting(files: string[]): Highlighting {
  const pending = new Map<string, [string, string]>();
  for (const [grammar, code] of scanBlocks(files)) {
    const key = blockKey(grammar, code);
    if (!pending.has(key) && readReused<string>(HIGHLIGHT_NAMESPACE, key) === undefined) pending.set(key, [grammar, code]);
  }
  let done: Promise<Map<string, string>> = Promise.resolve(new Map());
  if (pending.size > 0) {
    const worker = new Worker(path.join(__dirname, "highlight-worker.mjs"), { workerData: { langs: SHIKI_LANGS, options: htmlOptions } });
    const keys = [...pending.keys()];
    done = workerReply<string[]>(worker, "the highlight worker").then((html) => new Map(keys.map((key, i) => [key, html[i] as string])));
    worker.postMessage([...pending.values()]);
    done.catch(() => undefined); // awaited in finish()
  }
  return {
    finish: async (blocks) => {
      const fromWorker = await done;
      const seen = new Set<string>();
      let highlighted = 0;
      for (const [grammar, code] of blocks) {
        const key = blockKey(grammar, code);
        if (seen.has(key)) continue;
        seen.add(key);
        if (!fromWorker.has(key) && readReused<string>(HIGHLIGHT_NAMESPACE, key) !== undefined) continue;
        storeReused(HIGHLIGHT_NAMESPACE, key, fromWorker.get(key) ?? highlightWith(await getHighlighter(), grammar, code));
        highlighted++;
      }
      return { highlighted };
    },
  };
}
