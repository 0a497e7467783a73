/** The semantic data of search built on a worker thread from the start of the build (scripts/steps/semantic-worker.mjs). */
import path from "node:path";
import { Worker } from "node:worker_threads";

export interface SemanticBuild {
  /** Call once the content step has written `.generated/`: the data file's bytes. */
  build(): Promise<Buffer>;
  stop(): void;
}

export function startSemanticBuild(): SemanticBuild {
  // The worker reads what the content step generates, like postbuild (lib/content/mode.ts).
  const worker = new Worker(path.join(__dirname, "semantic-worker.mjs"), { env: { ...process.env, LAUNCHBAY_CONTENT: "generated" } });
  const done = new Promise<Buffer>((resolve, reject) => {
    worker.once("message", (bytes: Uint8Array) => resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the semantic data worker exited with code ${code}`)));
  }).finally(() => void worker.terminate());
  done.catch(() => undefined); // awaited by build()
  return {
    build() {
      worker.postMessage("content written");
      return done;
    },
    stop: () => void worker.terminate(),
  };
}
