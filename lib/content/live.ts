/**
 * The content folder loaded live, for tests and tools that want the pages' syntax trees (`npm run content:report`):
 * an explicit choice, never an environment variable. The site's routes, postbuild, search and the MCP server read
 * what the content step generated instead (lib/content/pages.ts).
 */
import path from "node:path";
import { ContentError } from "./error";
import { contentRoot } from "./root";
import { loadContent, type ContentState } from "./store";
import type { ContentIndex } from "./types";

/** The folder of static files that pages may link to. */
export const publicDir = () => path.join(process.cwd(), "public");

let live: ContentState | undefined;

/** The content of this process, loaded from the content folder once (reusing the per-file work of earlier builds). */
export function liveContent(): ContentState {
  return (live ??= loadContent({ root: contentRoot(), publicDir: publicDir() }));
}

/** The live content's index, every page with its syntax tree; throws a ContentError naming every problem. */
export function liveContentIndex(): ContentIndex {
  const state = liveContent();
  if (!state.index) throw new ContentError(state.problems);
  return state.index;
}
