/** Request and reply with a worker thread (scripts/worker-reply.ts): replies in turn, and a stopped worker fails requests rather than leaving them waiting. */
import { Worker } from "node:worker_threads";
import { replier } from "../../scripts/worker-reply";

const worker = (code: string) => new Worker(`const { parentPort } = require("node:worker_threads");\n${code}`, { eval: true });

describe("a worker's reply to each request", () => {
  it("is the worker's next message, request after request", async () => {
    const thread = worker('parentPort.on("message", (n) => parentPort.postMessage(n * 2));');
    try {
      const request = replier(thread, "the doubler");
      expect(await request(2)).toBe(4);
      expect(await request(5)).toBe(10);
    } finally {
      await thread.terminate();
    }
  });

  it("fails with the error the worker threw", async () => {
    const thread = worker('parentPort.on("message", () => { throw new Error("no such page"); });');
    await expect(replier(thread, "the page worker")(1)).rejects.toThrow("no such page");
  });

  it("fails, not waits, when the worker stopped between requests", async () => {
    const thread = worker('parentPort.once("message", (n) => { parentPort.postMessage(n); setTimeout(() => process.exit(3), 10); });');
    const request = replier(thread, "the semantic worker");
    expect(await request(1)).toBe(1);
    await new Promise((resolve) => thread.once("exit", resolve));
    await expect(request(2)).rejects.toThrow("the semantic worker exited with code 3");
  });
});
