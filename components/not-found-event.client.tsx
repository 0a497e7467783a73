"use client";

import { useEffect } from "react";
import { trackEvent, USAGE_EVENTS } from "@/lib/analytics/events";

/** Reports a page-not-found view, unless the 404 page's fallback is already sending the reader to a page. */
export function NotFoundEvent() {
  useEffect(() => {
    if (document.documentElement.dataset.redirecting) return;
    trackEvent(USAGE_EVENTS.pageNotFound, { path: location.pathname, referrer: document.referrer });
  }, []);
  return null;
}
