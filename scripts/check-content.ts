/**
 * The build's content step as a command (`npm run check:content`; `npm run build` runs the same step first,
 * in its own process: scripts/build.ts). Prints every problem, one line each, naming file and line; then exits 1.
 */
import { contentStep } from "./steps/content";
import { runAsCommand } from "./steps/failure";

runAsCommand(contentStep);
