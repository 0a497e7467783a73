import type { Metadata } from "next";
import { ChangelogLayout } from "@/components/layout/changelog-layout";
import { CHANGELOG_DESCRIPTION, CHANGELOG_FEED_PATH, CHANGELOG_PATH, CHANGELOG_TITLE } from "@/lib/content/changelog";
import { getChangelogEntries } from "@/lib/content/pages";
import { absoluteUrl } from "@/lib/site";

export const metadata: Metadata = {
  title: CHANGELOG_TITLE,
  description: CHANGELOG_DESCRIPTION,
  alternates: { canonical: absoluteUrl(CHANGELOG_PATH), types: { "application/rss+xml": [{ url: CHANGELOG_FEED_PATH, title: CHANGELOG_TITLE }] } },
  openGraph: { title: CHANGELOG_TITLE, description: CHANGELOG_DESCRIPTION, url: absoluteUrl(CHANGELOG_PATH) },
};

/** `/changelog/`, from content/changelog.yaml (lib/content/changelog.ts). */
export default function ChangelogPage() {
  return <ChangelogLayout entries={getChangelogEntries()} />;
}
