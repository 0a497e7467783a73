import type { HeaderRule } from "./static-host";

/** The response headers the site asks its CDN for (`out/_headers`). */
export function buildHeaderRules(): HeaderRule[] {
  return [
    {
      source: "/*",
      headers: {
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
      },
    },
    // Hashed file names never change: cache them for a year.
    { source: "/_next/static/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
  ];
}
