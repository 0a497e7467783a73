import type { AnalyticsPlugin } from "analytics";
import { anonymousGate } from "@/lib/analytics/plugins/anonymous-gate";
import { analyticsSettings, type AnalyticsKeys } from "@/lib/site";

/** The third-party plugins a build's keys allow, and one message per plugin skipped for a missing value. */
export interface Providers {
  plugins: AnalyticsPlugin[];
  errors: string[];
}

const skipped = (plugin: string, problem: string) => `Analytics: ${problem}: ${plugin} is skipped.`;

type TrackArgs = { payload: { properties?: Record<string, unknown> } } & Record<string, unknown>;

/** The GTM plugin writes userId, anonymousId and category into the properties it gets: give it a copy. */
function withOwnProperties(plugin: AnalyticsPlugin): AnalyticsPlugin {
  const track = plugin.track;
  if (!track) return plugin;
  return { ...plugin, track: (args: TrackArgs) => track({ ...args, payload: { ...args.payload, properties: { ...args.payload.properties } } }) };
}

type PageArgs = { payload: { userId?: string | null; properties?: { url?: unknown } }; config: { disableAnonymousTraffic?: boolean } };
type CioQueue = { page?: (url: string, properties: unknown) => void };

/** The id of the script element Customer.io's plugin adds (its track.js). */
export const CIO_SCRIPT_ID = "cio-tracker";

/**
 * Customer.io's plugin sends each page view with `document.location.href`, so a page call queued offline and
 * replayed later went out with the URL the reader is on at replay time. This page method sends the URL the call
 * was made with. Like the plugin, it skips the first call when it is the view Customer.io's script sent by
 * itself on load: the URL the reader was on when the script loaded (not the URL at the time the call reaches
 * the plugin, which can be later: a reader who moved on before the plugin was ready got that first view twice).
 */
export function withQueuedPageUrl(plugin: AnalyticsPlugin): AnalyticsPlugin {
  let first = true;
  let loadedAt: string | undefined;
  const here = () => window.location.href.replace(/#.*$/, "");
  return {
    ...plugin,
    initialize: (args: unknown) => {
      const result = (plugin.initialize as ((a: unknown) => unknown) | undefined)?.(args);
      document.getElementById(CIO_SCRIPT_ID)?.addEventListener("load", () => (loadedAt ??= here()), { once: true });
      return result;
    },
    page: ({ payload, config }: PageArgs) => {
      if (config.disableAnonymousTraffic && !payload.userId) return;
      const url = typeof payload.properties?.url === "string" ? payload.properties.url : here();
      if (first) {
        first = false;
        if (url === (loadedAt ?? here())) return;
      }
      const cio = (window as unknown as { _cio?: CioQueue })._cio;
      if (typeof cio?.page === "function") cio.page(url, payload.properties);
    },
  };
}

/**
 * Google Tag Manager, Segment and Customer.io (docs/CONTRACT.md §5, §9): each needs its key; GTM preview mode needs both
 * preview and auth. Segment and Customer.io get no anonymous traffic. Each plugin's code is imported only
 * when its key is set: a build without one never downloads it, and each one loads in a task of its own.
 */
export async function buildProviders(keys: AnalyticsKeys): Promise<Providers> {
  const plugins: AnalyticsPlugin[] = [];
  const errors: string[] = [];
  const gtm = "Google Tag Manager";
  if (!keys.gtmContainerId) errors.push(skipped(gtm, "NEXT_PUBLIC_GTM_CONTAINER_ID is not set"));
  else if (Boolean(keys.gtmPreview) !== Boolean(keys.gtmAuth))
    errors.push(skipped(gtm, `preview mode needs both NEXT_PUBLIC_GTM_PREVIEW and NEXT_PUBLIC_GTM_AUTH, and ${keys.gtmPreview ? "NEXT_PUBLIC_GTM_AUTH" : "NEXT_PUBLIC_GTM_PREVIEW"} is not set`));
  else {
    const preview = keys.gtmPreview ? { preview: keys.gtmPreview, auth: keys.gtmAuth } : {};
    const { default: googleTagManager } = await import("@analytics/google-tag-manager");
    plugins.push(withOwnProperties(googleTagManager({ containerId: keys.gtmContainerId, dataLayerName: analyticsSettings.dataLayerName, ...preview })));
  }
  const gated: string[] = [];
  if (!keys.segmentWriteKey) errors.push(skipped("Segment", "NEXT_PUBLIC_SEGMENT_WRITE_KEY is not set"));
  else {
    const { default: segmentPlugin } = await import("@analytics/segment");
    plugins.push(segmentPlugin({ writeKey: keys.segmentWriteKey, disableAnonymousTraffic: true }));
    gated.push("segment");
  }
  if (!keys.customerioSiteId) errors.push(skipped("Customer.io", "NEXT_PUBLIC_CUSTOMERIO_SITE_ID is not set"));
  else {
    const { default: customerIOPlugin } = await import("@analytics/customerio");
    plugins.push(withQueuedPageUrl(customerIOPlugin({ siteId: keys.customerioSiteId, disableAnonymousTraffic: true })));
    gated.push("customerio");
  }
  if (gated.length) plugins.push(anonymousGate(gated));
  return { plugins, errors };
}
