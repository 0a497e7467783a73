/**
 * Where the content comes from in this process. `next build`'s workers and the postbuild step read what
 * the build's content step generated (`.generated/`); `next dev`, the tests and the other scripts load the
 * content folder live (lib/content/store.ts). `LAUNCHBAY_CONTENT=generated|live` overrides the default.
 */
export type ContentMode = "generated" | "live";

export function contentMode(): ContentMode {
  const forced = process.env.LAUNCHBAY_CONTENT;
  if (forced === "generated" || forced === "live") return forced;
  return process.env.NODE_ENV === "production" ? "generated" : "live";
}
