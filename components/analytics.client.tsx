"use client";

import { useHydrated } from "@/lib/hooks/use-hydrated";
import { usePageViews } from "@/lib/hooks/use-page-views";

function PageViews() {
  usePageViews();
  return null;
}

/**
 * Page views and the analytics loader (the library itself loads after the page is interactive). Renders nothing.
 * The hook reads the query (`useSearchParams`) only after hydration, never in the static prerender: there it bails out
 * to the nearest Suspense boundary, which every page then shipped empty, to be rendered in the browser.
 */
export function Analytics() {
  return useHydrated() ? <PageViews /> : null;
}
