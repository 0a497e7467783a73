/**
 * The reference for the cold build (issue #31: "≤ 0.5× a Nextra build of the same pages in the same run"): a Nextra
 * site (tools/nextra-peer: Nextra's docs theme and defaults, the same Next, static export) whose pages are the
 * Markdown copies of our built pages (`out/**.md`), built cold beside ours, with the same timer.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchTool } from "./bench-tools";

export interface TimedBuild {
  seconds: number;
  /** User + system CPU seconds of the process and its children (from /usr/bin/time where present). */
  cpuSeconds: number | null;
  peakMB: number | null;
  pages: number;
}

/** Runs a build command in `cwd` after removing `fresh` (what a fresh clone lacks): wall and CPU seconds, peak RSS, pages in `out`. */
export function timedBuild(cwd: string, command: string[], fresh: string[], env: Record<string, string> = {}): TimedBuild {
  for (const dir of [...fresh, "out"]) fs.rmSync(path.join(cwd, dir), { recursive: true, force: true });
  const report = path.join(os.tmpdir(), `bench-time-${process.pid}.txt`);
  const timed = fs.existsSync("/usr/bin/time");
  const [file, ...args] = timed ? ["/usr/bin/time", "-v", "-o", report, ...command] : command;
  const started = performance.now();
  try {
    execFileSync(file as string, args, { cwd, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env }, stdio: ["ignore", "ignore", "pipe"], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`build in ${cwd} failed: ${String((error as { stderr?: Buffer }).stderr ?? error).slice(-3000)}`);
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const text = timed ? fs.readFileSync(report, "utf8") : "";
  const figure = (label: string) => Number(new RegExp(`${label}: ([\\d.]+)`).exec(text)?.[1] ?? NaN);
  const cpu = figure("User time \\(seconds\\)") + figure("System time \\(seconds\\)");
  const kb = figure("Maximum resident set size \\(kbytes\\)");
  const pages = (fs.readdirSync(path.join(cwd, "out"), { recursive: true }) as string[]).filter((f) => f.endsWith("index.html")).length;
  return { seconds, cpuSeconds: Number.isNaN(cpu) ? null : Math.round(cpu * 10) / 10, peakMB: Number.isNaN(kb) ? null : Math.round(kb / 1024), pages };
}

/** Installs the peer and fills its content/ with the Markdown copies in `out` (a page per file, the same paths). Returns its folder. */
export function prepareNextraPeer(out: string): string {
  const dir = benchTool("nextra-peer");
  const content = path.join(dir, "content");
  fs.rmSync(content, { recursive: true, force: true });
  const copies = (fs.readdirSync(out, { recursive: true }) as string[]).filter((f) => f.endsWith(".md"));
  if (copies.length === 0) throw new Error(`no Markdown copies in ${out}: build the site first`);
  for (const file of copies) {
    const target = path.join(content, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(out, file), target);
  }
  return dir;
}

/** A cold build of the peer: nothing of an earlier build kept. */
export const nextraBuild = (dir: string) => timedBuild(dir, [process.execPath, "node_modules/next/dist/bin/next", "build"], [".next"]);
