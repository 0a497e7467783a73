import type { AnalyticsPlugin } from "analytics";

interface LoggedPayload {
  event?: string;
  properties?: Record<string, unknown>;
}

/** Off the production host: writes page and track events to the console instead of sending them anywhere. */
export function consoleLogger(): AnalyticsPlugin {
  return {
    name: "console-logger",
    page: ({ payload }: { payload: LoggedPayload }) => console.info("[analytics] page", payload.properties),
    track: ({ payload }: { payload: LoggedPayload }) => console.info("[analytics] track", payload.event, payload.properties),
  };
}
