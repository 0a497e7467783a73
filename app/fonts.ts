import localFont from "next/font/local";

/**
 * Self-hosted variable fonts (no fonts service): subsets of the @fontsource-variable files to the weights
 * and characters the site uses, made by `npm run fonts` (scripts/subset-fonts.ts). `font-display: swap`,
 * and metric-matched fallbacks from next/font keep the swap from shifting the layout; a character outside
 * a subset renders in that fallback. Only the text face is preloaded: code blocks sit below the fold on a
 * phone, and the code face's bytes would compete with the page's first paint.
 */
export const inter = localFont({
  src: "./fonts/inter-text.woff2",
  weight: "400 700",
  style: "normal",
  display: "swap",
  preload: true,
  variable: "--font-inter",
  fallback: ["ui-sans-serif", "system-ui", "Arial"],
});

export const jetbrainsMono = localFont({
  src: "./fonts/jetbrains-mono-text.woff2",
  weight: "400 700",
  style: "normal",
  display: "swap",
  preload: false,
  variable: "--font-jetbrains-mono",
  fallback: ["ui-monospace", "Menlo", "Consolas", "monospace"],
  adjustFontFallback: false,
});
