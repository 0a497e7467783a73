/**
 * Where the docs MCP server reads the built site from: a local `out/` folder or the deployed site. Both
 * answer `fetch(urlPath)` like the static host would, so the search backend (lib/search/local.ts) and the
 * tools read the same files either way. No other server is contacted.
 */
import fs from "node:fs";
import path from "node:path";
import { site } from "../../../lib/site";

export interface DocsSource {
  /** "out/ at /path" or the site's origin, for messages. */
  readonly label: string;
  /** The origin links in answers point at (the production origin for a local out/, which links to it). */
  readonly origin: string;
  /** The file at a site path (`/search-index.json`, `/functions/api.md`), as a Response (404 when missing). */
  fetch(urlPath: string): Promise<Response>;
}

const TYPES: Record<string, string> = { ".json": "application/json", ".md": "text/markdown; charset=utf-8", ".txt": "text/plain; charset=utf-8", ".html": "text/html; charset=utf-8" };

/** A built `out/` folder. Paths are confined to it. */
export function outDirSource(dir: string): DocsSource {
  const root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, "llms.txt"))) throw new Error(`${root} is not a built Launchbay Docs out/ folder (no llms.txt): run \`npm run build\` or pass --out DIR`);
  return {
    label: `out/ at ${root}`,
    origin: site.origin,
    async fetch(urlPath) {
      const pathname = decodeURIComponent(new URL(urlPath, "http://local").pathname);
      const file = path.resolve(root, `.${pathname.endsWith("/") ? `${pathname}index.html` : pathname}`);
      if (file !== root && !file.startsWith(`${root}${path.sep}`)) return new Response("Not found", { status: 404 });
      try {
        return new Response(await fs.promises.readFile(file), { status: 200, headers: { "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream" } });
      } catch {
        return new Response("Not found", { status: 404 });
      }
    },
  };
}

/** The deployed site (`https://docs.launchbay.com`, or any origin serving a build). */
export function siteSource(url: string, timeoutMs = 15_000): DocsSource {
  if (!URL.canParse(url)) throw new Error(`--site ${url}: not a URL (e.g. ${site.origin})`);
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error(`--site ${url}: only http(s) sites can be read`);
  const origin = parsed.origin;
  return {
    label: origin,
    origin,
    fetch: (urlPath) => fetch(new URL(urlPath, origin), { signal: AbortSignal.timeout(timeoutMs), headers: { "User-Agent": "launchbay-docs-mcp" } }),
  };
}
