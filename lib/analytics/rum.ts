import { analyticsSettings, type AnalyticsKeys } from "@/lib/site";

/**
 * Starts Datadog browser RUM (docs/CONTRACT.md §7: service `docs`, env `production`) when both keys are set. The SDK
 * (~66 KB gz) is imported here, after the page is interactive, so it never lands in a page's first-load JS.
 * Returns whether RUM started.
 */
export async function startRum(keys: AnalyticsKeys): Promise<boolean> {
  const { rumApplicationId: applicationId, rumClientToken: clientToken } = keys;
  if (!applicationId && !clientToken) return false;
  if (!applicationId || !clientToken) {
    console.error(`Analytics: ${applicationId ? "NEXT_PUBLIC_DD_RUM_CLIENT_TOKEN" : "NEXT_PUBLIC_DD_RUM_APPLICATION_ID"} is not set: Datadog RUM is skipped.`);
    return false;
  }
  // next dev compiled the SDK's ~3 MB for the first page it served (~1.5 s of its ~10 s here), though RUM never starts
  // there (it is not the production host): in development the import is dead code, left out of the graph.
  if (process.env.NODE_ENV === "development") return false;
  const { datadogRum } = await import("@datadog/browser-rum");
  datadogRum.init({
    applicationId,
    clientToken,
    site: "datadoghq.com",
    service: analyticsSettings.rumService,
    env: analyticsSettings.rumEnv,
    version: analyticsSettings.version,
    sessionSampleRate: 100,
    sessionReplaySampleRate: 0,
    trackUserInteractions: true,
    defaultPrivacyLevel: "mask-user-input",
  });
  return true;
}
