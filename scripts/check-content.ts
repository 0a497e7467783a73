/** `npm run check:content`: runs every content check in seconds, without a Next build. */
import path from "node:path";
import { buildContentIndex, ContentError } from "../lib/content/build";

const started = performance.now();
try {
  const index = buildContentIndex({ root: path.join(process.cwd(), "content"), publicDir: path.join(process.cwd(), "public") });
  console.log(`content ok: ${index.pages.size} pages checked in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
