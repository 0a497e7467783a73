import { createHash } from "node:crypto";
import { apiOrigin } from "../api/request";

/*
 * The site's Content-Security-Policy: which hosts, which directives, the hash of a script. Putting a policy into
 * each exported page (reading its inline scripts, finding its <head>) is lib/next-export/'s (withCspMeta).
 */

/**
 * The third-party hosts the site may talk to: the analytics and RUM vendors (their keys arrive at run
 * time from /analytics-config.json, and they load only on the production host), Algolia when a search
 * app id is configured at build time, the video card's player once the reader presses play, and the REST API
 * (NEXT_PUBLIC_API_ORIGIN, default https://api.launchbay.com) that the reference's Try it panel calls.
 */
export function thirdPartyHosts(env: Record<string, string | undefined> = process.env) {
  const algoliaAppId = env.NEXT_PUBLIC_ALGOLIA_APP_ID?.toLowerCase();
  const services = [env.NEXT_PUBLIC_ASK_API_URL, env.NEXT_PUBLIC_FEEDBACK_URL?.trim()].filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin);
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
      ...services,
      apiOrigin(env.NEXT_PUBLIC_API_ORIGIN),
    ],
    img: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://track.customer.io"],
    frame: ["https://www.youtube-nocookie.com"],
  };
}

/** Text made inert in HTML (element content and quoted attributes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A value as JavaScript for an inline <script>: JSON with `<` escaped, so no `</script>` can end it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The CSP source for a script's text: 'sha256-…' of exactly the bytes between its tags. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * Directives every response carries (`/*` in `_headers`): the ones a `<meta>` policy cannot carry (frame-ancestors)
 * and two that cost nothing to repeat. They restrict no script, so they combine with each page's own policy.
 */
export const BASE_CSP = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

/** Directives browsers ignore (with a console warning) in a `<meta http-equiv>` policy. */
export const META_IGNORED_DIRECTIVES = ["frame-ancestors", "report-uri", "sandbox"] as const;

/**
 * The policy of one HTML page, carried by the page itself in a `<meta http-equiv>` tag (so every host enforces
 * it, with or without `_headers`): our origin, the configured hosts, and the hashes of its inline scripts.
 * Without the directives a meta policy cannot carry; `_headers` adds frame-ancestors where the host reads it.
 */
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
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The `<meta>` tag of a page's policy. */
export function cspMetaTag(policy: string): string {
  if (META_IGNORED_DIRECTIVES.some((name) => policy.split(";").some((d) => d.trim().startsWith(name)))) throw new Error(`a <meta> CSP cannot carry ${META_IGNORED_DIRECTIVES.join(", ")}: ${policy}`);
  return `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}">`;
}
