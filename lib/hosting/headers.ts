import { BASE_CSP } from "./csp";
import type { HeaderRule } from "./static-host";

/**
 * The whole `_headers` file: security and caching headers for every response (`/*` and `/_next/static/*`),
 * the same few rules whatever the page count. Each page carries its script policy in its own `<meta>` tag
 * (lib/next-export/html.ts withCspMeta, with the policy of lib/hosting/csp.ts); this adds what a meta tag cannot: frame-ancestors, HSTS, nosniff and the others.
 */
export function buildHeaderRules(): HeaderRule[] {
  return [
    {
      source: "/*",
      headers: {
        "Content-Security-Policy": BASE_CSP,
        "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
        "Cross-Origin-Opener-Policy": "same-origin",
      },
    },
    // Hashed file names never change: cache them for a year.
    ...["/_next/static/*", "/search-semantic/*", "/search-shards/*"].map((source) => ({ source, headers: { "Cache-Control": "public, max-age=31536000, immutable" } })),
  ];
}
