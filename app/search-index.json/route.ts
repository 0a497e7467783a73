import { getPackedIndex } from "@/lib/search/server";

export const dynamic = "force-static";

/** The local search index (lib/search/pack.ts), fetched by the search dialog and the Ask page on first use. */
export function GET() {
  return Response.json(getPackedIndex());
}
