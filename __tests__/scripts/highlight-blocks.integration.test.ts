/**
 * The build's highlighting session (scripts/highlight-blocks.ts): blocks handed over page by page are highlighted on
 * a worker thread into the reuse store, with the HTML lib/mdx/highlight.ts makes on its own; blocks already there start
 * no worker. A worker thread loading Shiki takes seconds: an integration test.
 */
import { useTemporaryGeneratedDir } from "../generated-dir";
import { readReused } from "@/lib/reuse";
import { blockKey, getHighlighter, HIGHLIGHT_NAMESPACE, highlightWith } from "@/lib/mdx/highlight";
import { startHighlighting } from "../../scripts/highlight-blocks";

describe("the highlighting session", () => {
  // The reuse store is the generated folder's: one for both tests (the second reads what the first stored).
  useTemporaryGeneratedDir("highlight-reuse-", { shared: true });

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
});
