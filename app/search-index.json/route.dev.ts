import { getPackedIndex } from "@/lib/search/server";

export const dynamic = "force-static";

/**
 * `npm run dev` only: the local search index (lib/search/pack.ts) for the MCP server and tools (the build's postbuild
 * step writes `/search-index.json` from the same index it splits for the browser, so the index is built once).
 */
export function GET() {
  return Response.json(getPackedIndex());
}
