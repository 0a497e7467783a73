import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import type { DocsAnalytics } from "@/lib/analytics/instance";
import { capturePageView } from "@/lib/analytics/page-data";
import { yieldToMain } from "@/lib/browser/yield";

let started: Promise<DocsAnalytics> | null = null;
let lastUrl: string | null = null;
let lastPath: string | null = null;
let lastTitle = "";
/** Page views in flight, so a slow title never reorders them. */
let sending: Promise<unknown> = Promise.resolve();

/**
 * After a client navigation Next sets the new page's title a moment after the URL changes: wait for a title
 * other than the previous page's (at most 1 s) so the page view carries the right one.
 */
function newTitle(previous: string): Promise<string> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      if ((document.title && document.title !== previous) || Date.now() - started > 1000) resolve(document.title);
      else setTimeout(check, 25);
    };
    check();
  });
}

/** Resolves after `load`, once the browser is idle (or after 2 s): analytics never competes with the page. */
function afterInteractive(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 1));
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
}

/**
 * A page view on first load and on every client-side navigation (path or query change), the referrer being the
 * previous page after a client navigation. The first view loads the analytics module after the page is
 * interactive; later views wait for it, in order.
 */
export function usePageViews(): void {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    const view = capturePageView(lastUrl ?? document.referrer);
    if (view.url === lastUrl) return; // the same page again (a remount), not a navigation
    const pathChanged = lastPath !== null && lastPath !== pathname;
    const previousTitle = lastTitle;
    lastUrl = view.url;
    lastPath = pathname;
    lastTitle = view.title;
    if (!started) {
      started = afterInteractive()
        .then(() => import("@/lib/analytics/load"))
        // Loading the module and starting the instance are separate tasks, each short.
        .then(async ({ startAnalytics }) => {
          await yieldToMain();
          return startAnalytics(view);
        });
      started.catch((error: unknown) => console.error("Analytics: could not start", error));
    } else {
      const analytics = started;
      sending = sending
        .then(async () => {
          if (pathChanged) {
            view.title = await newTitle(previousTitle);
            lastTitle = view.title;
          }
          return (await analytics).page(view);
        })
        .catch(() => undefined);
    }
  }, [pathname, search]);
}
