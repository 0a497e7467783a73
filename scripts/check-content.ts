/**
 * `npm run check:content`: runs every content check in seconds, without a Next build. The build runs
 * it first, so content errors show before Next starts, and what it caches (the index, the search sections,
 * the Markdown copies) serves every Next worker and the postbuild step.
 */
import { ContentError, getContentIndex } from "../lib/content";
import { getMarkdownCopies } from "../lib/markdown";
import { getSearchSections } from "../lib/search/server";

const started = performance.now();
try {
  const index = getContentIndex();
  // The search sections and Markdown copies come from the syntax trees parsed above: cache them for the
  // build's later steps, which would otherwise parse every page again.
  getSearchSections();
  getMarkdownCopies();
  console.log(`content ok: ${index.pages.size} pages checked in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
