/**
 * `npm run check:content`: runs every content check in seconds, without a Next build. The build runs
 * it first, so content errors show before Next starts, and what it caches (the index, the search sections,
 * the Markdown copies, the highlighted code blocks) serves every Next worker and the postbuild step.
 */
import fs from "node:fs";
import path from "node:path";
import { checkChangelog } from "../lib/changelog";
import { contentRoot, ContentError, getContentFingerprint, getContentIndex } from "../lib/content";
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
  const changelogProblems = checkChangelog(root, (p) => index.pages.has(p));
  if (changelogProblems.length) {
    console.error(changelogProblems.join("\n"));
    process.exit(1);
  }
  // The search sections and Markdown copies come from the syntax trees parsed above: the build's later
  // steps would otherwise parse every page again.
  getSearchSections();
  getMarkdownCopies();
  const code = await highlighting.finish(index);
  console.log(`content ok: ${index.pages.size} pages checked in ${Math.round(performance.now() - started)} ms (${code.highlighted} of ${code.blocks} code blocks highlighted)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
