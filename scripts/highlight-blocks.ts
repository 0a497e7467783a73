/**
 * Highlights the code blocks of the content for the build's content step, on a worker thread (the other core):
 * each page's blocks are handed over as soon as the page is parsed (`add`, while the main thread parses the next
 * pages), so Shiki loads its grammars and highlights meanwhile. Blocks an earlier build highlighted come from the
 * reuse store (lib/reuse.ts, keyed by the block and lib/mdx/highlight.ts's code); when every block is there, no
 * worker is started at all.
 */
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Highlight } from "../lib/content/pipeline";
import { readReused, storeReused } from "../lib/reuse";
import { blockKey, HIGHLIGHT_NAMESPACE } from "../lib/mdx/highlight";

/** Starts a highlighting session; `finish` stops its worker. */
export function startHighlighting(): Highlight {
  const seen = new Set<string>();
  // The batches sent and not answered yet, in order: the worker answers each message with its blocks' HTML, in turn.
  const waiting: { keys: string[]; resolve: () => void; reject: (error: Error) => void }[] = [];
  const answered: Promise<void>[] = [];
  let highlighted = 0;
  let worker: Worker | undefined;
  let broken: Error | undefined;
  const fail = (error: Error) => {
    broken ??= error;
    for (const batch of waiting.splice(0)) batch.reject(error);
  };
  const start = () =>
    new Worker(path.join(__dirname, "highlight-worker.mjs"))
      .on("message", (html: string[]) => {
        const batch = waiting.shift();
        if (!batch) return;
        batch.keys.forEach((key, i) => storeReused(HIGHLIGHT_NAMESPACE, key, html[i] as string));
        highlighted += batch.keys.length;
        batch.resolve();
      })
      .on("error", fail)
      .on("exit", (code) => fail(new Error(`the highlight worker exited with code ${code}`)));
  const add = (blocks: [string, string][]) => {
    const keys: string[] = [];
    const fresh: [string, string][] = [];
    for (const [grammar, code] of blocks) {
      const key = blockKey(grammar, code);
      if (seen.has(key)) continue;
      seen.add(key);
      if (readReused<string>(HIGHLIGHT_NAMESPACE, key) !== undefined) continue;
      keys.push(key);
      fresh.push([grammar, code]);
    }
    if (fresh.length === 0) return;
    worker ??= start();
    const answer = broken ? Promise.reject(broken) : new Promise<void>((resolve, reject) => waiting.push({ keys, resolve, reject }));
    answer.catch(() => undefined); // awaited in finish()
    answered.push(answer);
    worker.postMessage(fresh);
  };
  return {
    add,
    finish: async (blocks) => {
      add(blocks);
      try {
        await Promise.all(answered);
      } finally {
        worker?.removeAllListeners("exit");
        await worker?.terminate();
      }
      return { highlighted };
    },
  };
}
