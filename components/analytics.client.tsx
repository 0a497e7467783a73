"use client";

import { usePageViews } from "@/lib/hooks/use-page-views";

/** Page views and the analytics loader (the library itself loads after the page is interactive). Renders nothing. */
export function Analytics() {
  usePageViews();
  return null;
}
