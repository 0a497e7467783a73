"use client";

import { lazy, Suspense } from "react";

// Server-rendered, and hydrated once their chunk has loaded (after the page's other islands): their code is
// not in a doc page's first-load JS. Both come from one chunk (components/page-islands.ts): one request, not two.
const islands = () => import("./page-islands");
const PageActionsMenu = lazy(() => islands().then((m) => ({ default: m.PageActionsMenu })));
const Feedback = lazy(() => islands().then((m) => ({ default: m.Feedback })));

/**
 * The page actions menu (and the headings' "Copy this section as Markdown"), code-split. Until it loads, an
 * empty row of the menu's height holds its place: the article below does not move when it appears (it moved
 * 42 px on some pages, a layout shift of 0.0125 at 1280 × 800).
 */
export function PageActionsLoader(props: { markdownUrl: string; markdownAbsoluteUrl: string }) {
  return (
    <Suspense fallback={<div className="page-actions" aria-hidden="true" />}>
      <PageActionsMenu {...props} />
    </Suspense>
  );
}

/** "Was this page helpful?", code-split; one instance per page (its state resets on client navigation). */
export function FeedbackLoader({ page, title }: { page: string; title: string }) {
  return (
    <Suspense fallback={null}>
      <Feedback key={page} page={page} title={title} />
    </Suspense>
  );
}
