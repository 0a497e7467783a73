/**
 * Worker thread of postbuild (scripts/steps/pages.ts PagesWorker): answers each message, `{ check: out }` with the
 * export's problems (lib/next-export/check.ts) and `{ task }` with finishAndMeasure's result. A plain .mjs that loads
 * the TypeScript through tsx (a worker cannot start a .ts file).
 */
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const [{ finishAndMeasure }, { exportProblems }] = await Promise.all([tsImport("./pages.ts", import.meta.url), tsImport("../../lib/next-export/check.ts", import.meta.url)]);
parentPort.on("message", (message) => parentPort.postMessage("check" in message ? exportProblems(message.check) : finishAndMeasure(message.task)));
