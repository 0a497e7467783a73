import { getAnalyticsKeys } from "@/lib/site";

export const dynamic = "force-static";

/**
 * The analytics keys of this build, as a static file the analytics loader fetches on the production host
 * only. Keeping them out of the JS bundle lets a deploy change keys without a rebuild and lets the browser
 * tests answer this file with test keys, so `npm test` needs one build.
 */
export function GET() {
  return Response.json(getAnalyticsKeys());
}
