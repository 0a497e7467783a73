import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * Last commit time (ms) of every file under `dir`, from one `git log` call. Files without history
 * (new, or outside a repository) are absent; callers fall back to the file time.
 */
export function gitLastModified(dir: string): Map<string, number> {
  const times = new Map<string, number>();
  try {
    const top = execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const output = execFileSync("git", ["log", "--format=%x00%ct", "--name-only", "--no-renames", "--", "."], {
      cwd: dir,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    });
    let current = 0;
    for (const line of output.split("\n")) {
      if (line.startsWith("\0")) current = Number(line.slice(1)) * 1000;
      else if (line.trim()) {
        const absolute = path.join(top, line.trim());
        if (!times.has(absolute)) times.set(absolute, current);
      }
    }
  } catch {
    // Not a git checkout (e.g. a tarball deploy): every file falls back to its mtime.
  }
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
