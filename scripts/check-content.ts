/**
 * `npm run check:content`: runs every content check in seconds, without a Next build. The build runs
 * it first, so content errors show before Next starts, and what it caches (the index, the search sections,
 * the Markdown copies, the highlighted code blocks) serves every Next worker and the postbuild step.
 */
import fs from "node:fs";
import path from "node:path";
import { contentRoot, ContentError, getContentFingerprint, getContentIndex } from "../lib/content";
import { collectDiagrams, drawDiagrams } from "../lib/diagrams";
import { getMarkdownCopies } from "../lib/markdown";
import { getSearchSections } from "../lib/search/server";
import { startHighlighting } from "./highlight-blocks";

async function main() {
  const started = performance.now();
  const root = contentRoot();
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith(".mdx")).map((f) => path.join(root, f));
  // Code blocks are highlighted on the other core while this one parses and checks the pages.
  const highlighting = startHighlighting(files, getContentFingerprint());
  let index;
  try {
    index = getContentIndex();
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Diagrams are validated and drawn by one renderer process (lib/diagrams) while this one goes on.
  const drawing = drawDiagrams(collectDiagrams(index));
  // The search sections and Markdown copies come from the syntax trees parsed above: the build's later
  // steps would otherwise parse every page again.
  getSearchSections();
  getMarkdownCopies();
  const diagrams = await drawing;
  if (diagrams.problems.length > 0) {
    console.error(new ContentError(diagrams.problems).message);
    process.exit(1);
  }
  const code = await highlighting.finish(index);
  console.log(`content ok: ${index.pages.size} pages checked in ${Math.round(performance.now() - started)} ms (${code.highlighted} of ${code.blocks} code blocks highlighted, ${diagrams.drawn} of ${diagrams.diagrams} diagrams drawn)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
