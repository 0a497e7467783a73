import type { AnalyticsPlugin } from "analytics";

interface GatePayload {
  userId?: string | null;
}
type Abort = (reason: string) => unknown;

/**
 * Keeps page and track calls of anonymous visitors away from the named plugins (docs/CONTRACT.md §9: anonymous traffic
 * is disabled for Segment and Customer.io). Aborting before the library's queue check also keeps those calls
 * out of the offline queue, where they would wait for a plugin that never loads for anonymous visitors.
 */
export function anonymousGate(pluginNames: string[]): AnalyticsPlugin {
  const gate = ({ payload, abort }: { payload: GatePayload; abort: Abort }) => (payload.userId ? undefined : abort("anonymous traffic disabled"));
  const hooks = Object.fromEntries(pluginNames.flatMap((name) => [`page:${name}`, `track:${name}`]).map((hook) => [hook, gate] as const));
  return { name: "anonymous-gate", ...hooks };
}
