import localFont from "next/font/local";

/**
 * The text face, self-hosted (no fonts service): Inter, a subset of the @fontsource-variable file to the
 * weights and characters the site uses, made by `npm run fonts` (scripts/subset-fonts.ts). Preloaded, with
 * `font-display: optional`: a page whose font is not there by its first paint keeps its metric-matched fallback
 * and the next page uses the cached font. A swap moved text even with matched metrics (a fallback line wraps at
 * other words: table rows on a slow phone grew by a line, CLS 0.02). A character outside the subset renders in a
 * fallback.
 *
 * Code uses the reader's system monospace face (SF Mono, Cascadia/Consolas, DejaVu/Liberation Mono): a
 * web font for code cost every doc page 28 KB before its first paint on a phone, for little gain.
 */
export const inter = localFont({
  src: "./fonts/inter-text.woff2",
  weight: "400 700",
  style: "normal",
  display: "optional",
  preload: true,
  variable: "--font-inter",
  // next/font's metric-matched fallback is local(Arial), which Android and most Linux systems lack: "Inter
  // Metric Fallback" (app/globals.css) applies the same metrics to their Arial-width faces.
  fallback: ["Inter Metric Fallback", "ui-sans-serif", "system-ui", "Arial"],
});
