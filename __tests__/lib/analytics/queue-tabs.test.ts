/** @jest-environment jsdom */
import { createDocsAnalytics } from "@/lib/analytics/instance";
import { analyticsSettings, timings } from "@/lib/site";
import { advance, fakePlugin, setOnline, withFakeClockAndStorage, view } from "./fake-plugins";

withFakeClockAndStorage();
afterEach(() => jest.restoreAllMocks());

const key = analyticsSettings.storage.queue;

/** A LockManager of one browser: exclusive locks by name, held until the callback's promise settles. */
function fakeLocks(alreadyHeld: string[] = []) {
  const held = new Set(alreadyHeld);
  const waiting = new Map<string, (() => void)[]>();
  const release = (name: string) => {
    held.delete(name);
    waiting.get(name)?.shift()?.();
  };
  const locks = {
    async request(name: string, callback: () => Promise<unknown>) {
      if (held.has(name)) await new Promise<void>((resolve) => waiting.set(name, [...(waiting.get(name) ?? []), resolve]));
      held.add(name);
      try {
        return await callback();
      } finally {
        release(name);
      }
    },
    query: async () => ({ held: [...held].map((name) => ({ name, mode: "exclusive" as const })), pending: [] }),
  };
  return { locks: locks as unknown as LockManager, held };
}

const stored = (path: string, rid: string) => ({ plugin: "a", payload: { type: "page", properties: view(path), meta: { rid } } });

describe("per-tab queues with Web Locks", () => {
  // Each test's instance stays alive (a tab of this window): the take-over test runs first, while it is the only one.
  it("sends the queue of a tab that is gone exactly once, and leaves a live tab's queue to that tab", async () => {
    localStorage.setItem(`${key}:tab:gone`, JSON.stringify([stored("/gone-1/", "r1"), stored("/gone-2/", "r2")]));
    localStorage.setItem(`${key}:tab:live`, JSON.stringify([stored("/live/", "r3")]));
    // An earlier build's shared queue is taken over too.
    localStorage.setItem(key, JSON.stringify([stored("/old/", "r4")]));
    const { locks } = fakeLocks([`${key}:tab:live`]);
    jest.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
    const fake = fakePlugin("a");
    const analytics = createDocsAnalytics({ plugins: [fake.plugin], storage: localStorage, locks });
    await advance();
    await analytics.restored;
    expect(localStorage.getItem(`${key}:tab:gone`)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    // Another gone tab's queue appears while offline (a tab closed); it is taken when the browser is back online.
    localStorage.setItem(`${key}:tab:closed-later`, JSON.stringify([stored("/later/", "r5"), stored("/gone-1/", "r1")]));
    await setOnline(true);
    await advance(timings.analyticsDrain * 2 + 100);
    await advance();
    expect(fake.calls.map(([, path]) => path).sort()).toEqual(["/gone-1/", "/gone-2/", "/later/", "/old/"]);
    expect(JSON.parse(localStorage.getItem(`${key}:tab:live`) ?? "[]")).toHaveLength(1);
  });

  it("keeps this tab's calls under its own key, held by its lock", async () => {
    const { locks, held } = fakeLocks();
    const analytics = createDocsAnalytics({ plugins: [fakePlugin("a").plugin], storage: localStorage, locks });
    await advance();
    await analytics.restored;
    await setOnline(false);
    await analytics.page(view("/one/"));
    await advance();
    const keys = Object.keys(localStorage).filter((k) => k.startsWith(`${key}:tab:`));
    expect(keys).toHaveLength(1);
    expect(held.has(keys[0] as string)).toBe(true);
    expect(localStorage.getItem(key)).toBeNull();
  });

  // A queued call is saved on the next task; a tab closed before then still saves it, on pagehide.
  it("saves a call queued just before the tab goes away", async () => {
    const analytics = createDocsAnalytics({ plugins: [fakePlugin("a").plugin], storage: localStorage, locks: fakeLocks().locks });
    await advance();
    await analytics.restored;
    await setOnline(false);
    await analytics.page(view("/last-moment/"));
    const saved = () => Object.keys(localStorage).filter((k) => k.startsWith(`${key}:tab:`) && localStorage.getItem(k)?.includes("/last-moment/"));
    expect(saved()).toEqual([]);
    window.dispatchEvent(new Event("pagehide"));
    expect(saved()).toHaveLength(1);
  });
});
