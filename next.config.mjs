import os from "node:os";

/** `next dev` (the build and `next start` run with NODE_ENV=production). */
const dev = process.env.NODE_ENV === "development";

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export",
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: {
    root: import.meta.dirname,
    // analytics-utils without its time-zone lookup, which costs every page a long task (see the file).
    resolveAlias: { "analytics-utils": "./lib/analytics/analytics-utils.mjs" },
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
  },
};

export default nextConfig;
