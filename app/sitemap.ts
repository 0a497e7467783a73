import type { MetadataRoute } from "next";
import { SITE_PAGES } from "@/lib/content/site-routes";
import { getPageRecords } from "@/lib/content/pages";
import { absoluteUrl } from "@/lib/site";

export const dynamic = "force-static";

/** Every indexable page; noindex pages stay out. */
export default function sitemap(): MetadataRoute.Sitemap {
  const pages = getPageRecords().filter((record) => !record.frontmatter.robots?.includes("noindex"));
  return [
    { url: absoluteUrl("/"), changeFrequency: "weekly", priority: 1 },
    ...pages.map((record) => ({ url: record.frontmatter.canonicalUrl, lastModified: new Date(record.lastUpdatedTimestamp) })),
    ...SITE_PAGES.map((sitePage) => ({ url: absoluteUrl(sitePage), changeFrequency: "weekly" as const })),
  ];
}
