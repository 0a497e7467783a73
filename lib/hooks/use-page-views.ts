import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import type { DocsAnalytics } from "@/lib/analytics/instance";
import { capturePageView } from "@/lib/analytics/page-data";
import { yieldToMain } from "@/lib/browser/yield";
import { whenEngagedOrIdle } from "@/lib/browser/later";
import { keepUnsentView, takeBackUnsentView } from "@/lib/analytics/carried-view";

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

/**
 * The analytics module, its chunk loaded again where the load fails: offline (the reader's first interaction may come
 * after the connection went), once the browser is back online; else after 1, 2, 4 and 8 s. Usage events wait in
 * lib/analytics/events.ts meanwhile, page views in `started`.
 */
async function loadAnalyticsModule() {
  for (let attempt = 0; ; attempt++) {
    try {
      return await import("@/lib/analytics/load");
    } catch (error) {
      if (attempt >= 4) throw error;
      await new Promise<void>((resolve) => {
        if (navigator.onLine === false) window.addEventListener("online", () => resolve(), { once: true });
        else setTimeout(resolve, 1000 * 2 ** attempt);
      });
    }
  }
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
    const pathChanged = lastPath !== pathname; // read only for a view after the first
    const previousTitle = lastTitle;
    lastUrl = view.url;
    lastPath = pathname;
    lastTitle = view.title;
    if (!started) {
      // Analytics loads on the reader's first interaction, when the page is hidden, or once it has been idle a while (lib/browser/later.ts);
      // a reader who leaves the page before that (a tab closed included) leaves its view to the site's next page (lib/analytics/carried-view.ts).
      // `sent`: the landing view went out, from here or from another page of the site that took it.
      let sent = false;
      let keptAt: number | null = null;
      const keep = () => {
        if (sent || keptAt !== null) return;
        try {
          keptAt = keepUnsentView(window.localStorage, view);
        } catch {
          // Storage blocked: the view has nowhere to wait.
        }
      };
      // Back from the back-forward cache: the view is this page's to send again, unless another page has sent it.
      const restored = (event: PageTransitionEvent) => {
        if (!event.persisted || keptAt === null) return;
        try {
          if (!takeBackUnsentView(window.localStorage, keptAt)) sent = true;
        } catch {
          sent = true; // unreadable storage: rather a view lost than one counted twice
        }
        keptAt = null;
      };
      window.addEventListener("pagehide", keep);
      window.addEventListener("pageshow", restored);
      started = whenEngagedOrIdle()
        .then(loadAnalyticsModule)
        // Loading the module and starting the instance are separate tasks, each short.
        .then(async ({ startAnalytics }) => {
          await yieldToMain();
          const analytics = await startAnalytics(view, { landingSent: sent });
          sent = true;
          window.removeEventListener("pagehide", keep);
          window.removeEventListener("pageshow", restored);
          return analytics;
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
