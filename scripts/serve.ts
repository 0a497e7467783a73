/**
 * `npm start`: serves out/ on http://localhost:3000 the way a CDN would — `_redirects` and `_headers`
 * applied, 404.html with status 404, gzip — with serve-handler. Builds first if out/ is missing.
 * Every request passes lib/hosting/request-guard.ts first: bad methods, escapes, dot segments and control bytes get
 * a 4xx, `//` and folder paths one redirect to the canonical URL, and only files inside out/ are served.
 * `--ignore-headers` (or IGNORE_HEADERS=1) serves without `_headers`, as a host that ignores the file would.
 * PORT=0 picks a free port; the line printed once listening names the real one.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Duplex } from "node:stream";
import zlib from "node:zlib";
import compression from "compression";
import handler from "serve-handler";
import { ALLOWED_METHODS, routeRequest } from "../lib/hosting/request-guard";
import { markdownLinkHeader, markdownTwinPath } from "../lib/agents/link-headers";
import { type HeaderRule, fileForPath, headerRuleMatches, parseHeadersFile, parseRedirectsFile, serveHandlerConfig } from "../lib/hosting/static-host";

const out = path.resolve(process.env.OUT_DIR ?? "out");
const port = Number(process.env.PORT ?? 3000);
const ignoreHeaders = process.argv.includes("--ignore-headers") || process.env.IGNORE_HEADERS === "1";

if (!fs.existsSync(path.join(out, "index.html"))) {
  console.log("out/ is missing: building first (npm run build)");
  execSync("npm run build", { stdio: "inherit" });
}

/** `_redirects` and `_headers` as they are now: read again after a rebuild, so no stale CSP blocks the new pages' scripts. */
let loaded: { stamp: string; redirects: ReturnType<typeof parseRedirectsFile>; config: ReturnType<typeof serveHandlerConfig>; headerRules: HeaderRule[] } | undefined;
function rules() {
  const files = ["_redirects", "_headers"].map((name) => path.join(out, name));
  const stamp = files.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)).join(" ");
  if (loaded?.stamp !== stamp) {
    const [redirectsFile, headersFile] = files.map((file) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "")) as [string, string];
    const headerRules = ignoreHeaders ? [] : parseHeadersFile(headersFile);
    loaded = { stamp, redirects: parseRedirectsFile(redirectsFile), config: serveHandlerConfig(out, headerRules), headerRules };
  }
  return loaded;
}

/** The stats of a file of out/, or undefined when it cannot be read (missing, or its path goes through a file). */
function statOf(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch {
    return undefined;
  }
}

/** Whether a guarded path (no dot segments, no NUL) is a folder of out/ with a page in it. */
function isFolder(pathname: string): boolean {
  const file = path.resolve(out, `.${pathname}`, "index.html");
  return file.startsWith(out + path.sep) && statOf(file)?.isFile() === true;
}

const realOut = fs.realpathSync(out);
/**
 * Whether the file a guarded path names really lies in out/ once symlinks are resolved (serve-handler checks
 * only the last component for a link). A missing file is "inside": serve-handler answers it with the 404 page.
 */
function resolvesInsideOut(pathname: string): boolean {
  try {
    return fs.realpathSync(path.join(out, fileForPath(pathname))).startsWith(realOut + path.sep);
  } catch {
    return true;
  }
}

/** The 404 page with status 404, as serve-handler would send it. */
function notFound(res: http.ServerResponse) {
  const page = path.join(out, "404.html");
  res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
  res.end(fs.existsSync(page) ? fs.readFileSync(page) : "Not found");
}

const compress = compression();

/** Types worth compressing, by extension (fonts and images are compressed already). */
const TEXT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
};
/** Gzip of each text file served, made once per file version (a CDN serves compressed copies too). */
const gzipped = new Map<string, { stamp: number; body: Buffer }>();

/**
 * Serves a text file of out/ gzip-compressed from memory when the client accepts gzip, with the headers
 * `_headers` gives its path; false when the file is not one (serve-handler answers those).
 */
function serveGzipped(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, headerRules: HeaderRule[]): boolean {
  if (!/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) return false;
  const file = path.join(out, fileForPath(pathname));
  const type = TEXT_TYPES[path.extname(file)];
  if (!type) return false;
  const stat = statOf(file);
  if (!stat?.isFile()) return false;
  let cached = gzipped.get(file);
  if (cached?.stamp !== stat.mtimeMs) {
    cached = { stamp: stat.mtimeMs, body: zlib.gzipSync(fs.readFileSync(file)) };
    gzipped.set(file, cached);
  }
  // Revalidated caching for what _headers does not mark immutable: a validator and max-age=0, as a CDN would send.
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, { ETag: etag, "Cache-Control": "public, max-age=0, must-revalidate" });
    res.end();
    return true;
  }
  const headers: Record<string, string> = {
    "Content-Type": type,
    "Content-Encoding": "gzip",
    "Content-Length": String(cached.body.length),
    Vary: "Accept-Encoding",
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: etag,
    "Last-Modified": stat.mtime.toUTCString(),
  };
  for (const rule of headerRules) if (headerRuleMatches(rule.source, pathname)) Object.assign(headers, rule.headers);
  // A page's Link header to its Markdown twin (lib/agents/link-headers.ts), computed here: as one rule per page it
  // would make _headers grow with the site (hosts cap it at 100 rules), so _headers keeps only site-wide rules.
  if (pathname.endsWith("/") && fs.existsSync(path.join(out, markdownTwinPath(pathname)))) headers.Link = markdownLinkHeader(pathname);
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : cached.body);
  return true;
}

async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const { redirects, config, headerRules } = rules();
  const routed = routeRequest(req.method ?? "", req.url ?? "", { redirects, isFolder });
  if (routed.kind === "reject") {
    res.writeHead(routed.status, { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", ...(routed.status === 405 ? { Allow: ALLOWED_METHODS.join(", ") } : {}) });
    res.end(`${http.STATUS_CODES[routed.status]}: ${routed.reason}\n`);
    return;
  }
  if (routed.kind === "redirect") {
    res.writeHead(routed.status, { Location: routed.location });
    res.end();
    return;
  }
  if (!resolvesInsideOut(routed.pathname)) {
    notFound(res);
    return;
  }
  if (serveGzipped(req, res, routed.pathname, headerRules)) return;
  req.url = routed.url;
  await handler(req, res, config);
}

const server = http.createServer((req, res) => {
  compress(req as never, res as never, () => {
    // A bug here, or serve-handler failing, answers this request with 500 and leaves the server up for the next one.
    answer(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
});
// An idle keep-alive connection stays open 65 s, not Node's 5 s. Clients that pool connections (Playwright's request
// API, whose agent ignores the Keep-Alive header: microsoft/playwright#42701; a proxy in front) may send on a socket
// the server is closing at that moment, and read a reset (the browser tests did, once, in CI); the longer the idle
// time, the rarer that moment.
server.keepAliveTimeout = 65_000;
// CONNECT never reaches the request handler: refuse it like any other method but GET and HEAD.
server.on("connect", (_req: http.IncomingMessage, socket: Duplex) => {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(", ")}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});
// A request Node's parser refuses (a bad method token, a raw control byte, headers too large): answer it and
// close gracefully, so the client reads the 4xx instead of a reset connection.
/** Sockets answered here: Node's parser reports its error again for every further chunk of the refused request. */
const refused = new WeakSet<Duplex>();
/** How long a refused client may go on sending before its connection is dropped. */
const REFUSED_DRAIN_MS = 10_000;
server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
  // The answer is on its way: destroying the socket now would reset it, unread, under a client still sending.
  if (refused.has(socket)) return;
  if (!socket.writable || error.code === "ECONNRESET") {
    socket.destroy();
    return;
  }
  refused.add(socket);
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  // Read (and drop) what the client is still sending: closing with unread bytes would reset the connection
  // before the client reads the answer. A client that never stops is dropped after REFUSED_DRAIN_MS.
  socket.on("data", () => undefined);
  socket.resume();
  const drop = setTimeout(() => socket.destroy(), REFUSED_DRAIN_MS).unref();
  socket.once("close", () => clearTimeout(drop));
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});
server.listen(port, process.env.HOST ?? "127.0.0.1", () => {
  const address = server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  console.log(`Launchbay Docs on http://localhost:${actual}${ignoreHeaders ? " (without _headers)" : ""}`);
});
