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

export interface TechArticle {
  "@type": "TechArticle";
  headline: string;
  description: string;
  dateModified: string;
  url: string;
  inLanguage: string;
  image: string;
  isPartOf: { "@type": "WebSite"; name: string; url: string };
  publisher: { "@type": "Organization"; name: string; url: string };
}

export interface BreadcrumbList {
  "@type": "BreadcrumbList";
  itemListElement: { "@type": "ListItem"; position: number; name: string; item: string }[];
}

export interface PageJsonLd {
  "@context": "https://schema.org";
  "@graph": [TechArticle, BreadcrumbList];
}

/**
 * The page's JSON-LD. Breadcrumbs: the docs home, the trail levels that are pages (sidebar sub-groups with
 * their own page; group labels without a page have no URL, and a ListItem needs one), then the page itself.
 */
export function pageJsonLd(record: PageRecord, crumbs: Crumb[], image: string = pageImage(record)): PageJsonLd {
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
  };
}
