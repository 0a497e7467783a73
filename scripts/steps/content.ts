/**
 * The build's content step: loads and checks the content, reusing per-file work of earlier builds
 * (lib/content/store.ts), highlights every code block (on the other core while the pages are parsed), and writes
 * what the later steps read into `.generated/` (lib/content/generated.ts). Every problem is reported, one line
 * each, naming file and line, in the error it throws.
 */
import { ContentError } from "../../lib/content/error";
import { publicDir } from "../../lib/content/live";
import { contentRoot } from "../../lib/content/root";
import { generateContent, type GenerateOptions } from "../../lib/content/pipeline";
import { checkSummary } from "../../lib/content/check-timing";
import { startHighlighting } from "../highlight-blocks";
import { StepFailed } from "./failure";

/**
 * Runs the content step; returns its one-line summary, or throws StepFailed with every problem. `build`,
 * `onChecked` and `reuse` are generateContent's (lib/content/pipeline.ts; scripts/build.ts passes them).
 */
export async function contentStep({ build, onChecked, reuse }: Pick<GenerateOptions, "build" | "onChecked" | "reuse"> = {}): Promise<string> {
  const started = performance.now();
  const root = contentRoot();
  // Shiki runs on the other core, given each page's code blocks as soon as the page is parsed.
  const { problems, counts } = await generateContent({ root, publicDir: publicDir(), build, onChecked, reuse, highlight: startHighlighting() });
  if (problems.length > 0) throw new StepFailed(new ContentError(problems).message);
  return `content ok: ${counts.pages} pages checked in ${Math.round(performance.now() - started)} ms (${counts.made} of ${counts.files} files parsed, ${counts.highlighted} of ${counts.blocks} code blocks highlighted, ${counts.drawn} of ${counts.diagrams} diagrams drawn, ${counts.compiledNow} of ${counts.compiled} pages compiled); .generated/ written; ${checkSummary()}`;
}
