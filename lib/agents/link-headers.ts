/**
 * `Link: </functions/api.md>; rel="alternate"; type="text/markdown"` on every doc page's response: the same
 * pointer to the page's Markdown copy as the `<link rel="alternate" type="text/markdown">` in its head, for
 * agents that read headers (or send HEAD) first.
 *
 * `npm start` sends it for every page (scripts/serve.ts). It is not written into `_headers`: Netlify-style
 * `_headers` cannot substitute the path into a header value, so it would take one rule per page, and hosts cap
 * the file (100 rules on some) and reject it whole, security headers included. `markdownLinkRules` gives the
 * per-page rules for an operator whose host has no such cap.
 */
import type { ContentIndex } from "../content/types";
import { markdownPath } from "./markdown-path";
import type { HeaderRule } from "../hosting/static-host";
import { HOME_MARKDOWN } from "./llms-groups";

/** The Markdown twin of a page path (the home page's is /index.md). */
export const markdownTwinPath = (pagePath: string) => (pagePath === "/" ? HOME_MARKDOWN : markdownPath(pagePath));

/** The header value for a page path. Relative, so preview deploys point at their own copy. */
export const markdownLinkHeader = (pagePath: string) => `<${markdownTwinPath(pagePath)}>; rel="alternate"; type="text/markdown"`;

/** One rule per page that has a Markdown copy, and one for the home page. */
export function markdownLinkRules(index: ContentIndex, hasCopy: (pagePath: string) => boolean = () => true): HeaderRule[] {
  const pages = index.ordered.map((entry) => entry.record.path).filter((p) => p !== "/" && hasCopy(p));
  return ["/", ...pages].map((p) => ({ source: p, headers: { Link: markdownLinkHeader(p) } }));
}
