/**
 * `npm run build`: the four steps of the build in one process, so the content step, postbuild and the budgets share
 * one Node start and one load of the content modules (three `tsx` processes cost ~2 s of a warm build):
 *
 *   content step (scripts/steps/content.ts) → `next build` (its own process) → postbuild → budgets
 *
 * Each step can also run alone (`npm run check:content`, `tsx scripts/postbuild.ts`, `tsx scripts/check-budgets.ts`).
 * `--skip-budgets` leaves out the last step (the bench's scaled copies of the content). Exits 1 on the first step that fails.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { contentStep } from "./steps/content";
import { budgetStep } from "./steps/budgets";
import { StepFailed } from "./steps/failure";
import { postbuildStep } from "./steps/postbuild";

/** Runs `next build` with this process's Node, its output shown as it comes; rejects when it fails. */
function nextBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve("next/dist/bin/next"), "build"], { stdio: "inherit", env: process.env });
    child.once("error", reject);
    child.once("exit", (code, signal) => (code === 0 ? resolve() : reject(new StepFailed(`next build failed (${signal ?? `exit code ${code}`})`))));
  });
}

async function main() {
  const timings: string[] = [];
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    timings.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
  console.log(await step("content", contentStep));
  // Next's workers and postbuild read .generated/, never the content folder (lib/content/mode.ts).
  process.env.LAUNCHBAY_CONTENT ??= "generated";
  await step("next build", nextBuild);
  console.log(await step("postbuild", () => postbuildStep(path.join(process.cwd(), "out"))));
  if (!process.argv.includes("--skip-budgets")) console.log(await step("budgets", () => budgetStep(path.join(process.cwd(), "out"))));
  console.log(`build done: ${timings.join(", ")}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof StepFailed ? error.message : error);
    process.exit(1);
  },
);
