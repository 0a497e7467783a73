import type { AnalyticsInstance } from "analytics";

/** The analytics instance with the two methods its bundled types leave out. */
export type Instance = AnalyticsInstance & {
  dispatch(action: { type: string } & Record<string, unknown>): void;
  setAnonymousId(id: string): void;
};

/** A call waiting in the library's queue for one plugin (`state.queue.actions`). */
export interface QueuedCall {
  plugin: string;
  payload: { type: string } & Record<string, unknown>;
}
