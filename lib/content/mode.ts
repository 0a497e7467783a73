/**
 * Where the content comes from in this process, for the scripts' and tests' API (lib/content/index.ts). `next
 * build`'s workers, `next dev` (started by scripts/dev.ts with LAUNCHBAY_CONTENT=generated) and the postbuild step
 * read what the content step or the live preview's watcher generated (`.generated/`); the tests and the other
 * scripts load the content folder live (lib/content/store.ts). `LAUNCHBAY_CONTENT=generated|live` overrides the default.
 */
export type ContentMode = "generated" | "live";

export function contentMode(): ContentMode {
  const forced = process.env.LAUNCHBAY_CONTENT;
  if (forced === "generated" || forced === "live") return forced;
  return process.env.NODE_ENV === "production" ? "generated" : "live";
}
