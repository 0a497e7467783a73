/**
 * `npm start`: serves out/ on http://localhost:3000 the way a CDN would — `_redirects` and `_headers`
 * applied, 404.html with status 404, gzip — with serve-handler. Builds first if out/ is missing.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import handler from "serve-handler";
import { fileForPath, matchRedirect, parseHeadersFile, parseRedirectsFile, serveHandlerConfig } from "../lib/static-host";

const out = path.resolve(process.env.OUT_DIR ?? "out");
const port = Number(process.env.PORT ?? 3000);

if (!fs.existsSync(path.join(out, "index.html"))) {
  console.log("out/ is missing: building first (npm run build)");
  execSync("npm run build", { stdio: "inherit" });
}

/** `_redirects` and `_headers` as they are now: read again after a rebuild, so no stale CSP blocks the new pages' scripts. */
let loaded: { stamp: string; redirects: ReturnType<typeof parseRedirectsFile>; config: ReturnType<typeof serveHandlerConfig> } | undefined;
function rules() {
  const files = ["_redirects", "_headers"].map((name) => path.join(out, name));
  const stamp = files.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)).join(" ");
  if (loaded?.stamp !== stamp) {
    const [redirectsFile, headersFile] = files.map((file) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "")) as [string, string];
    loaded = { stamp, redirects: parseRedirectsFile(redirectsFile), config: serveHandlerConfig(out, parseHeadersFile(headersFile)) };
  }
  return loaded;
}
const compress = compression();

const server = http.createServer((req, res) => {
  compress(req as never, res as never, () => {
    // `_redirects` first, as a CDN applies them before looking for files (they carry the .html and index.html rules).
    const { redirects, config } = rules();
    const url = new URL(req.url ?? "/", "http://localhost");
    const redirect = matchRedirect(decodeURIComponent(url.pathname), redirects);
    if (redirect) {
      res.writeHead(redirect.status, { Location: encodeURI(redirect.to) + url.search });
      res.end();
      return;
    }
    req.url = fileForPath(url.pathname) + url.search;
    handler(req, res, config).catch((error: unknown) => {
      console.error(error);
      res.statusCode = 500;
      res.end("Internal error");
    });
  });
});
server.listen(port, process.env.HOST ?? "127.0.0.1", () => console.log(`Launchbay Docs on http://localhost:${port}`));
