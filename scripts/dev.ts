/**
 * `npm run dev`: the live preview. This process runs the build's content pipeline (lib/content/pipeline.ts: every
 * check the build fails on, the API description, changelog and diagrams included; per-file work reused), writes it into `.generated/dev/` (not the build's folder: a build
 * beside it never reads files it is rewriting; the reuse store is shared), and starts `next dev`, whose routes only read
 * that folder (lib/content/pages.ts). Then it watches the content folder: a saved file is read
 * again (only that file: artifacts are keyed by each file's bytes), the folder is written anew, and the open page
 * refreshes itself (components/dev-reload.client.tsx). Problems are printed here once per version of the
 * content, and shown on the page of the file they are in. Arguments go to `next dev` (`npm run dev -- -p 3001`).
 * A change to the content code itself (lib/content, lib/mdx/) needs a restart.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { watch } from "chokidar";
import { ContentError } from "../lib/content/error";
import { publicDir } from "../lib/content/live";
import { contentRoot } from "../lib/content/root";
import { generateContent } from "../lib/content/pipeline";
import type { ContentState } from "../lib/content/store";
import type { SearchSection } from "../lib/search/types";
import { devDirs } from "../lib/reuse";
import { replier, type Request } from "./worker-reply";

// Its own output folder, the build's reuse store (lib/reuse.ts devDirs); `next dev` inherits both.
for (const [name, value] of Object.entries(devDirs(process.env, process.cwd()))) if (value !== undefined) process.env[name] = value;

const root = contentRoot();
let state: ContentState | undefined;
let reported = "";

/** Runs the content pipeline again (the files that changed: lib/content/pipeline.ts, as the build does); false when nothing changed. */
async function generate(): Promise<boolean> {
  const started = performance.now();
  const result = await generateContent({ root, publicDir: publicDir(), previous: state, live: true });
  if (!result.changed) return false;
  state = result.state;
  semantic.sections = result.sections;
  buildSemantic();
  const report = result.problems.join("\n");
  if (report && report !== reported) console.error(new ContentError(result.problems).message);
  reported = report;
  console.log(`content: ${result.counts.pages} pages, ${result.counts.made} read and ${result.counts.compiledNow} compiled in ${Math.round(performance.now() - started)} ms`);
  return true;
}

/**
 * `task` as a trigger: it runs now, or once more after the run in progress, so it never runs twice at once and the
 * last call always gets a run of its own (a run reads the latest state when it starts). Failures are printed.
 */
function coalesced(task: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    task()
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return run;
}

/** Runs `generate` (see coalesced): saves never run it twice at once, and the last one always counts. */
const regenerate = coalesced(generate);

/**
 * The semantic data of search for the latest sections, built on a worker thread after each regeneration
 * (scripts/steps/semantic-dev-worker.mjs; the dev route app/search-semantic/[file]/route.dev.ts serves what it stored,
 * reused by key, so an edit that changes no section costs nothing). Not before the first page has hydrated
 * (`allowed`): the model would compete with Next's first compile. One build at a time; the last version always gets one.
 */
const semantic: { sections?: SearchSection[]; allowed: boolean; request?: Request } = { allowed: false };

function startSemanticWorker(): Request {
  const worker = new Worker(path.join(__dirname, "steps/semantic-dev-worker.mjs"));
  worker.unref();
  return replier(worker, "the semantic worker");
}

const buildSemantic = coalesced(async () => {
  const sections = semantic.sections;
  if (!semantic.allowed || !sections) return;
  // One request at a time (coalesced); a worker that stopped fails it, and the next build starts a new one.
  semantic.request ??= startSemanticWorker();
  const reply: { sections?: number; ms?: number; error?: string } = await semantic.request<typeof reply>(sections).catch((error: Error) => {
    semantic.request = undefined;
    return { error: error.stack ?? error.message };
  });
  if (reply.error) console.error(`search: the semantic data could not be built (search stays by keywords):\n${reply.error}`);
  else console.log(`search: semantic data for ${reply.sections} sections ready in ${reply.ms} ms`);
});

/** Compiles a page with a code block and throws the result away: the compiler and the highlighter are then loaded. */
async function warmUp(): Promise<void> {
  const { compileMdx } = await import("../lib/mdx");
  await compileMdx("## Warm\n\n```ts\nconst warm = true;\n```\n").catch(() => undefined);
}

async function main() {
  // The content first, then Next: loading it while Next compiles the first page slows that page by more (two
  // cores) than it saves.
  await generate();
  const next = spawn(process.execPath, [require.resolve("next/dist/bin/next"), "dev", ...process.argv.slice(2)], {
    stdio: ["inherit", "pipe", "inherit"],
    // Turbopack keeps what it compiled in .next/dev/cache (on by default since Next 16.1), but writes it only after a
    // long idle time (not within 60 s here), so a restarted preview compiled its first page from nothing again. Written
    // after 2 s of idle (~35 MB once the first page is compiled); docs/performance.md has the figures. The variable
    // is Turbopack's own (turbo-tasks), not a documented option: without it the cache is only written later.
    env: { TURBO_ENGINE_SNAPSHOT_IDLE_TIMEOUT_MILLIS: "2000", ...process.env, CONTENT_ROOT: root },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => next.kill(signal));
  next.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  // The first edit would wait for the MDX pipeline and Shiki to load (~1 s when the start compiled nothing): load them
  // once Next has served a first page, not while it compiles that page on both cores. (At the first page's hydration,
  // its first poll of /content-version.json, a save made then waited for them: 0.9 s of the restart's first save.)
  // It runs beside a regeneration safely: it writes nothing. The search model waits for a page to have hydrated.
  let warmed: Promise<void> | undefined;
  const warm = () => (warmed ??= warmUp());
  let hydrated = false;
  const fallback = setTimeout(warm, 30_000);
  next.stdout?.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk);
    const text = String(chunk);
    if (!warmed && / GET \S+ \d{3} in /.test(text)) {
      clearTimeout(fallback);
      warm();
    }
    if (!hydrated && text.includes("/content-version.json")) {
      hydrated = true;
      void warm().then(() => {
        semantic.allowed = true;
        buildSemantic();
      });
    }
  });
  let timer: NodeJS.Timeout | undefined;
  // chokidar, not fs.watch: Node's recursive watcher on Linux loses a file that an editor saves by renaming a
  // temporary file over it. Editors save in several writes: wait for them to settle.
  watch(root, { ignoreInitial: true }).on("all", () => {
    clearTimeout(timer);
    timer = setTimeout(regenerate, 30);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
