import type { Metadata } from "next";
import { HomeLayout } from "@/components/layout/home-layout";
import { CHANGELOG_FEED_PATH, CHANGELOG_TITLE, HOME_ENTRIES } from "@/lib/content/changelog";
import { getChangelogEntries, getContentIndex } from "@/lib/content/pages";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: { absolute: site.name },
  description: "Guides and references for building, deploying and running sites and apps on Launchbay.",
  alternates: { canonical: `${site.origin}/`, types: { "application/rss+xml": [{ url: CHANGELOG_FEED_PATH, title: CHANGELOG_TITLE }] } },
  openGraph: { title: site.name, url: `${site.origin}/`, description: "Guides and references for building, deploying and running sites and apps on Launchbay." },
};

export default function HomePage() {
  return <HomeLayout home={getContentIndex().home} whatsNew={getChangelogEntries().slice(0, HOME_ENTRIES)} />;
}
