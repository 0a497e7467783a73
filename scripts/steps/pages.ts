/**
 * Postbuild's pass over the export's HTML (lib/next-export/finish.ts: 404 fallback, boot after first paint, CSP
 * meta), with the size budgets measured on each page as it is finished. Two threads share it: a worker
 * (scripts/steps/pages-worker.mjs), started while Next builds so that its modules are loaded by the time Next is done,
 * first checks the export (lib/next-export/check.ts) while postbuild's own thread writes the search, Markdown and
 * agent files; then both take the next file from a shared queue.
 */
import path from "node:path";
import { Worker } from "node:worker_threads";
import { BudgetCheck, readExportFile, type BudgetResult } from "../../lib/export-checks/budgets";
import { finishPages } from "../../lib/next-export";
import { replier } from "../worker-reply";

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

/**
 * A worker thread (the other core) that checks an export and runs `finishAndMeasure`, one request at a time
 * (scripts/worker-reply.ts). Created early, it loads its modules while the caller does other work; `stop` ends it.
 */
export class PagesWorker {
  private readonly worker = new Worker(path.join(__dirname, "pages-worker.mjs"));
  private readonly request = replier(this.worker, "postbuild's page worker");

  /** What lib/next-export/ assumes of the export in `out` and it does not find (exportProblems), checked before any file changes. */
  check(out: string): Promise<string[]> {
    return this.request({ check: out });
  }

  /** Takes files from the task's queue until none is left, like `finishAndMeasure` on the calling thread. */
  finish(task: PagesTask): Promise<PagesResult> {
    return this.request({ task });
  }

  stop(): void {
    void this.worker.terminate();
  }
}
