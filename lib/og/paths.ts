import type { PageRecord } from "../content/types";

/** Size of every Open Graph image (the size social sites show large). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** The generated Open Graph image of a doc page: `/og/<page-key>.png` (written by postbuild, lib/og/build.ts). */
export function ogImagePath(record: Pick<PageRecord, "key">): string {
  return `/og/${record.key}.png`;
}

/** The image a page's og:image and twitter:image name: the frontmatter's `image` if set, else its generated one. */
export function pageImage(record: Pick<PageRecord, "key" | "frontmatter">): string {
  return record.frontmatter.image ?? ogImagePath(record);
}
