/** Pure helpers of the crawl of out/ (scripts/crawl.ts): what a page links to and what it holds. */

/** Internal hrefs of a page's `<a>` elements (http(s) links to other hosts, mailto and tel left out). */
export function pageLinks(html: string, origin: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
    const href = (match[1] ?? "").replace(/&amp;/g, "&");
    if (/^(mailto:|tel:|javascript:)/.test(href)) continue;
    if (!/^https?:\/\//.test(href)) links.push(href);
    else if (href.startsWith(origin)) links.push(href.slice(origin.length) || "/");
  }
  return links;
}

/** Every id in a page (anchors must land on one). */
export function pageIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] as string));
}

/** Resolves a link relative to the page it is on; returns the path and the fragment. */
export function resolveLink(href: string, fromPath: string): { path: string; hash: string } {
  const url = new URL(href, `https://crawl.invalid${fromPath}`);
  return { path: url.pathname, hash: decodeURIComponent(url.hash.slice(1)) };
}

/** `<loc>` URLs of a sitemap. */
export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
}
