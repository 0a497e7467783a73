import { useEffect } from "react";
import { trackEvent, USAGE_EVENTS } from "../analytics/events";

/**
 * Reports a page-not-found view (the 404 page, app/not-found.tsx, is on screen) once per page, unless the 404
 * page's fallback is already sending the reader to a page.
 */
export function useNotFoundEvent(pathname: string): void {
  useEffect(() => {
    if (!document.querySelector("main.layout-not-found") || document.documentElement.dataset.redirecting) return;
    trackEvent(USAGE_EVENTS.pageNotFound, { path: location.pathname, referrer: document.referrer });
  }, [pathname]);
}
