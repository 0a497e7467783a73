/**
 * Worker thread of postbuild (scripts/steps/postbuild.ts): runs scripts/steps/pages.ts on the task it is given
 * and posts back the result. A plain .mjs that loads the TypeScript through tsx (a worker cannot start a .ts file).
 */
import { parentPort, workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { finishAndMeasure } = await tsImport("./pages.ts", import.meta.url);
parentPort.postMessage(finishAndMeasure(workerData));
