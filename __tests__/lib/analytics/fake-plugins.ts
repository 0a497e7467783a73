import type * as NodeTimers from "node:timers";
import type { AnalyticsPlugin } from "analytics";

/** One call a fake plugin received. */
export type Call = [method: "page" | "track" | "identify", detail: unknown, properties?: unknown];

interface Payload {
  event?: string;
  userId?: string | null;
  anonymousId?: string;
  properties: Record<string, unknown>;
}

/** A plugin that records what it is sent; `isLoaded` decides when its script counts as loaded. */
export function fakePlugin(name: string, isLoaded: () => boolean = () => true): { plugin: AnalyticsPlugin; calls: Call[]; payloads: Payload[] } {
  const calls: Call[] = [];
  const payloads: Payload[] = [];
  const record =
    (method: Call[0], detail: (p: Payload) => unknown) =>
    ({ payload }: { payload: Payload }) => {
      payloads.push(payload);
      calls.push(method === "track" ? [method, detail(payload), payload.properties] : [method, detail(payload)]);
    };
  return {
    plugin: {
      name,
      page: record("page", (p) => p.properties.path),
      track: record("track", (p) => p.event),
      identify: record("identify", (p) => p.userId),
      loaded: () => isLoaded(),
    },
    calls,
    payloads,
  };
}

// Node's own setImmediate: the fake clock replaces the jsdom window's timers, not node:timers.
const { setImmediate: realImmediate } = jest.requireActual<typeof NodeTimers>("node:timers");
const settle = () => new Promise<void>((resolve) => realImmediate(resolve));

/**
 * Lets the library's promise chains and timers run for `ms` of fake time, a millisecond at a time: the timers due
 * in each millisecond fire, then every promise chain they started settles. `advanceTimersByTimeAsync` does the same
 * per timer, but yields through the window's setTimeout (1 ms or more of real time each): the library polls its
 * plugins every 10 ms for 10 s, and 1,000 such yields made a test wait 1.2 s.
 */
export async function advance(ms = 0): Promise<void> {
  await settle();
  jest.advanceTimersByTime(0);
  await settle();
  for (let step = 0; step < ms; step++) {
    jest.advanceTimersByTime(1);
    await settle();
  }
}

/** Sets navigator.onLine and fires the matching window event, as the browser does; the library reacts async. */
export async function setOnline(online: boolean): Promise<void> {
  jest.spyOn(window.navigator, "onLine", "get").mockReturnValue(online);
  window.dispatchEvent(new Event(online ? "online" : "offline"));
  await advance();
}

/** A page view payload for tests. */
export function view(path: string, referrer = "") {
  return { title: path, url: `https://docs.launchbay.com${path}`, path, hash: "", search: "", width: 1280, height: 800, referrer };
}

/** Fake timers and an empty localStorage for each test of the enclosing block (the analytics queue lives there). */
export function withFakeClockAndStorage(): void {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });
}
