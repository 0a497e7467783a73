"use client";

import { lazy, Suspense, use, useEffect, type ReactNode } from "react";
import { whenEngagedOrIdle } from "@/lib/browser/later";
import { holdEarlyClicks } from "@/lib/browser/held-clicks";

// Server-rendered, and hydrated once their chunk has loaded: their code is not in a doc page's first-load JS, and
// it loads on the reader's first interaction with the page, when the page is hidden, or once it has been idle a while
// (lib/browser/later.ts; issue #31: what a reader may never touch loads in none of a page view's first 6 s). Both
// come from one chunk (components/page-islands.ts): one request, not two.
const islands = () => import("./page-islands");
const PageActionsMenu = lazy(() => islands().then((m) => ({ default: m.PageActionsMenu })));
const Feedback = lazy(() => islands().then((m) => ({ default: m.Feedback })));

/**
 * Its children on the server and, in the browser, once the reader has interacted with the page (or it has been idle):
 * until then it suspends, and React leaves the server's HTML of the boundary around it in place, not yet hydrated.
 * A click on one of its controls (or ↓/↑ on the menu's button) meanwhile is held and replayed once the island is ready
 * (lib/browser/held-clicks.ts).
 */
function Gate({ children }: { children: ReactNode }) {
  // use() in every render in the browser, never only in some (React names that a misuse): once settled, the promise
  // says so and use() returns at once.
  if (typeof window !== "undefined") use(whenEngagedOrIdle());
  return children;
}

/**
 * The page actions menu (and the headings' "Copy this section as Markdown"), code-split. Until it loads, an
 * empty row of the menu's height holds its place: the article below does not move when it appears (it moved
 * 42 px on some pages, a layout shift of 0.0125 at 1280 × 800).
 */
export function PageActionsLoader(props: { markdownUrl: string; markdownAbsoluteUrl: string }) {
  // Outside the boundary: this effect runs when the page hydrates, the island's only once it is ready.
  useEffect(holdEarlyClicks, []);
  return (
    <Suspense fallback={<div className="page-actions" aria-hidden="true" />}>
      <Gate>
        <PageActionsMenu {...props} />
      </Gate>
    </Suspense>
  );
}

/** "Was this page helpful?", code-split; one instance per page (its state resets on client navigation). */
export function FeedbackLoader({ page, title }: { page: string; title: string }) {
  useEffect(holdEarlyClicks, []);
  return (
    <Suspense fallback={null}>
      <Gate>
        <Feedback key={page} page={page} title={title} />
      </Gate>
    </Suspense>
  );
}
