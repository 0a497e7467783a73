/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export",
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: { root: import.meta.dirname },
  // `npm test` type-checks with `tsc --noEmit`; checking again inside every build costs ~10 s.
  typescript: { ignoreBuildErrors: true },
  // Static generation is most of the build: use both cores of the build machine (Next defaults to cores - 1).
  experimental: { cpus: Math.max(2, (await import("node:os")).availableParallelism()) },
};

export default nextConfig;
