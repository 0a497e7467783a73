import type { Metadata } from "next";
import { HomeLayout } from "@/components/layout/home-layout";
import { CHANGELOG_FEED_PATH, CHANGELOG_TITLE, HOME_ENTRIES } from "@/lib/content/changelog";
import { getChangelogEntries, getContentIndex } from "@/lib/content/pages";
import { site } from "@/lib/site";
import { SITE_DESCRIPTION } from "@/lib/routes/metadata";

export const metadata: Metadata = {
  title: { absolute: site.name },
  description: SITE_DESCRIPTION,
  alternates: { canonical: `${site.origin}/`, types: { "application/rss+xml": [{ url: CHANGELOG_FEED_PATH, title: CHANGELOG_TITLE }] } },
  openGraph: { title: site.name, url: `${site.origin}/`, description: SITE_DESCRIPTION },
};

export default function HomePage() {
  return <HomeLayout home={getContentIndex().home} whatsNew={getChangelogEntries().slice(0, HOME_ENTRIES)} />;
}
