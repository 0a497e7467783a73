import { getPageRecords, getSectionRedirects, getSiteRecord } from "@/lib/content/pages";

export const dynamic = "force-static";

/** The page records without bodies, for client features (404 fallback, search, Ask). */
export function GET() {
  return Response.json({ site: getSiteRecord(), pages: getPageRecords(), sections: getSectionRedirects() });
}
