/**
 * This repository's content (or RANKING_CONTENT_ROOT's) as the build's content step loads it (lib/content/store.ts):
 * its index and its search sections as the build writes them. Each page's artifact is reused from the store
 * (lib/reuse.ts) while its file and the code that reads it are unchanged, so the test files that read the
 * real content parse it once between them, and the build after them reuses that, instead of each parsing all of
 * it again (~10–15 s of CPU each).
 */
import path from "node:path";
import { loadContent, markdownOf, sectionsOf } from "@/lib/content/store";
import type { ContentIndex } from "@/lib/content/types";
import type { SearchSection } from "@/lib/search/types";

export const contentRoot = path.resolve(process.env.RANKING_CONTENT_ROOT ?? path.join(__dirname, "../../../content"));

export function siteContent(root = contentRoot): { index: ContentIndex; sections: SearchSection[]; markdown: () => Record<string, string> } {
  const state = loadContent({ root, publicDir: path.join(__dirname, "../../../public") });
  if (!state.index || state.problems.length > 0) throw new Error(`the content has problems:\n${state.problems.join("\n")}`);
  // The pages' Markdown copies as the build writes them (by page path), from the same artifacts.
  return { index: state.index, sections: sectionsOf(state), markdown: () => markdownOf(state) };
}
