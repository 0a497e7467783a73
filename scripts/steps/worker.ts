import type { Worker } from "node:worker_threads";

/** The first message a worker thread posts (its result); rejects if it fails or exits first. The worker is then stopped. */
export function workerReply<T>(worker: Worker, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`${name} exited with code ${code}`)));
  }).finally(() => void worker.terminate());
}
