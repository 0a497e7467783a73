import { analyticsSettings, site, type AnalyticsKeys } from "@/lib/site";

/** Keys of a build with nothing configured. */
export const emptyKeys: AnalyticsKeys = {
  gtmContainerId: "",
  gtmPreview: "",
  gtmAuth: "",
  segmentWriteKey: "",
  customerioSiteId: "",
  rumApplicationId: "",
  rumClientToken: "",
};

/** True on the production docs host, the only place third-party analytics and RUM run. */
export function isProductionHost(hostname: string): boolean {
  return hostname === site.host;
}

/** True when the browser sends Global Privacy Control. */
export function hasGlobalPrivacyControl(nav: Navigator): boolean {
  return (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** Reads analytics keys from untrusted JSON: every known key as a trimmed string, anything else ignored. */
export function parseAnalyticsKeys(value: unknown): AnalyticsKeys {
  const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const keys = { ...emptyKeys };
  for (const name of Object.keys(keys) as (keyof AnalyticsKeys)[]) {
    const field = record[name];
    if (typeof field === "string") keys[name] = field.trim();
  }
  return keys;
}

/**
 * Fetches the build's keys (`/analytics-config.json`). The last good answer is kept in localStorage so a page
 * opened offline still knows its plugins and can replay the calls queued before the reload.
 */
export async function fetchAnalyticsKeys(fetcher: typeof fetch = fetch, storage: Storage | undefined = globalThis.localStorage): Promise<AnalyticsKeys> {
  try {
    const response = await fetcher(analyticsSettings.configPath, { cache: "no-cache" });
    if (!response.ok) throw new Error(`${analyticsSettings.configPath} answered ${response.status}`);
    const keys = parseAnalyticsKeys(await response.json());
    try {
      storage?.setItem(analyticsSettings.storage.config, JSON.stringify(keys));
    } catch {
      // Storage full or blocked: the keys still work for this page.
    }
    return keys;
  } catch (error) {
    try {
      const cached = storage?.getItem(analyticsSettings.storage.config);
      if (cached) return parseAnalyticsKeys(JSON.parse(cached));
    } catch {
      // Unreadable cache: fall through to the error below.
    }
    console.error("Analytics: could not read the analytics keys", error);
    return emptyKeys;
  }
}
