/**
 * `npm run build`: the four steps of the build, with one Node process for all but Next's:
 *
 *   content step (scripts/steps/content.ts) ─┐
 *   next build (its own process) ────────────┴─► postbuild, with the budgets measured on each page it finishes
 *
 * Once the content has loaded and passed its checks, `next build` starts and compiles (which needs no content) while
 * the content step highlights, draws diagrams, compiles the pages and writes `.generated/`; Next's workers wait for
 * the manifest of this build before they read it (lib/content/generated.ts, BUILD_ENV). Next compiles only when the
 * code changed since the last build (scripts/steps/next-build.ts; `--recompile` compiles anyway). A content problem
 * is printed naming file and line, before Next starts; a later one (an MDX compile error) stops `next build` first.
 * While Next builds, this process loads postbuild and makes what it needs of `.generated/` alone (the search index and
 * its files, the Markdown copies, the redirects, the social images; scripts/steps/postbuild.ts preparePostbuild), so
 * only what reads Next's export is left after it (docs/performance.md).
 * Each step can also run alone (`npm run check:content`, `tsx scripts/postbuild.ts`, `tsx scripts/check-budgets.ts`).
 * `--skip-budgets` measures no budgets (the bench's scaled copies of the content). Exits 1 if any step fails.
 *
 * `npm run build` gives this process a young generation of 32 MB per semi-space (`--max-semi-space-size=32`, V8's default
 * is 16 at most): parsing and compiling MDX allocates short-lived nodes by the million, and the scavenges of a smaller
 * one took ~2 s of a cold content step's ~25 s of CPU (cold content step alone, 2 runs each: 18.1 s → 16.8 s wall,
 * 27.2 s → 25.4 s CPU; 64 MB gained nothing more). Next's own processes gained nothing from it and keep V8's defaults.
 */
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { BUILD_ENV, type GeneratedOutputs } from "../lib/content/generated";
import { contentStep } from "./steps/content";
import { StepFailed } from "./steps/failure";
import { startNextBuild, type NextBuild } from "./steps/next-build";
import { baseKey, pageKeys, restoreAndKeep, reusablePages } from "./steps/page-reuse";

const out = path.join(process.cwd(), "out");
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

async function main() {
  const started = performance.now();
  const build = randomUUID();
  let next: NextBuild | undefined;
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      if (next) stop(next.child);
      process.exit(130);
    });
  const timings: string[] = [];
  // The doc pages whose last export is copied rather than rendered again, when Next only generates (scripts/steps/page-reuse.ts).
  // Their keys are made once, when the compile's build id is known: before Next when it only generates, after it when it compiles.
  let keys: Map<string, string> | undefined;
  const keysOf = (build: NextBuild, outputs: GeneratedOutputs) => (keys ??= pageKeys(baseKey(process.cwd(), build.key), outputs));
  let generated: GeneratedOutputs | undefined;
  let reused: string[] = [];
  const reuse = (outputs: GeneratedOutputs) => {
    generated = outputs;
    if (next?.mode === "generate") reused = reusablePages(keysOf(next, outputs));
    return reused;
  };
  try {
    // `next build` starts once the content has passed its checks (a content problem never starts it).
    console.log(await contentStep({ build, reuse, onChecked: () => void (next = startNextBuild({ env: { ...process.env, [BUILD_ENV]: build }, recompile: process.argv.includes("--recompile") })) }));
    timings.push(`content step ${seconds(started)}`);
  } catch (error) {
    if (next) stop(next.child);
    throw error;
  }
  if (!next) throw new Error("the content step passed without starting next build");
  // Postbuild's modules load, and what it makes from .generated/ alone is made, on this process's idle thread while Next builds.
  const postbuild = import("./steps/postbuild").then(async (step) => (await step.preparePostbuild(), step));
  postbuild.catch(() => undefined); // awaited once next build is done
  await next.done;
  const { postbuildStep } = await postbuild;
  // Before postbuild changes them: the reused pages' files back into out/, and this build's rendered ones kept for the next.
  const copied = generated ? restoreAndKeep(out, keysOf(next, generated), new Set(reused)) : 0;
  timings.push(`next build ${seconds(started)}${next.mode === "generate" ? ` (code unchanged: no compile; ${copied} pages unchanged, copied from the last export)` : ""}`);
  const since = performance.now();
  // The budgets are measured on each page as postbuild finishes it (scripts/steps/pages.ts).
  console.log(await postbuildStep(out, { budgets: !process.argv.includes("--skip-budgets") }));
  timings.push(`postbuild and budgets ${seconds(since)}`);
  console.log(`build done in ${seconds(started)}: ${timings.join(", ")} (the first two both timed from the start: they run side by side)`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof StepFailed ? error.message : error);
    process.exit(1);
  },
);
