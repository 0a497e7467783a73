/** A build step that found problems: its message lists them (file, line, reason) and is all the reader needs. */
export class StepFailed extends Error {
  override name = "StepFailed";
}

/** Runs a step as a command: prints its summary, or its problems and exits 1 (any other error with its stack). */
export function runAsCommand(step: () => Promise<string>): void {
  step().then(
    (summary) => console.log(summary),
    (error: unknown) => {
      console.error(error instanceof StepFailed ? error.message : error);
      process.exit(1);
    },
  );
}
