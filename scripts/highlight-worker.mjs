/**
 * Worker thread of scripts/highlight-blocks.ts. It starts with the check, before the MDX is parsed: it
 * finds the fenced code blocks of the given files with a quick scan and highlights them (Shiki's first
 * pass over each grammar is the slow part). Then it gets the exact list of blocks from the parsed trees,
 * highlights the few its scan read differently (fences inside lists), and posts the HTML of each block.
 * The Shiki setup (grammars, options) comes from lib/highlight.ts through workerData. The block key is
 * blockKey()'s formula there, restated because a plain .mjs worker cannot import TypeScript; the cache test
 * (highlight-cache.test.ts, "redoes only the blocks it lacks") fails if the two ever differ.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { createHighlighter } from "shiki";

const { langs, options, aliases, files, known } = workerData;
const skip = new Set(known);
const key = (grammar, code) => createHash("sha1").update(`${grammar}\0${code}`).digest("base64url");
const shiki = await createHighlighter({ themes: Object.values(options.themes), langs });
const html = new Map();
const highlight = (grammar, code) => {
  const k = key(grammar, code);
  if (!html.has(k) && !skip.has(k)) html.set(k, shiki.codeToHtml(code, { lang: grammar, ...options }));
  return html.get(k);
};

// The wanted list may arrive while the scan runs: answer it after the scan.
let wanted;
const scanned = new Promise((resolve) => setImmediate(resolve)).then(() => {
  for (const file of files) {
    const source = fs.readFileSync(file, "utf8");
    for (const match of source.matchAll(/^```([\w-]*)[^\n]*\n([\s\S]*?)\n```[ \t]*$/gm)) {
      highlight(aliases[match[1] || "text"] ?? "text", match[2]);
    }
  }
});
parentPort.on("message", async (blocks) => {
  wanted = blocks;
  await scanned;
  parentPort.postMessage(wanted.map(([grammar, code]) => [key(grammar, code), highlight(grammar, code)]));
});
