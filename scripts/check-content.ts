/**
 * The build's content step (`npm run check:content`; `npm run build` runs it first): loads and checks the
 * content, reusing per-file work of earlier builds (lib/content/store.ts), highlights every code block
 * (on the other core while the pages are parsed), and writes what the later steps read into `.generated/`
 * (lib/content/generated.ts). Every problem is printed, one line each, naming file and line; then it exits 1.
 */
import { ContentError, contentRoot, publicDir } from "../lib/content";
import { listMdx } from "../lib/content/build";
import { writeGenerated } from "../lib/content/generated";
import { codeBlocksOf, loadContent, markdownOf, sectionsOf } from "../lib/content/store";
import path from "node:path";
import { checkChangelog } from "../lib/changelog";
import { startHighlighting } from "./highlight-blocks";

async function main() {
  const started = performance.now();
  const root = contentRoot();
  const highlighting = startHighlighting(listMdx(root).map((file) => path.join(root, file)));
  const state = loadContent({ root, publicDir: publicDir() });
  if (state.problems.length > 0 || !state.index) {
    console.error(new ContentError(state.problems).message);
    process.exit(1);
  }
  const index = state.index;
  const changelogProblems = checkChangelog(root, (p) => index.pages.has(p));
  if (changelogProblems.length) {
    console.error(changelogProblems.join("\n"));
    process.exit(1);
  }
  const blocks = codeBlocksOf(state);
  const { html, highlighted } = await highlighting.finish(blocks);
  writeGenerated(state, { markdown: markdownOf(state), sections: sectionsOf(state), highlight: html });
  const pages = state.index.pages.size;
  console.log(
    `content ok: ${pages} pages checked in ${Math.round(performance.now() - started)} ms (${state.made} of ${state.artifacts.size} files parsed, ${highlighted} of ${blocks.length} code blocks highlighted); .generated/ written`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
