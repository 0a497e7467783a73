"use client";

import { useSyncExternalStore } from "react";
import { usePageViews } from "@/lib/hooks/use-page-views";

const noChanges = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

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
  // false in the prerender and while hydrating, true from the render after hydration on.
  const hydrated = useSyncExternalStore(noChanges, inBrowser, onServer);
  return hydrated ? <PageViews /> : null;
}
