import localFont from "next/font/local";

/**
 * The text face, self-hosted (no fonts service): Inter, a subset of the @fontsource-variable file to the
 * weights and characters the site uses, made by `npm run fonts` (scripts/subset-fonts.ts). Preloaded,
 * `font-display: swap`, and metric-matched fallbacks keep the swap from shifting the layout; a character
 * outside the subset renders in a fallback.
 *
 * Code uses the reader's system monospace face (SF Mono, Cascadia/Consolas, DejaVu/Liberation Mono): a
 * web font for code cost every doc page 28 KB before its first paint on a phone, for little gain.
 */
export const inter = localFont({
  src: "./fonts/inter-text.woff2",
  weight: "400 700",
  style: "normal",
  display: "swap",
  preload: true,
  variable: "--font-inter",
  // next/font's metric-matched fallback is local(Arial), which Android and most Linux systems lack: "Inter
  // Metric Fallback" (app/globals.css) applies the same metrics to their Arial-width faces.
  fallback: ["Inter Metric Fallback", "ui-sans-serif", "system-ui", "Arial"],
});
