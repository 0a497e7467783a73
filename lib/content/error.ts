/** Thrown when content has problems; lists every problem, one per line, each naming its file. */
export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Content check failed with ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

/** What `read` returns, or `fallback` when it throws. */
export function orElse<T, F>(read: () => T, fallback: F): T | F {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** The problem lines of an error: a ContentError's own, else its message. */
export const problemsOf = (error: unknown): string[] => (error instanceof ContentError ? error.problems : [error instanceof Error ? error.message : String(error)]);
