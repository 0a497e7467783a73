import { parseReferrer } from "analytics-utils";

/** Where a visit came from (docs/CONTRACT.md §3: campaign source, medium, campaign, term, content, gclid, dclid). */
export interface TrafficSource {
  source: string;
  medium: string;
  campaign: string;
  term?: string;
  content?: string;
  gclid?: string;
  dclid?: string;
  /** The external referring URL, when there was one. */
  referrer?: string;
}

/** Search engines analytics-utils does not know, by host name suffix. */
const extraSearchEngines: Record<string, { source: string; param: string }> = {
  "duckduckgo.com": { source: "duckduckgo", param: "q" },
  "ecosia.org": { source: "ecosia", param: "q" },
  "search.brave.com": { source: "brave", param: "q" },
  "startpage.com": { source: "startpage", param: "query" },
  "qwant.com": { source: "qwant", param: "q" },
};

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const fields = ["source", "medium", "campaign", "term", "content", "gclid", "dclid", "referrer"] as const;

/**
 * The traffic source of a landing: utm_* parameters, gclid (google / cpc) and dclid (google / cpm) first, then a
 * known search engine as the referrer (medium `organic`, with the search term when the referrer shows it), then
 * any other site (`referral`), else `(direct)`. Built on analytics-utils' parseReferrer.
 */
export function getTrafficSource(referrer: string, landingUrl: string): TrafficSource {
  const parsed: Record<string, unknown> = { ...parseReferrer(referrer || undefined, landingUrl) };
  if (parsed.medium === "internal") Object.assign(parsed, { source: "(direct)", medium: "(none)" });
  const url = parsed.medium === "referral" && !safeUrl(landingUrl)?.searchParams.has("utm_source") ? safeUrl(referrer) : null;
  const engine = url && Object.entries(extraSearchEngines).find(([host]) => url.hostname === host || url.hostname.endsWith(`.${host}`));
  if (url && engine) Object.assign(parsed, { source: engine[1].source, medium: "organic", term: url.searchParams.get(engine[1].param) || "(not provided)" });
  return Object.fromEntries(fields.map((field) => [field, parsed[field]]).filter(([, value]) => typeof value === "string" && value !== "")) as TrafficSource;
}
