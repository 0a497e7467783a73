/**
 * Structured data of a doc page (schema.org, JSON-LD): a TechArticle (with the page's Open Graph image) and
 * the page's BreadcrumbList.
 * Pure; rendered by components/layout/json-ld.tsx as a `<script type="application/ld+json">` data block,
 * which browsers never execute, so the Content-Security-Policy does not apply to it (postbuild hashes it
 * with the other inline scripts all the same).
 */
import type { PageRecord } from "../content/types";
import { pageImage } from "../og/paths";
import { absoluteUrl, site } from "../site";

/** A breadcrumb as lib/nav/sidebar-links.ts gives it: a label, with a URL where the level is a page. */
export interface Crumb {
  label: string;
  url?: string;
}

/**
 * The page's JSON-LD. Breadcrumbs: the docs home, the trail levels that are pages (sidebar sub-groups with
 * their own page; group labels without a page have no URL, and a ListItem needs one), then the page itself.
 */
export function pageJsonLd(record: PageRecord, crumbs: Crumb[], image: string = pageImage(record)) {
  const url = record.frontmatter.canonicalUrl;
  const trail = [
    { name: site.name, item: absoluteUrl("/") },
    ...crumbs.filter((c) => c.url && c.url !== record.path).map((c) => ({ name: c.label, item: absoluteUrl(c.url as string) })),
    { name: record.title, item: url },
  ];
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "TechArticle",
        headline: record.title,
        description: record.frontmatter.description,
        dateModified: new Date(record.lastUpdatedTimestamp).toISOString(),
        url,
        inLanguage: site.language,
        image: absoluteUrl(image),
        isPartOf: { "@type": "WebSite", name: site.name, url: absoluteUrl("/") },
        publisher: { "@type": "Organization", name: site.product, url: "https://www.launchbay.com" },
      },
      { "@type": "BreadcrumbList", itemListElement: trail.map((t, i) => ({ "@type": "ListItem", position: i + 1, name: t.name, item: t.item })) },
    ],
  } as const;
}

/** The page's JSON-LD as pageJsonLd makes it: a TechArticle, then the BreadcrumbList. */
export type PageJsonLd = ReturnType<typeof pageJsonLd>;
