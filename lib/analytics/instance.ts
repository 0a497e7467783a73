import Analytics, { type AnalyticsPlugin, type PageData } from "analytics";
import type { PageView } from "@/lib/analytics/page-data";
import { persistQueue } from "@/lib/analytics/queue-store";
import { watchLatePlugins } from "@/lib/analytics/late-plugins";
import type { Instance } from "@/lib/analytics/types";
import { analyticsSettings, timings } from "@/lib/site";

/** The site's analytics: the library instance and the calls the site makes on it. */
export interface DocsAnalytics {
  instance: Instance;
  /** Resolves once the calls saved by an earlier page are back in the queue. */
  restored: Promise<void>;
  /** A page view, captured when the reader arrived on the page. */
  page(view: PageView): Promise<unknown>;
  /** An event: a non-empty name (else rejects with `Event missing`) and a properties object. */
  track(name: unknown, properties?: unknown): Promise<unknown>;
  identify(userId: string, traits?: Record<string, unknown>): Promise<unknown>;
  /** Clears the stored user id, traits and anonymous id. */
  reset(): Promise<unknown>;
}

interface CreateOptions {
  plugins: AnalyticsPlugin[];
  storage: Storage;
  /** Plugins that wait for an identified user (their late load is expected, not an error). */
  waitingForUser?: string[];
  /** navigator.locks where the browser has it: per-tab queues (lib/analytics/queue-store.ts). */
  locks?: LockManager | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Creates the one analytics instance (app `docs`, version 1.0.0, debug on) with the queue kept across reloads. */
export function createDocsAnalytics({ plugins, storage, waitingForUser = [], locks = null }: CreateOptions): DocsAnalytics {
  const instance = Analytics({ app: analyticsSettings.app, version: analyticsSettings.version, debug: true, plugins }) as Instance;
  const restored = persistQueue(instance, {
    storage,
    key: analyticsSettings.storage.queue,
    limit: analyticsSettings.queueLimit,
    plugins: plugins.map((p) => p.name),
    locks,
  });
  watchLatePlugins(instance, plugins, { interval: timings.analyticsDrain, waiting: (name) => waitingForUser.includes(name) && !instance.user("userId") });
  return {
    instance,
    restored,
    // The bundled types say width/height are strings; the library itself sends window.innerWidth (a number).
    page: (view) => instance.page({ ...view } as unknown as PageData),
    track: (name, properties) => {
      if (typeof name !== "string" || name.trim() === "") return Promise.reject(new Error("Event missing"));
      return instance.track(name, isRecord(properties) ? properties : {}).catch((error: unknown) => {
        throw error instanceof Error && error.message === "EventMissing" ? new Error("Event missing") : error;
      });
    },
    identify: (userId, traits) => instance.identify(userId, traits),
    reset: () => instance.reset(),
  };
}
