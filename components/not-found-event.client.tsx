"use client";

import { useEffect } from "react";
import { trackEvent, USAGE_EVENTS } from "@/lib/analytics/events";

/** Sends the usage event for a page that was not found, with its path and referrer. Renders nothing. */
export function NotFoundEvent() {
  useEffect(() => {
    trackEvent(USAGE_EVENTS.pageNotFound, { path: window.location.pathname, referrer: document.referrer });
  }, []);
  return null;
}
