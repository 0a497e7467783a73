import { takeCarriedView, takeUnsentViews } from "@/lib/analytics/carried-view";
import { emptyKeys, fetchAnalyticsKeys, hasGlobalPrivacyControl, isProductionHost } from "@/lib/analytics/config";
import { setEventSink } from "@/lib/analytics/events";
import { syncUserId } from "@/lib/analytics/identity";
import { createDocsAnalytics, type DocsAnalytics } from "@/lib/analytics/instance";
import type { PageView } from "@/lib/analytics/page-data";
import { selectPlugins } from "@/lib/analytics/plugins";
import { startRum } from "@/lib/analytics/rum";
import { analyticsSettings } from "@/lib/site";
import { yieldToMain } from "@/lib/browser/yield";

/** localStorage, or an in-memory stand-in where storage is blocked. */
function getStorage(): Storage {
  try {
    const storage = window.localStorage;
    storage.getItem(analyticsSettings.storage.queue);
    return storage;
  } catch {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => void items.delete(key),
      setItem: (key, value) => void items.set(key, String(value)),
    };
  }
}

/** `read()`, or `fallback` where it throws (blocked storage). */
function orElse<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/**
 * The browser entry of analytics, imported by the analytics island after the page is interactive: reads the
 * keys (production host only), syncs the user id, creates the one instance, sends the landing page view, then
 * routes every usage event (those queued before load first) through `analytics.track`, and starts RUM where allowed.
 */
export async function startAnalytics(landing: PageView, { landingSent = false }: { landingSent?: boolean } = {}): Promise<DocsAnalytics> {
  const production = isProductionHost(window.location.hostname);
  const gpc = hasGlobalPrivacyControl(navigator);
  const storage = getStorage();
  const keys = production && !gpc ? await fetchAnalyticsKeys(fetch, storage) : emptyKeys;
  try {
    syncUserId({ cookie: analyticsSettings.userIdCookie, domain: production ? analyticsSettings.cookieDomain : undefined });
  } catch (error) {
    console.error("Analytics: could not sync the user id", error);
  }
  const { plugins, errors, waitingForUser } = await selectPlugins({ production, gpc, keys, storage, landing });
  errors.forEach((message) => console.error(message));
  await yieldToMain();
  // Web Locks exist in secure contexts only; without them the one shared queue of earlier builds.
  // (Reading window.localStorage throws where storage is blocked: then there is no shared queue to guard.)
  const sharedStorage = orElse(() => storage === window.localStorage, false);
  const locks = sharedStorage && typeof navigator.locks?.request === "function" ? navigator.locks : null;
  const analytics = createDocsAnalytics({ plugins, storage, waitingForUser, locks });
  await analytics.restored;
  // A page of the site (any tab) left before analytics loaded there, and a 404 the fallback redirected from before analytics
  // could load: their views first, in that order, then this page's.
  const unsent = orElse(() => takeUnsentViews(window.localStorage), []);
  const carried = orElse(() => takeCarriedView(window.sessionStorage), null);
  for (const view of [...unsent, carried, landingSent ? null : landing]) if (view) analytics.page(view).catch((error: unknown) => console.error("Analytics: page view failed", error));
  setEventSink((name, properties) => {
    analytics.track(name, properties).catch((error: unknown) => console.error("Analytics: track failed", error));
  });
  if (production && !gpc) startRum(keys).catch((error: unknown) => console.error("Analytics: Datadog RUM did not start", error));
  return analytics;
}
