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
import { HOME_MARKDOWN } from "./llms-groups";

/** The header value for a page path (the home page's twin is /index.md). Relative, so preview deploys point at their own copy. */
export const markdownLinkHeader = (pagePath: string) => `<${pagePath === "/" ? HOME_MARKDOWN : markdownPath(pagePath)}>; rel="alternate"; type="text/markdown"`;

/** One rule per page that has a Markdown copy, and one for the home page. */
export function markdownLinkRules(index: ContentIndex, hasCopy: (pagePath: string) => boolean = () => true): HeaderRule[] {
  const pages = index.ordered.map((entry) => entry.record.path).filter((p) => p !== "/" && hasCopy(p));
  return ["/", ...pages].map((p) => ({ source: p, headers: { Link: markdownLinkHeader(p) } }));
}
