/**
 * The short, bounded variant of `npm run load` (issue #18), with the integration tests (it starts `npm start`'s process): 20 connections for 1 s on loopback
 * against a page and its assets. Asserts counts, never timings: every request answered 2xx, no error, no timeout.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageAssets, runLoad, startServeProcess } from "@/scripts/load";

describe("npm start under load (short variant of npm run load)", () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "serve-load-"));
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it("finds a page's same-origin scripts, stylesheets and fonts", () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/a.css"/><link rel="preload" href="/_next/static/media/f.woff2" as="font"/><script src="/_next/static/chunks/b.js" async=""></script><script src="https://cdn.example/x.js"></script><a href="/other/">x</a><link rel="icon" href="/favicon.svg"/>';
    expect(pageAssets(html)).toEqual(["/_next/static/a.css", "/_next/static/media/f.woff2", "/_next/static/chunks/b.js", "/favicon.svg"]);
  });

  it("answers every request of 20 connections for 1 s with a 2xx", async () => {
    const html = `<!doctype html><title>Overview</title><link rel="stylesheet" href="/_next/static/a.css"/><script src="/_next/static/b.js"></script><p>${"text ".repeat(2000)}</p>`;
    fs.mkdirSync(path.join(out, "functions/overview"), { recursive: true });
    fs.mkdirSync(path.join(out, "_next/static"), { recursive: true });
    fs.writeFileSync(path.join(out, "index.html"), html);
    fs.writeFileSync(path.join(out, "404.html"), "<!doctype html><title>Page not found</title>");
    fs.writeFileSync(path.join(out, "functions/overview/index.html"), html);
    fs.writeFileSync(path.join(out, "_next/static/a.css"), "body{color:red}".repeat(200));
    fs.writeFileSync(path.join(out, "_next/static/b.js"), "console.log(1);".repeat(500));
    const server = await startServeProcess(out);
    try {
      const result = await runLoad(server.origin, ["/functions/overview/", ...pageAssets(html)], { duration: 1, connections: 20 });
      expect(result.requests).toBeGreaterThan(0);
      expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    } finally {
      server.stop();
    }
  }, 60_000);
});
