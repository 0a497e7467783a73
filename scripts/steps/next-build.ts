/**
 * `next build` in its own process group, compiling only when the code it compiles changed.
 *
 * The content is not part of Next's compile: the routes read `.generated/` when Next's workers render the pages. So
 * when the code Next compiles is what the last full `next build` that passed compiled (`compileKey`, kept in
 * `.next/launchbay-compile.json`), Next runs in its generate mode (`--experimental-build-mode=generate`): static
 * generation and the export from the compile in `.next/`, without compiling again (docs/performance.md has what it
 * saves); its `out/` is the same as a full build's (the integration test).
 * `npm run build -- --recompile` compiles anyway.
 */
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { orElse } from "../../lib/content/error";
import { filesUnder } from "../../lib/next-export/files";
import { hashOf, moduleGraph } from "../../lib/reuse";
import { StepFailed } from "./failure";

/** The folders of a Next project whose every file counts as compiled code (fonts and styles too, not only imports). */
const CODE_DIRS = ["app", "components", "lib"];
/** Files at a project's root that change what Next compiles, when they exist. */
const ROOT_FILES = [
  "next.config.mjs",
  "tsconfig.json",
  "postcss.config.mjs",
  "package.json",
  "package-lock.json",
  "node_modules/.package-lock.json",
  ".env",
  ".env.production",
  ".env.local",
  ".env.production.local",
];
/** Where a passed full compile records its key, inside Next's folder (which a full `next build` empties first). */
export const COMPILE_RECORD = path.join(".next", "launchbay-compile.json");

/**
 * A hash of everything `next build` compiles in project `dir`: every file of its code folders, every project file its
 * routes and config import from elsewhere, the root files above, the installed Next, and the environment Next reads
 * (`NEXT_*`, `NODE_ENV`). The content and `.generated/` are not in it.
 */
export function compileKey(dir: string, env: NodeJS.ProcessEnv = process.env): string {
  const code = CODE_DIRS.map((folder) => path.join(dir, folder))
    .filter((folder) => fs.existsSync(folder))
    .flatMap((folder) => filesUnder(folder).map((file) => path.join(folder, file)));
  const entries = [...code.filter((file) => file.startsWith(path.join(dir, "app") + path.sep) && /\.[mc]?[jt]sx?$/.test(file)), path.join(dir, "next.config.mjs")].filter((file) =>
    fs.existsSync(file),
  );
  const files = [...new Set([...code, ...moduleGraph(entries, dir).files, ...ROOT_FILES.map((file) => path.join(dir, file)).filter((file) => fs.existsSync(file))])].sort();
  // NEXT_PUBLIC_* and NODE_ENV are inlined into the bundles; Next reads its own NEXT_* settings (NEXT_DEPLOYMENT_ID…).
  // Whether Next reports telemetry changes nothing it writes (CI sets NEXT_TELEMETRY_DISABLED, a shell may not).
  const inlined = Object.entries(env).filter(([name]) => (/^(__)?NEXT_/.test(name) && !name.startsWith("NEXT_TELEMETRY_")) || name === "NODE_ENV");
  const next = (JSON.parse(fs.readFileSync(require.resolve("next/package.json", { paths: [dir, process.cwd()] }), "utf8")) as { version: string }).version;
  return hashOf(next, inlined.sort(), ...files.flatMap((file) => [path.relative(dir, file), fs.readFileSync(file)]));
}

const recordedKey = (dir: string): string | undefined => orElse(() => (JSON.parse(fs.readFileSync(path.join(dir, COMPILE_RECORD), "utf8")) as { key?: string }).key, undefined);

export interface NextBuild {
  child: ChildProcess;
  done: Promise<void>;
  /** "compile": a full `next build`; "generate": static generation from the compile already in `.next/`. */
  mode: "compile" | "generate";
  /** The compileKey of the code this build's pages are rendered with (scripts/steps/page-reuse.ts). */
  key: string;
}

/** Starts `next build` for project `dir` (its own process group, so that stopping it stops its workers). */
export function startNextBuild({
  dir = process.cwd(),
  env = process.env,
  recompile = false,
  stdio = "inherit",
}: { dir?: string; env?: NodeJS.ProcessEnv; recompile?: boolean; stdio?: StdioOptions } = {}): NextBuild {
  const key = compileKey(dir, env);
  const mode = !recompile && recordedKey(dir) === key && fs.existsSync(path.join(dir, ".next", "BUILD_ID")) ? "generate" : "compile";
  fs.rmSync(path.join(dir, COMPILE_RECORD), { force: true });
  // Next 16.4's generate mode reads the compile's prerender manifest in its first pass and `require`s it again, from
  // Node's module cache, in the pass that copies the pages to out/: a page added since the compile was generated but
  // not exported. Without the old file, the second pass reads the new one.
  if (mode === "generate") fs.rmSync(path.join(dir, ".next", "prerender-manifest.json"), { force: true });
  const args = [require.resolve("next/dist/bin/next"), "build", dir, ...(mode === "generate" ? ["--experimental-build-mode=generate"] : [])];
  const child = spawn(process.execPath, args, { stdio, env, detached: true });
  const done = new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code !== 0) return reject(new StepFailed(`next build failed (${signal ?? `exit code ${code}`})`));
      // Recorded only once a build has passed: a failed or stopped one leaves the next build a full compile.
      fs.writeFileSync(path.join(dir, COMPILE_RECORD), JSON.stringify({ key }));
      resolve();
    });
  });
  done.catch(() => undefined); // awaited by the caller once its own work is done
  return { child, done, mode, key };
}
