/**
 * The build's content step: loads and checks the content, reusing per-file work of earlier builds
 * (lib/content/store.ts), highlights every code block (on the other core while the pages are parsed), and writes
 * what the later steps read into `.generated/` (lib/content/generated.ts). Every problem is reported, one line
 * each, naming file and line, in the error it throws.
 */
import fs from "node:fs";
import path from "node:path";
import { ContentError, contentRoot, publicDir } from "../../lib/content";
import { listMdx } from "../../lib/content/build";
import { writeGenerated } from "../../lib/content/generated";
import { compilePages } from "../../lib/content/compile";
import { codeBlocksOf, loadContent, markdownOf, sectionsOf } from "../../lib/content/store";
import { collectDiagrams, drawDiagrams } from "../../lib/diagrams";
import { codeKey, hashOf, reuseAsync } from "../../lib/build/reuse";
import { checkChangelog } from "../../lib/changelog";
import { startHighlighting } from "../highlight-blocks";
import { StepFailed } from "./failure";

/**
 * The REST API description's problems (content/api/openapi.yaml, issue #19; its parser is asynchronous, so it runs
 * here). Validating it loads a JSON Schema compiler and a parser (~0.4 s): the problems are reused while the file and
 * the checking code (lib/content/check-openapi.ts, its imports and their package versions) are the same.
 */
async function checkApi(file: string): Promise<string[]> {
  const checker = path.join(process.cwd(), "lib/content/check-openapi.ts");
  const key = hashOf(fs.existsSync(file) ? fs.readFileSync(file) : "(no file)", codeKey(checker));
  return reuseAsync("openapi-check", key, async () => (await import("../../lib/content/check-openapi")).checkOpenApiFile(file));
}

/**
 * Runs the content step; returns its one-line summary, or throws StepFailed with every problem. `build` is the
 * build id `next build`'s workers wait for in the manifest (scripts/build.ts; lib/content/generated.ts BUILD_ENV);
 * `onChecked` is called once every page has loaded and passed the content checks, before the slower part
 * (highlighting, diagrams, compiling the pages, writing `.generated/`).
 */
export async function contentStep({ build, onChecked }: { build?: string; onChecked?: () => void } = {}): Promise<string> {
  const started = performance.now();
  const root = contentRoot();
  const highlighting = startHighlighting(listMdx(root).map((file) => path.join(root, file)));
  const api = await checkApi(path.join(root, "api/openapi.yaml"));
  const state = loadContent({ root, publicDir: publicDir() });
  if (api.length > 0 || state.problems.length > 0 || !state.index) throw new StepFailed(new ContentError([...api, ...state.problems]).message);
  const index = state.index;
  const changelogProblems = checkChangelog(
    root,
    (p) => index.pages.has(p),
    (p) => {
      const page = index.pages.get(p);
      return page && [page.record.title, page.record.frontmatter.description, page.body].join("\n");
    },
  );
  if (changelogProblems.length) throw new StepFailed(changelogProblems.join("\n"));
  onChecked?.();
  // Diagrams are validated and drawn by one renderer process (lib/diagrams) while this one goes on.
  const drawing = drawDiagrams(collectDiagrams(index));
  const blocks = codeBlocksOf(state);
  const { html, highlighted } = await highlighting.finish(blocks);
  const diagrams = await drawing;
  if (diagrams.problems.length > 0) throw new StepFailed(new ContentError(diagrams.problems).message);
  // Every page compiled once here, with its code blocks and diagrams in it: Next's workers only run them (lib/mdx-run.tsx).
  const { compiled, made: compiledNow, problems: compileProblems } = await compilePages(state);
  if (compileProblems.size > 0) throw new StepFailed(new ContentError([...compileProblems.values()]).message);
  writeGenerated(state, { markdown: markdownOf(state), sections: sectionsOf(state), highlight: html, compiled }, { build });
  return `content ok: ${index.pages.size} pages checked in ${Math.round(performance.now() - started)} ms (${state.made} of ${state.artifacts.size} files parsed, ${highlighted} of ${blocks.length} code blocks highlighted, ${diagrams.drawn} of ${diagrams.diagrams} diagrams drawn, ${compiledNow} of ${compiled.size} pages compiled); .generated/ written`;
}
