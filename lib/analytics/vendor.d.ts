// The analytics plugins and storage utilities ship no types: the shapes below are the ones we use.

declare module "@analytics/google-tag-manager" {
  import type { AnalyticsPlugin } from "analytics";
  /** Options of the Google Tag Manager plugin. */
  export interface GoogleTagManagerConfig {
    containerId: string;
    dataLayerName?: string;
    preview?: string;
    auth?: string;
  }
  export default function googleTagManager(config: GoogleTagManagerConfig): AnalyticsPlugin;
}

declare module "@analytics/segment" {
  import type { AnalyticsPlugin } from "analytics";
  /** Options of the Segment plugin. */
  export interface SegmentConfig {
    writeKey: string;
    disableAnonymousTraffic?: boolean;
  }
  export default function segmentPlugin(config: SegmentConfig): AnalyticsPlugin;
}

declare module "@analytics/customerio" {
  import type { AnalyticsPlugin } from "analytics";
  /** Options of the Customer.io plugin. */
  export interface CustomerIoConfig {
    siteId: string;
    disableAnonymousTraffic?: boolean;
  }
  export default function customerIOPlugin(config: CustomerIoConfig): AnalyticsPlugin;
}

declare module "@analytics/storage-utils" {
  export function getItem(key: string, options?: { storage?: string } | string): unknown;
  export function setItem(key: string, value: unknown, options?: { storage?: string } | string): unknown;
}

declare module "@analytics/cookie-utils" {
  export function getCookie(name: string): string;
  export function setCookie(name: string, value: string, ttlSeconds?: number, path?: string, domain?: string, secure?: boolean): string;
}
