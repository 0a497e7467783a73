/** Starts `npm start`'s server (scripts/serve.ts) on out/ for the benchmarks; resolves once it listens. */
import { spawn } from "node:child_process";

export function startServer(port: number): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [require.resolve("tsx/cli"), "scripts/serve.ts"], { env: { ...process.env, PORT: String(port) }, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (String(chunk).includes("http://")) resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill() });
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}
