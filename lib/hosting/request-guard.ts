/**
 * What `npm start` does with a request before any file is looked at (issue #18): a method other than GET
 * and HEAD, an overlong URL, a malformed or double escape, an encoded slash or backslash, a NUL or other
 * control byte, or a `.`/`..` segment in any encoding is a 4xx; `//`, a `_redirects` source and a folder
 * without its slash are sent to the canonical URL in one hop; anything else names a file inside out/.
 * Pure: the file system is asked through `isFolder` only, with a path that cannot leave out/.
 */
import { matchRedirect, fileForPath, type RedirectRule } from "./static-host";

/** Longest request target (path and query) served; longer ones get 414 (browsers and CDNs cap near 2–8 KB). */
export const MAX_URL_LENGTH = 2048;

/** Longest path segment: no file system has a longer file name (ENAMETOOLONG otherwise). */
export const MAX_SEGMENT_BYTES = 255;

/** The methods a static host answers. */
export const ALLOWED_METHODS = ["GET", "HEAD"] as const;

export type Routed = { kind: "reject"; status: 400 | 405 | 414; reason: string } | { kind: "redirect"; status: number; location: string } | { kind: "serve"; pathname: string; url: string };

interface RouteOptions {
  redirects: RedirectRule[];
  /** Whether a decoded path (no `..`, no NUL, starting with `/`) is a folder of out/ with an index.html. */
  isFolder: (pathname: string) => boolean;
}

const reject = (status: 400 | 405 | 414, reason: string): Routed => ({ kind: "reject", status, reason });

/** A decoded path as a URL path again: each segment escaped, so `?`, `#` and `%` in a name stay in the path. */
export function encodePath(pathname: string): string {
  return pathname.split("/").map(encodeURIComponent).join("/");
}

/** Decides what a request gets; see the file comment. `rawUrl` is the request target exactly as received. */
export function routeRequest(method: string, rawUrl: string, { redirects, isFolder }: RouteOptions): Routed {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) return reject(405, `method ${method.slice(0, 20)} not allowed`);
  if (rawUrl.length > MAX_URL_LENGTH) return reject(414, "URL too long");
  if (!rawUrl.startsWith("/")) return reject(400, "not an origin-form request target");
  const rawPath = rawUrl.split("?", 1)[0] as string;
  const search = rawUrl.slice(rawPath.length);
  // Node's parser lets through bytes a browser would have escaped; a target with them came from no link of ours.
  if (/[^\x21-\x7e]/.test(rawUrl)) return reject(400, "unescaped byte in the URL");
  if (rawPath.includes("#") || rawPath.includes("\\")) return reject(400, "fragment or backslash in the path");
  if (/%(?![0-9a-f]{2})/i.test(rawPath)) return reject(400, "malformed escape");
  // An escaped slash or backslash would turn into a separator after decoding; no file name of out/ has one.
  if (/%(2f|5c)/i.test(rawPath)) return reject(400, "escaped separator");
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return reject(400, "malformed escape");
  }
  if (/[\x00-\x1f\x7f]/.test(decoded)) return reject(400, "control byte in the path");
  // Still an escape after one decoding (`%252e`): double encoding, which only a traversal attempt uses.
  if (/%[0-9a-f]{2}/i.test(decoded)) return reject(400, "double escape");
  const segments = decoded.split("/");
  if (segments.some((segment) => segment === "." || segment === "..")) return reject(400, "dot segment");
  if (segments.some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) return reject(414, "path segment too long");

  let canonical = decoded.replace(/\/{2,}/g, "/");
  // `_redirects` on the collapsed path, so `//x/index.html` reaches its page in one hop (as a CDN applies them first).
  const rule = matchRedirect(canonical, redirects);
  if (rule) return { kind: "redirect", status: rule.status, location: (/^https?:\/\//.test(rule.to) ? rule.to : encodePath(rule.to)) + search };
  if (!canonical.endsWith("/") && isFolder(canonical)) canonical += "/";
  if (canonical !== decoded) return { kind: "redirect", status: 301, location: encodePath(canonical) + search };
  return { kind: "serve", pathname: canonical, url: encodePath(fileForPath(canonical)) + search };
}
