/** The semantic data of search built on a worker thread from the start of the build (scripts/steps/semantic-worker.mjs). */
import path from "node:path";
import { Worker } from "node:worker_threads";
import { workerReply } from "./worker";

export interface SemanticBuild {
  /** Call once the content step has written `.generated/`: the data file's bytes. */
  build(): Promise<Buffer>;
  stop(): void;
}

export function startSemanticBuild(): SemanticBuild {
  // The worker reads what the content step generates, like postbuild (lib/content/pages.ts).
  const worker = new Worker(path.join(__dirname, "semantic-worker.mjs"));
  const done = workerReply<Uint8Array>(worker, "the semantic data worker").then((bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  done.catch(() => undefined); // awaited by build()
  return {
    build() {
      worker.postMessage("content written");
      return done;
    },
    stop: () => void worker.terminate(),
  };
}
