/**
 * `npm run load`: a load test of `npm start` on loopback (issue #18). Starts scripts/serve.ts on out/ on a free
 * port, then autocannon sends 100 connections for 60 s at a doc page and every asset it loads (its scripts,
 * stylesheets and fonts, gzip accepted as a browser would), and prints requests/s, latency percentiles and
 * the error counts. Exits non-zero on any error, timeout or non-2xx answer. LOAD_DURATION (s),
 * LOAD_CONNECTIONS and LOAD_PAGE override the defaults.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { bootChunks } from "../lib/next-export";

/** The same-origin assets a page's HTML loads: scripts (also those its boot script adds), stylesheets, preloaded fonts, icons. */
export function pageAssets(html: string): string[] {
  const urls = [...html.matchAll(/<(?:script|link)\b[^>]*?\s(?:src|href)="(\/[^"/][^"]*)"/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&"));
  return [...new Set([...urls, ...bootChunks(html)].filter((u) => /\.(js|css|woff2|svg|ico)(\?|$)/.test(u)))];
}

/** Runs autocannon against `origin`, cycling each connection through `paths`: the paths, request count, requests/s, latency (ms) and error counts. */
export async function runLoad(origin: string, paths: string[], { duration, connections }: { duration: number; connections: number }) {
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    headers: { "accept-encoding": "gzip" },
    requests: paths.map((p) => ({ method: "GET", path: p })),
  });
  return {
    paths,
    requests: result.requests.total,
    requestsPerSecond: { mean: result.requests.average, p50: result.requests.p50 },
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Starts scripts/serve.ts for `out` on loopback, on `port` (0, the default: a free one, PORT=0); also the benchmarks' server. */
export function startServeProcess(out: string, port = 0): Promise<{ origin: string; stop: () => void }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(__dirname, "serve.ts")], {
    env: { ...process.env, OUT_DIR: out, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error("server did not start in 30 s"));
    }, 30_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      const port = /http:\/\/localhost:(\d+)/.exec(String(chunk))?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ origin: `http://127.0.0.1:${port}`, stop: () => child.kill() });
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function main() {
  const out = path.resolve(process.env.OUT_DIR ?? "out");
  const page = process.env.LOAD_PAGE ?? "/functions/overview/";
  const html = fs.readFileSync(path.join(out, page, "index.html"), "utf8");
  const paths = [page, ...pageAssets(html)];
  const server = await startServeProcess(out);
  try {
    const duration = Number(process.env.LOAD_DURATION ?? 60);
    const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
    console.log(`load: ${connections} connections for ${duration} s on ${server.origin}, cycling ${paths.length} paths (${page} and its assets)`);
    const result = await runLoad(server.origin, paths, { duration, connections });
    console.log(JSON.stringify(result, null, 2));
    if (result.errors || result.timeouts || result.non2xx) {
      console.error(`load: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
      process.exitCode = 1;
    }
  } finally {
    server.stop();
  }
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
