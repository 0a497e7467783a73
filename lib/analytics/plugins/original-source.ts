import type { AnalyticsPlugin } from "analytics";
import { getTrafficSource, type TrafficSource } from "@/lib/analytics/campaign";
import { analyticsSettings } from "@/lib/site";

/** The first visit's traffic source and landing page, as kept in localStorage. */
export interface OriginalSource {
  source: TrafficSource;
  landingPage: string;
}

const keys = analyticsSettings.storage;

/** Reads the saved original source, if any. */
export function getOriginalSource(storage: Storage): OriginalSource | null {
  try {
    const source = storage.getItem(keys.originalSource);
    const landingPage = storage.getItem(keys.originalLanding);
    return source && landingPage ? { source: JSON.parse(source) as TrafficSource, landingPage } : null;
  } catch {
    return null;
  }
}

/** Saves the traffic source and landing page of this visit unless a first visit already did: never overwritten. */
export function saveOriginalSource(storage: Storage, referrer: string, landingUrl: string): OriginalSource {
  const saved = getOriginalSource(storage);
  if (saved) return saved;
  const original = { source: getTrafficSource(referrer, landingUrl), landingPage: landingUrl };
  try {
    storage.setItem(keys.originalSource, JSON.stringify(original.source));
    storage.setItem(keys.originalLanding, original.landingPage);
  } catch {
    // Blocked storage: nothing to keep, the visit still counts.
  }
  return original;
}

/** The original-source plugin: records where the visitor first came from when analytics starts. */
export function originalSourcePlugin(storage: Storage, referrer: string, landingUrl: string): AnalyticsPlugin {
  return {
    name: "original-source",
    initialize: () => {
      saveOriginalSource(storage, referrer, landingUrl);
    },
  };
}
