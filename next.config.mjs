import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** `next dev` (the build and `next start` run with NODE_ENV=production). */
const dev = process.env.NODE_ENV === "development";

/**
 * Libraries that only ever run in the browser, after hydration (analytics and its plugins, RUM, Algolia's client):
 * outside the browser they resolve to lib/browser/browser-only.mjs, so the server bundles of every route (and the first
 * page of `next dev`) do not compile them. lib/browser/browser-only.mjs says why; a test keeps this list and the imports in step.
 */
export const BROWSER_ONLY = ["@datadog/browser-rum", "analytics", "@analytics/google-tag-manager", "@analytics/segment", "@analytics/customerio", "algoliasearch/lite"];

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export",
  // Under `next dev`, the libraries only the server side reads (the read API's schemas and YAML parsers) are required
  // from node_modules instead of compiled for the first page it serves (~1 s of its ~9 here). Not in the build: there,
  // Turbopack adds external-module support to every page's runtime chunk (0.4 KB gzip) for no gain in a static export.
  serverExternalPackages: dev ? ["zod", "yaml", "js-yaml"] : [],
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: {
    root: import.meta.dirname,
    // analytics-utils without its time-zone lookup, which costs every page a long task (see the file).
    resolveAlias: {
      "analytics-utils": "./lib/analytics/analytics-utils.mjs",
      ...Object.fromEntries(BROWSER_ONLY.map((name) => [name, { browser: name, default: "./lib/browser/browser-only.mjs" }])),
    },
  },
  // `route.dev.ts` files are routes under `next dev` only: what the build's postbuild step writes instead.
  pageExtensions: dev ? ["dev.ts", "tsx", "ts"] : ["tsx", "ts"],
  // `npm test` type-checks with `tsc --noEmit`; checking again inside every build costs ~10 s.
  typescript: { ignoreBuildErrors: true },
  // Source maps of the server bundle only serve stack traces of build errors; content errors are reported
  // by the content checks before Next starts. Without them a cold build compiles ~1.5 s faster.
  enablePrerenderSourceMaps: dev,
  experimental: {
    // Static generation is most of the build: use every core of the build machine (Next defaults to cores - 1).
    cpus: Math.max(2, os.availableParallelism()),
    turbopackSourceMaps: dev,
    // Turbopack keeps its compile in .next/cache/turbopack between builds on a machine that has built before (a
    // `.next/` folder exists when the config loads): a build after a code change then compiles in ~4 s instead of ~12.
    // A fresh clone's first build writes none: writing it cost ~8 CPU-s, 4.5 s of a cold compile (2 pairs), for a
    // cache a CI clone never reads. A build of unchanged code compiles nothing either way (scripts/steps/next-build.ts).
    turbopackFileSystemCacheForBuild: fs.existsSync(path.join(import.meta.dirname, ".next")),
    // A route's segments (its head, the catch-all's layout, the page) as the separate files Next wrote before 16.4,
    // not inlined into each other: inlining measures each segment's gzip size in a second pass over every page's
    // payload. Warm builds 0.86–0.96× as long; a prefetch is 4 requests instead of 2 for the same bytes and a click's
    // navigation takes as long (docs/performance.md). No page prefetches on sight (lib/nav/intent.ts).
    prefetchInlining: false,
  },
};

export default nextConfig;
