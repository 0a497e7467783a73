/**
 * `npm run check:content`: runs every content check in seconds, without a Next build. The build runs
 * it first, so content errors show before Next starts, and the index it caches serves every Next worker.
 */
import { ContentError, getContentIndex } from "../lib/content";

const started = performance.now();
try {
  const index = getContentIndex();
  console.log(`content ok: ${index.pages.size} pages checked in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
