import { renderChangelogRss } from "@/lib/content/changelog";
import { getChangelogEntries } from "@/lib/content/pages";

export const dynamic = "force-static";

/** `/changelog/rss.xml`: the changelog as RSS 2.0 (lib/content/changelog.ts). */
export function GET() {
  return new Response(renderChangelogRss(getChangelogEntries()), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
