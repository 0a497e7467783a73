import { createHash } from "node:crypto";

/**
 * The third-party hosts the site may talk to: the analytics and RUM vendors (their keys arrive at run
 * time from /analytics-config.json, and they load only on the production host), Algolia when a search
 * app id is configured at build time, and the video card's player once the reader presses play.
 */
export function thirdPartyHosts(env: Record<string, string | undefined> = process.env) {
  const algoliaAppId = env.NEXT_PUBLIC_ALGOLIA_APP_ID?.toLowerCase();
  const askApi = env.NEXT_PUBLIC_ASK_API_URL ? new URL(env.NEXT_PUBLIC_ASK_API_URL).origin : undefined;
  const feedbackApi = env.NEXT_PUBLIC_FEEDBACK_URL?.trim() ? new URL(env.NEXT_PUBLIC_FEEDBACK_URL.trim()).origin : undefined;
  return {
    script: ["https://www.googletagmanager.com", "https://cdn.segment.com", "https://assets.customer.io"],
    connect: [
      "https://api.segment.io",
      "https://cdn.segment.com",
      "https://track.customer.io",
      "https://browser-intake-datadoghq.com",
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      ...(algoliaAppId ? [`https://${algoliaAppId}-dsn.algolia.net`, `https://${algoliaAppId}.algolia.net`, "https://*.algolianet.com"] : []),
      ...(askApi ? [askApi] : []),
      ...(feedbackApi ? [feedbackApi] : []),
    ],
    img: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://track.customer.io"],
    frame: ["https://www.youtube-nocookie.com"],
  };
}

/** A value as JavaScript for an inline <script>: JSON with `<` escaped, so no `</script>` can end it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The CSP source for a script's text: 'sha256-…' of exactly the bytes between its tags. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Hashes of every inline script of a page (scripts with a src are covered by 'self' and the hosts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\ssrc\s*=/i.test(match[1] ?? ""))
    .map((match) => scriptHash(match[2] ?? ""));
  return [...new Set(hashes)];
}

/** Directives every response carries (`/*` in `_headers`); they restrict no script, so they combine with a page's own policy. */
export const BASE_CSP = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

/** The full policy of one HTML page: our origin, the configured hosts, and the hashes of its inline scripts. */
export function pageCsp(hashes: string[], hosts = thirdPartyHosts()): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes, ...hosts.script].join(" ")}`,
    // Shiki colours code with style attributes; no script is allowed inline without its hash.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${hosts.img.join(" ")}`,
    "font-src 'self'",
    `connect-src 'self' ${hosts.connect.join(" ")}`,
    `frame-src ${hosts.frame.join(" ")}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    BASE_CSP,
  ].join("; ");
}
