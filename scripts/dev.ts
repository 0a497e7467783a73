/**
 * `npm run dev`: the live preview. This process loads and checks the content and compiles every page, as the
 * build's content step does (reusing per-file work), writes it into `.generated/`, and starts `next dev`, whose
 * routes only read that folder (lib/content/pages.ts). Then it watches the content folder: a saved file is read
 * again (only that file: artifacts are keyed by each file's bytes), the folder is written anew, and the open page
 * refreshes itself (components/dev-reload.client.tsx). Problems are printed here once per version of the
 * content, and shown on the page of the file they are in. Arguments go to `next dev` (`npm run dev -- -p 3001`).
 * A change to the content code itself (lib/content, lib/mdx.ts) needs a restart.
 */
import { spawn } from "node:child_process";
import { watch } from "chokidar";
import { ContentError, contentRoot, publicDir } from "../lib/content";
import { compilePages } from "../lib/content/compile";
import { writeGenerated } from "../lib/content/generated";
import { loadContent, markdownOf, sectionsOf, type ContentState } from "../lib/content/store";

const root = contentRoot();
let state: ContentState | undefined;
let reported = "";

/** Loads the content again (the files that changed), compiles what changed and writes `.generated/`; false when nothing changed. */
async function generate(): Promise<boolean> {
  const started = performance.now();
  const loaded = loadContent({ root, publicDir: publicDir(), previous: state });
  if (state && loaded.inputs === state.inputs) return false;
  const { compiled, made, problems } = await compilePages(loaded);
  const next: ContentState = { ...loaded, problems: [...loaded.problems, ...problems], problemsByPath: new Map(loaded.problemsByPath) };
  for (const line of problems) {
    const file = line.slice("content/".length, line.indexOf(":"));
    const artifact = next.artifacts.get(file);
    if (artifact) next.problemsByPath.set(artifact.path, [...(next.problemsByPath.get(artifact.path) ?? []), line]);
  }
  writeGenerated(next, { markdown: markdownOf(next), sections: sectionsOf(next), highlight: new Map(), compiled }, { live: true });
  state = next;
  const report = next.problems.join("\n");
  if (report && report !== reported) console.error(new ContentError(next.problems).message);
  reported = report;
  console.log(`content: ${next.index?.pages.size ?? 0} pages, ${loaded.made} read and ${made} compiled in ${Math.round(performance.now() - started)} ms`);
  return true;
}

let running: Promise<void> | undefined;
let again = false;

/** Compiles a page with a code block and throws the result away: the compiler and the highlighter are then loaded. */
async function warmUp(): Promise<void> {
  const { compileMdx } = await import("../lib/mdx");
  await compileMdx("## Warm\n\n```ts\nconst warm = true;\n```\n").catch(() => undefined);
}

/** Runs `generate` now, or once more after the run in progress: saves never run it twice at once, and the last one always counts. */
function regenerate(): void {
  if (running) {
    again = true;
    return;
  }
  running = generate()
    .then(() => undefined)
    .catch((error: unknown) => console.error(error))
    .finally(settle);
}

/** After a run: the next one, if a save came in meanwhile. */
function settle(): void {
  running = undefined;
  if (again) {
    again = false;
    regenerate();
  }
}

async function main() {
  await generate();
  let timer: NodeJS.Timeout | undefined;
  // chokidar, not fs.watch: Node's recursive watcher on Linux loses a file that an editor saves by renaming a
  // temporary file over it. Editors save in several writes: wait for them to settle.
  watch(root, { ignoreInitial: true }).on("all", () => {
    clearTimeout(timer);
    timer = setTimeout(regenerate, 30);
  });
  const next = spawn(process.execPath, [require.resolve("next/dist/bin/next"), "dev", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, LAUNCHBAY_CONTENT: "generated", CONTENT_ROOT: root },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => next.kill(signal));
  // The first edit would otherwise wait for the MDX pipeline and Shiki to load (~0.5 s): load them now, while Next starts.
  if (!running) running = warmUp().finally(settle);
  next.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
