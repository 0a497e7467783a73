/**
 * Postbuild as a command (`npm run build` runs the same step after `next build`: scripts/build.ts). See
 * scripts/steps/postbuild.ts for what it writes.
 */
import { runAsCommand } from "./steps/failure";
import { postbuildStep } from "./steps/postbuild";

runAsCommand(() => postbuildStep());
