/**
 * Request and reply with a worker thread that answers each message with one message, one request at a time
 * (postbuild's page worker, the dev preview's semantic worker). A worker that stops, by an error it threw or by
 * exiting, also while it waits for work, fails the request it is on and every later one instead of leaving them waiting.
 */
import { once } from "node:events";
import type { Worker } from "node:worker_threads";

/** Sends one message and resolves with the worker's next message. */
export type Request = <T>(message: unknown) => Promise<T>;

export function replier(worker: Worker, name: string): Request {
  const stopped = new Promise<never>((_, reject) => {
    worker.once("error", reject).once("exit", (code) => reject(new Error(`${name} exited with code ${code}`)));
  });
  stopped.catch(() => undefined); // a worker that stops between requests fails the next one
  return <T>(message: unknown) => {
    const replied = once(worker, "message").then(([reply]) => reply as T);
    worker.postMessage(message);
    return Promise.race([replied, stopped]);
  };
}
