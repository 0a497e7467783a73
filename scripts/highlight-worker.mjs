/**
 * Worker thread of scripts/highlight-blocks.ts: highlights the blocks it is sent with Shiki, on the other
 * core while the main thread parses and checks the content, and posts back their HTML in the same order.
 * The Shiki setup (grammars, options) comes from lib/mdx/highlight.ts through workerData; keys and storage stay
 * in the main thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import { createHighlighter } from "shiki";

const { langs, options } = workerData;
const shiki = await createHighlighter({ themes: Object.values(options.themes), langs });
parentPort.on("message", (blocks) => {
  parentPort.postMessage(blocks.map(([grammar, code]) => shiki.codeToHtml(code, { lang: grammar, ...options })));
});
