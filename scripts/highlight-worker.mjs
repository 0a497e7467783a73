/**
 * Worker thread of scripts/highlight-blocks.ts: highlights the blocks it is sent with Shiki, on the other
 * core while the main thread parses and checks the content, and posts back their HTML in the same order.
 * The highlighter (grammars, loaded as the blocks need them, and options) is lib/mdx/highlight.ts's; keys and storage
 * stay in the main thread.
 */
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { getHighlighter, highlightWith } = await tsImport("../lib/mdx/highlight.ts", import.meta.url);
// One batch at a time, in order: loading a batch's grammars is asynchronous, and the answers must keep the batches' order.
let previous = Promise.resolve();
parentPort.on("message", (blocks) => {
  previous = previous.then(async () => {
    const shiki = await getHighlighter(blocks.map(([grammar]) => grammar));
    parentPort.postMessage(blocks.map(([grammar, code]) => highlightWith(shiki, grammar, code)));
  });
});
