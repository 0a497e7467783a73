/**
 * The search files of a build, in memory, answered like the static host answers them: the whole index, its
 * split (core, term shards, section blocks), the per-page texts and the semantic data the index names. What
 * `npm run search:push` and the tests run the site's own search code on (LocalSearch, as the dialog and Ask
 * call it; the MCP server's tools), without a build on disk. Build-time code (Node).
 */
import { search as config } from "../site";
import { pageTextUrl } from "./local";
import { buildPackedIndex, buildPageTexts } from "./build-index";
import { splitIndex } from "./shards";
import type { SearchSection } from "./types";

/** A fetch over the search files of `sections` (404 for anything else); with `semantic`, the index names that data. */
export function searchFiles(sections: SearchSection[], semantic?: Uint8Array): (url: string) => Promise<Response> {
  const semanticUrl = `${config.semanticDir}semantic-in-memory.bin`;
  const packed = { ...buildPackedIndex(sections), ...(semantic ? { semantic: semanticUrl } : {}) };
  const split = splitIndex(packed);
  const files = new Map<string, string | Uint8Array<ArrayBuffer>>([
    [config.indexPath, JSON.stringify(packed)],
    [config.corePath, JSON.stringify(split.core)],
    ...[...split.files].map(([name, file]): [string, string] => [`${config.shardDir}${name}`, JSON.stringify(file)]),
    ...[...buildPageTexts(sections).values()].map((page): [string, string] => [pageTextUrl(page.path), JSON.stringify(page)]),
    ...(semantic ? [[semanticUrl, new Uint8Array(semantic)] as [string, Uint8Array<ArrayBuffer>]] : []),
  ]);
  return async (url) => {
    const body = files.get(new URL(url, "http://local").pathname);
    return body === undefined ? new Response("Not found", { status: 404 }) : new Response(body, { status: 200 });
  };
}
