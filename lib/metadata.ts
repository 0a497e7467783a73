import type { Metadata } from "next";
import type { PageRecord } from "./content/types";
import { markdownPath } from "./markdown";
import { site } from "./site";

/** Next metadata of a doc page: title (the layout adds " | Launchbay Docs"), description, canonical, og:*, robots. */
export function pageMetadata(record: PageRecord): Metadata {
  const { frontmatter } = record;
  const noindex = frontmatter.robots?.includes("noindex") ?? false;
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
      images: [{ url: frontmatter.image ?? site.defaultImage }],
      locale: site.language.replace("-", "_"),
    },
    robots: frontmatter.robots ? { index: !noindex, follow: !frontmatter.robots.includes("nofollow") } : undefined,
  };
}

/** URL path of a catch-all route's segments. */
export function slugToPath(slug: string[]): string {
  return `/${slug.map((s) => decodeURIComponent(s)).join("/")}/`;
}
