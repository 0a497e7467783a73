// Starts `npm start`'s server (scripts/serve.ts) on a free port against the built out/.
const { spawn } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");
const { freePort } = require("../../scripts/free-port");

const root = path.join(__dirname, "../..");

module.exports = async () => {
  if (!fs.existsSync(path.join(root, "out/index.html"))) throw new Error("out/ is missing: run `npm run build` before the browser tests");
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("server did not start in 20 s")), 20000);
    child.stdout.on("data", (chunk) => {
      if (String(chunk).includes("http://")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  globalThis.__SERVER__ = child;
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
};
