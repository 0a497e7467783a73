/**
 * `Link: </functions/api.md>; rel="alternate"; type="text/markdown"` on every doc page's response: the same
 * pointer to the page's Markdown copy as the `<link rel="alternate" type="text/markdown">` in its head, for
 * agents that read headers (or send HEAD) first.
 *
 * One `_headers` rule per page: Netlify-style `_headers` matches paths with `*` splats, but only Cloudflare
 * Pages substitutes `:splat` into header values; Netlify (and `npm start`) do not, so one wildcard rule would
 * be wrong there. Two short lines per page.
 */
import type { ContentIndex } from "../content/types";
import { markdownPath } from "../markdown";
import type { HeaderRule } from "../static-host";

/** The header value for a page path. Relative, so preview deploys point at their own copy. */
export const markdownLinkHeader = (pagePath: string) => `<${markdownPath(pagePath)}>; rel="alternate"; type="text/markdown"`;

/** One rule per page that has a Markdown copy (every page record; the home page has none). */
export function markdownLinkRules(index: ContentIndex, hasCopy: (pagePath: string) => boolean = () => true): HeaderRule[] {
  return index.ordered.filter((entry) => entry.record.path !== "/" && hasCopy(entry.record.path)).map((entry) => ({ source: entry.record.path, headers: { Link: markdownLinkHeader(entry.record.path) } }));
}
