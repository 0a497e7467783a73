/** Test helpers for `npm start`'s server (scripts/serve.ts): start it on a free loopback port, send raw requests. */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

const root = path.join(__dirname, "../..");

export interface ServeProcess {
  port: number;
  child: ChildProcess;
  stop: () => void;
}

/** Starts scripts/serve.ts on `out` with PORT=0 (the OS picks a free port) and resolves with the port it printed. */
export function startServe(out: string, args: string[] = []): Promise<ServeProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", ...args], { cwd: root, env: { ...process.env, OUT_DIR: out, PORT: "0" }, stdio: ["ignore", "pipe", "pipe"] });
  child.stderr?.resume();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("server did not start in 20 s")), 20_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      const match = /http:\/\/localhost:(\d+)/.exec(String(chunk));
      if (match) {
        clearTimeout(timer);
        resolve({ port: Number(match[1]), child, stop: () => child.kill() });
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

export interface RawResponse {
  status: number;
  head: string;
  body: string;
}

/** Sends one request with the exact bytes given (no URL normalisation by a client) and reads the whole answer. */
export function rawRequest(port: number, method: string, target: string, timeoutMs = 5000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer in ${timeoutMs} ms to ${method} ${JSON.stringify(target)}`)));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // A reset after the answer arrived (the server closed while this side was still sending) still carries the answer.
      if (error.code === "ECONNRESET" && /^HTTP\/1\.[01] \d{3}/.test(Buffer.concat(chunks).toString("latin1"))) return;
      reject(new Error(`${error.message} on ${method} ${JSON.stringify(target).slice(0, 200)}`));
    });
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      const split = text.indexOf("\r\n\r\n");
      resolve({ status, head: split < 0 ? text : text.slice(0, split), body: split < 0 ? "" : text.slice(split + 4) });
    });
    socket.write(Buffer.from(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, "latin1"));
  });
}
