import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Whether `dir` is in a git checkout (a `.git` folder or file up the tree), found without starting git. */
function inCheckout(dir: string): boolean {
  for (let folder = path.resolve(dir); ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, ".git"))) return true;
    if (path.dirname(folder) === folder) return false;
  }
}

/**
 * Last commit time (ms) of every file under `dir`, from one `git log` call. Files without history
 * (new, or outside a repository) are absent; callers fall back to the file time.
 */
export function gitLastModified(dir: string): Map<string, number> {
  const times = new Map<string, number>();
  // A folder outside any checkout (a tarball deploy, a test's copy in the temp folder) starts no process.
  if (!inCheckout(dir)) return times;
  try {
    // Paths relative to `dir` (--relative), so no second call asks git where the checkout's top is.
    const output = execFileSync("git", ["log", "--relative", "--format=%x00%ct", "--name-only", "--no-renames", "--", "."], {
      cwd: dir,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    });
    let current = 0;
    for (const line of output.split("\n")) {
      if (line.startsWith("\0")) current = Number(line.slice(1)) * 1000;
      else if (line.trim()) {
        const absolute = path.resolve(dir, line.trim());
        if (!times.has(absolute)) times.set(absolute, current);
      }
    }
  } catch {
    // git is missing, or the checkout is broken: every file falls back to its mtime.
  }
  return times;
}

const gitTimes = new Map<string, Map<string, number>>();
/**
 * gitLastModified, read once per process and folder: an edit under `next dev` keeps its page's date until the commit,
 * and a test file that builds the fixture site twenty times asks git once.
 */
export function gitTimesOf(root: string): Map<string, number> {
  let times = gitTimes.get(root);
  if (!times) gitTimes.set(root, (times = gitLastModified(root)));
  return times;
}

/** The time a page was last updated: frontmatter, else last commit, else file time. */
export function lastUpdatedOf(file: string, override: Date | string | undefined, gitTimes: Map<string, number>): number {
  // A stored page (reused between builds) carries the frontmatter date as its JSON string.
  if (override) return new Date(override).getTime();
  return gitTimes.get(file) ?? fs.statSync(file).mtimeMs;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
/** Human date for a timestamp, e.g. "March 14, 2025" (UTC, so builds agree across time zones). */
export function formatDate(timestamp: number): string {
  return dateFormat.format(timestamp);
}
