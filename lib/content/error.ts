/** Thrown when content has problems; lists every problem, one per line, each naming its file. */
export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Content check failed with ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}
