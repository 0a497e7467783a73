import localFont from "next/font/local";

/**
 * Self-hosted variable fonts from @fontsource-variable (no fonts service): `font-display: swap`, and
 * metric-matched fallbacks from next/font keep the swap from shifting the layout. Each face is preloaded
 * where it is used: the text face on every page (root layout), the code face on doc pages (doc layout).
 */
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  preload: true,
  variable: "--font-inter",
  fallback: ["ui-sans-serif", "system-ui", "Arial"],
});

export const jetbrainsMono = localFont({
  src: "../node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2",
  weight: "100 800",
  style: "normal",
  display: "swap",
  preload: true,
  variable: "--font-jetbrains-mono",
  fallback: ["ui-monospace", "Menlo", "Consolas", "monospace"],
  adjustFontFallback: false,
});
