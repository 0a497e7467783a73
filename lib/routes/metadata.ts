import type { Metadata } from "next";
import type { PageRecord } from "../content/types";
import { markdownPath } from "../agents/markdown-path";
import { OG_SIZE, ogImagePath } from "../og/paths";
import { site } from "../site";

/** The site's description: the root layout's default and the home page's (in the server's metadata only, not in `site`, which every page's JS carries). */
export const SITE_DESCRIPTION = `Guides and references for building, deploying and running sites and apps on ${site.product}.`;

/** Next metadata of a doc page: title (the layout adds " | Launchbay Docs"), description, canonical, og:*, robots. */
export function pageMetadata(record: PageRecord): Metadata {
  const { frontmatter } = record;
  // Its own 1200×630 image (lib/og), or the one its frontmatter names.
  const image = frontmatter.image ? { url: frontmatter.image } : { url: ogImagePath(record), ...OG_SIZE, alt: `${record.title} — ${site.name}` };
  return {
    title: record.title,
    description: frontmatter.description,
    alternates: { canonical: frontmatter.canonicalUrl, types: { "text/markdown": markdownPath(record.path) } },
    openGraph: {
      type: "article",
      siteName: site.name,
      title: `${record.title}${site.titleSuffix}`,
      description: frontmatter.description,
      url: frontmatter.canonicalUrl,
      images: [image],
      locale: site.language.replace("-", "_"),
    },
    twitter: { card: "summary_large_image", title: `${record.title}${site.titleSuffix}`, description: frontmatter.description, images: [image] },
    robots: frontmatter.robots ? { index: !frontmatter.robots.includes("noindex"), follow: !frontmatter.robots.includes("nofollow") } : undefined,
  };
}

/** URL path of a catch-all route's segments. */
export function slugToPath(slug: string[]): string {
  return `/${slug.map((s) => decodeURIComponent(s)).join("/")}/`;
}
