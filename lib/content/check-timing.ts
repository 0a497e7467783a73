/**
 * What the content checks cost (issue #27's bench): each check's milliseconds in this process, by name. The
 * per-file checks run when a file's artifact is made (a warm build reuses the artifact and runs none of them); the
 * checks across files run on every build. `npm run check:content` prints the sums; `npm run bench` reads them cold
 * and warm.
 */

/** Milliseconds by check name. */
export const checkMs = new Map<string, number>();

/** Runs `check`, adding its time to `name`'s sum. */
export function timed<T>(name: string, check: () => T): T {
  const started = performance.now();
  try {
    return check();
  } finally {
    checkMs.set(name, (checkMs.get(name) ?? 0) + performance.now() - started);
  }
}

/** The sums as one line: `checks 1.2 s (examples 0.4 s, cli 0.1 s, …)`, largest first. */
export function checkSummary(): string {
  const entries = [...checkMs].sort((a, b) => b[1] - a[1]);
  const total = entries.reduce((sum, [, ms]) => sum + ms, 0);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return `checks ${seconds(total)} (${entries.map(([name, ms]) => `${name} ${seconds(ms)}`).join(", ")})`;
}
