import { getSearchGroups } from "@/lib/search/server";

export const dynamic = "force-static";

/** `npm run dev` only: the search filter's sidebar groups (the build's postbuild step writes `/search-groups.json`). */
export function GET() {
  return Response.json(getSearchGroups());
}
