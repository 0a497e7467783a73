/**
 * Postbuild's pass over the export's HTML (lib/next-export/finish.ts: 404 fallback, boot after first paint, CSP
 * meta), with the size budgets measured on each page as it is finished. Two threads share it: a worker
 * (scripts/steps/pages-worker.mjs) starts at once, and postbuild's own thread joins once it has written the search,
 * Markdown and agent files; each takes the next file from a shared queue.
 */
import path from "node:path";
import { Worker } from "node:worker_threads";
import { BudgetCheck, readExportFile, type BudgetResult } from "../../lib/export-checks/budgets";
import { finishPages } from "../../lib/next-export";

export interface PagesTask {
  out: string;
  notFoundScript: string;
  /** Every HTML file of the export, relative to `out`. */
  files: string[];
  /** The index of the next file to take (an Int32Array on a SharedArrayBuffer, shared by the threads). */
  queue: Int32Array;
  /** Measure the budgets too. */
  budgets: boolean;
}

export interface PagesResult {
  /** HTML files this thread finished. */
  files: number;
  budgets?: BudgetResult;
}

/** Takes files from the task's queue until none is left: finishes each, and measures it if asked. */
export function finishAndMeasure({ out, notFoundScript, files, queue, budgets }: PagesTask): PagesResult {
  const check = budgets ? new BudgetCheck(readExportFile(out)) : undefined;
  const finished = finishPages(out, notFoundScript, { files, queue, onPage: check && ((file, html) => check.add(file, html)) });
  return { files: finished, budgets: check?.result() };
}

/** Runs `finishAndMeasure` on a worker thread (the other core), stopped once it has replied, failed or exited; the calling thread may take files from the same queue. */
export function finishPagesOnWorker(task: PagesTask): Promise<PagesResult> {
  const worker = new Worker(path.join(__dirname, "pages-worker.mjs"), { workerData: task });
  return new Promise<PagesResult>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`postbuild's page worker exited with code ${code}`)));
  }).finally(() => void worker.terminate());
}
