import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import { freePort } from "@/scripts/free-port";

const root = path.join(__dirname, "../..");

describe("npm start (scripts/serve.ts)", () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "serve-out-"));
  let port = 0;
  let server: ChildProcess;

  beforeAll(async () => {
    port = await freePort();
    fs.writeFileSync(path.join(out, "index.html"), "<!doctype html><title>home</title>");
    fs.writeFileSync(path.join(out, "404.html"), "<!doctype html><title>not found</title>");
    fs.writeFileSync(path.join(out, "_headers"), "/\n  X-Build: one\n");
    fs.writeFileSync(path.join(out, "_redirects"), "/old/ / 301\n");
    server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], { cwd: root, env: { ...process.env, OUT_DIR: out, PORT: String(port) }, stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((resolve) => server.stdout?.on("data", (chunk: Buffer) => String(chunk).includes("http://") && resolve()));
  }, 30_000);

  afterAll(() => {
    server.kill();
    fs.rmSync(out, { recursive: true, force: true });
  });

  it("applies the _headers and _redirects of a rebuild without a restart", async () => {
    const get = (p: string) => fetch(`http://127.0.0.1:${port}${p}`, { redirect: "manual" });
    expect((await get("/")).headers.get("x-build")).toBe("one");
    expect((await get("/old/")).status).toBe(301);
    // A rebuild writes new files (a new mtime) while the server runs.
    fs.writeFileSync(path.join(out, "_headers"), "/\n  X-Build: two\n");
    fs.writeFileSync(path.join(out, "_redirects"), "/older/ / 301\n");
    const later = Date.now() / 1000 + 5;
    fs.utimesSync(path.join(out, "_headers"), later, later);
    fs.utimesSync(path.join(out, "_redirects"), later, later);
    expect((await get("/")).headers.get("x-build")).toBe("two");
    expect((await get("/old/")).status).toBe(404);
    expect((await get("/older/")).status).toBe(301);
  });

  it("keeps an idle connection open 65 s, not Node's 5 s, and says so in its Keep-Alive header", async () => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      const header = await new Promise<string | string[] | undefined>((resolve, reject) =>
        http
          .get(`http://127.0.0.1:${port}/`, { agent }, (res) => {
            res.resume();
            resolve(res.headers["keep-alive"]);
          })
          .on("error", reject),
      );
      expect(header).toBe("timeout=65");
    } finally {
      agent.destroy();
    }
  });
});
