import { consoleLogger } from "@/lib/analytics/plugins/console-logger";
import { originalSourcePlugin } from "@/lib/analytics/plugins/original-source";
import { buildProviders, type Providers } from "@/lib/analytics/providers";
import type { AnalyticsKeys } from "@/lib/site";

interface SelectOptions {
  /** On the production docs host. */
  production: boolean;
  /** The browser sends Global Privacy Control. */
  gpc: boolean;
  keys: AnalyticsKeys;
  storage: Storage;
  /** The URL and referrer the visitor landed with. */
  landing: { url: string; referrer: string };
}

/** The plugins of this page, the configuration errors to log, and the plugins that wait for an identified user. */
export type Selection = Providers & { waitingForUser: string[] };

/**
 * By host (docs/CONTRACT.md §9): on the production host, GTM, Segment and Customer.io as configured, unless the browser
 * sends Global Privacy Control; everywhere else only the console logger, so no third-party request is made.
 * The original source (first-party localStorage only) is recorded everywhere.
 */
export async function selectPlugins({ production, gpc, keys, storage, landing }: SelectOptions): Promise<Selection> {
  const original = originalSourcePlugin(storage, landing.referrer, landing.url);
  if (!production) return { plugins: [consoleLogger(), original], errors: [], waitingForUser: [] };
  if (gpc) return { plugins: [original], errors: [], waitingForUser: [] };
  const { plugins, errors } = await buildProviders(keys);
  const waitingForUser = plugins.map((p) => p.name).filter((name) => name === "segment");
  return { plugins: [...plugins, original], errors, waitingForUser };
}
