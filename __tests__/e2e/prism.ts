/**
 * Prism (@stoplight/prism-cli), the OpenAPI mock server, started on 127.0.0.1 with content/api/openapi.yaml:
 * what the generated samples (integration) and the Try it panel (e2e) call instead of the real API.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../../scripts/free-port";

export interface MockApi {
  origin: string;
  stop: () => Promise<void>;
}

const ROOT = path.resolve(__dirname, "../..");

export async function startMockApi(spec = path.join(ROOT, "content/api/openapi.yaml")): Promise<MockApi> {
  const port = await freePort();
  const child: ChildProcess = spawn(path.join(ROOT, "node_modules/.bin/prism"), ["mock", "--host", "127.0.0.1", "--port", String(port), "--errors", spec], { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${log}`)), 60_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (/Prism is listening/.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${code}):\n${log}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}
