/**
 * The build's highlighting session (scripts/highlight-blocks.ts): blocks handed over page by page are highlighted on
 * a worker thread into the reuse store, with the HTML lib/mdx/highlight.ts makes on its own; blocks already there start
 * no worker. A worker thread loading Shiki takes seconds: an integration test.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readReused } from "@/lib/reuse";
import { blockKey, getHighlighter, HIGHLIGHT_NAMESPACE, highlightWith } from "@/lib/mdx/highlight";
import { startHighlighting } from "../../scripts/highlight-blocks";

let reuse: string;
beforeAll(() => {
  reuse = fs.mkdtempSync(path.join(os.tmpdir(), "highlight-reuse-"));
  process.env.LAUNCHBAY_REUSE_DIR = reuse;
});
afterAll(() => {
  delete process.env.LAUNCHBAY_REUSE_DIR;
  fs.rmSync(reuse, { recursive: true, force: true });
});

const first: [string, string][] = [
  ["typescript", "const answer: number = 42;"],
  ["shellscript", "npx launchbay deploy --prod"],
];
const second: [string, string][] = [
  ["typescript", "const answer: number = 42;"], // the same block on another page
  ["json", '{ "name": "site" }'],
];

it("highlights the blocks handed over page by page on a worker, each once, as lib/mdx/highlight.ts would", async () => {
  const session = startHighlighting();
  session.add(first);
  session.add(second);
  // Every block of the site at the end, the ones handed over included (a block only found then is highlighted too).
  const all: [string, string][] = [...first, ["yaml", "build: npm run build"]];
  expect(await session.finish(all)).toEqual({ highlighted: 4 });
  const shiki = await getHighlighter();
  for (const [grammar, code] of [...all, ...second]) {
    expect(readReused<string>(HIGHLIGHT_NAMESPACE, blockKey(grammar, code))).toBe(highlightWith(shiki, grammar, code));
  }
}, 60_000);

it("highlights nothing when every block is in the store already", async () => {
  const session = startHighlighting();
  session.add(first);
  expect(await session.finish([...first, ...second])).toEqual({ highlighted: 0 });
});
