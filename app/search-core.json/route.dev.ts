import { getSplitIndex } from "@/lib/search/server";

export const dynamic = "force-static";

/** `npm run dev` only: the core of the split search index (the build's postbuild step writes `/search-core.json`). */
export function GET() {
  return Response.json(getSplitIndex().core);
}
