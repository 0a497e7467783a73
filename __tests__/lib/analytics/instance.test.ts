/** @jest-environment jsdom */
import { createDocsAnalytics } from "@/lib/analytics/instance";
import { analyticsSettings, timings } from "@/lib/site";
import { advance, fakePlugin, setOnline, withFakeClockAndStorage, view } from "./fake-plugins";

withFakeClockAndStorage();
afterEach(() => jest.restoreAllMocks());

const create = (...plugins: ReturnType<typeof fakePlugin>[]) => createDocsAnalytics({ plugins: plugins.map((p) => p.plugin), storage: localStorage });

/** An instance with one fake plugin "a", after its first tick (the plugin loaded). */
async function started() {
  const fake = fakePlugin("a");
  const analytics = create(fake);
  await advance();
  return { fake, analytics };
}

describe("the docs analytics instance", () => {
  it("is app docs, version 1.0.0, debug on", () => {
    const { instance } = create(fakePlugin("a"));
    expect(instance.getState("context")).toMatchObject({ app: "docs", version: "1.0.0", debug: true });
  });

  it.each([[undefined], [""], ["   "], [42], [{ event: "x" }]])("rejects track(%p) with 'Event missing'", async (name) => {
    const analytics = create(fakePlugin("a"));
    await expect(analytics.track(name, {})).rejects.toThrow(new Error("Event missing"));
  });

  it("tracks a named event with its properties, the user id and the anonymous id", async () => {
    const { fake, analytics } = await started();
    await analytics.identify("user-7");
    await analytics.track("Search", { queryLength: 3, resultCount: 2 });
    expect(fake.calls).toContainEqual(["track", "Search", { queryLength: 3, resultCount: 2 }]);
    const payload = fake.payloads.at(-1);
    expect(payload?.userId).toBe("user-7");
    expect(payload?.anonymousId).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
  });

  it("sends page views with the payload of docs/CONTRACT.md §9", async () => {
    const { fake, analytics } = await started();
    await analytics.page(view("/functions/api/", "https://docs.launchbay.com/functions/overview/"));
    expect(fake.payloads[0]?.properties).toEqual(view("/functions/api/", "https://docs.launchbay.com/functions/overview/"));
  });

  it("keeps one anonymous id per visitor across instances", async () => {
    const first = create(fakePlugin("a")).instance.user("anonymousId");
    await advance();
    const second = create(fakePlugin("b")).instance.user("anonymousId");
    expect(first).toEqual(expect.any(String));
    expect(second).toBe(first);
  });

  it("reset clears the user id, traits and anonymous id", async () => {
    const analytics = create(fakePlugin("a"));
    await analytics.identify("user-7", { plan: "pro" });
    expect(localStorage.getItem("__user_id")).toContain("user-7");
    await analytics.reset();
    expect(analytics.instance.user()).toMatchObject({ userId: null, anonymousId: null, traits: {} });
    expect(["__user_id", "__anon_id", "__user_traits"].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
  });
});

describe("offline queue", () => {
  it("queues page, track and identify while offline, identify first, and the 3 s drain replays them once online", async () => {
    const { fake, analytics } = await started();
    await setOnline(false);
    await analytics.page(view("/one/"));
    await analytics.track("Code Block Copied", { url: "https://docs.launchbay.com/one/" });
    await analytics.identify("user-7");
    await analytics.page(view("/two/"));
    expect(fake.calls).toEqual([]);
    await setOnline(true);
    await advance(timings.analyticsDrain - 100);
    expect(fake.calls).toEqual([]);
    await advance(100);
    expect(fake.calls).toEqual([
      ["identify", "user-7"],
      ["page", "/one/"],
      ["track", "Code Block Copied", { url: "https://docs.launchbay.com/one/" }],
      ["page", "/two/"],
    ]);
  });

  it("does not drain while still offline", async () => {
    const { fake, analytics } = await started();
    await setOnline(false);
    await analytics.page(view("/one/"));
    await advance(timings.analyticsDrain * 3);
    expect(fake.calls).toEqual([]);
  });

  it("keeps queued calls across a reload and replays them, in order, in the next page's instance", async () => {
    const { analytics: first } = await started();
    await setOnline(false);
    await first.page(view("/one/"));
    await first.identify("user-7");
    await first.track("Theme Changed", { theme: "dark" });
    await advance();
    expect(JSON.parse(localStorage.getItem(analyticsSettings.storage.queue) ?? "[]")).toHaveLength(3);

    // The reloaded page, still offline: fresh modules (the library reads navigator.onLine when it loads), a new instance.
    jest.clearAllTimers();
    jest.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
    let createFresh = createDocsAnalytics;
    await jest.isolateModulesAsync(async () => {
      ({ createDocsAnalytics: createFresh } = await import("@/lib/analytics/instance"));
    });
    const after = fakePlugin("a");
    const second = createFresh({ plugins: [after.plugin], storage: localStorage });
    await advance();
    await second.restored;
    await second.page(view("/two/"));
    expect(after.calls).toEqual([]);
    await setOnline(true);
    await advance(timings.analyticsDrain);
    expect(after.calls).toEqual([
      ["identify", "user-7"],
      ["page", "/one/"],
      ["track", "Theme Changed", { theme: "dark" }],
      ["page", "/two/"],
    ]);
    await advance(10);
    expect(localStorage.getItem(analyticsSettings.storage.queue)).toBeNull();
  });

  it("drops saved calls for plugins this page does not have", async () => {
    localStorage.setItem(analyticsSettings.storage.queue, JSON.stringify([{ plugin: "gone", payload: { type: "page", properties: { path: "/x/" }, meta: { rid: "1" } } }]));
    const { analytics } = await started();
    await analytics.restored;
    await advance(timings.analyticsDrain);
    expect(analytics.instance.getState("queue")).toMatchObject({ actions: [] });
  });
});

describe("plugin loading", () => {
  it("declares a plugin failed after 10 s, logs it, and the others run", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const slow = fakePlugin("slow", () => false);
    const fast = fakePlugin("fast");
    const analytics = create(slow, fast);
    const ready = jest.fn();
    analytics.instance.on("ready", ({ payload }: { payload: unknown }) => ready(payload));
    await analytics.page(view("/one/"));
    expect(fast.calls).toEqual([["page", "/one/"]]);
    await advance(timings.pluginLoadWait - 100);
    expect(ready).not.toHaveBeenCalled();
    await advance(200);
    expect(ready).toHaveBeenCalledWith(expect.objectContaining({ plugins: ["fast"], failed: ["slow"] }));
    expect(error).toHaveBeenCalledWith(expect.stringContaining("slow plugin did not load within 10 s"));
    expect(slow.calls).toEqual([]);
  });

  it("replays a late plugin's queue when it loads after the 10 s window", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(console, "info").mockImplementation(() => undefined);
    let loaded = false;
    const late = fakePlugin("late", () => loaded);
    const analytics = create(late);
    await analytics.page(view("/one/"));
    await analytics.track("Search", { queryLength: 4, resultCount: 0 });
    await advance(timings.pluginLoadWait + timings.analyticsDrain * 2);
    expect(late.calls).toEqual([]);
    loaded = true;
    await advance(timings.analyticsDrain);
    expect(late.calls).toEqual([
      ["page", "/one/"],
      ["track", "Search", { queryLength: 4, resultCount: 0 }],
    ]);
    await analytics.page(view("/two/"));
    expect(late.calls.at(-1)).toEqual(["page", "/two/"]);
  });

  it("rejects a plugin without a name and a plugin loaded twice", () => {
    expect(() => createDocsAnalytics({ plugins: [{ name: "" }], storage: localStorage })).toThrow();
    expect(() => createDocsAnalytics({ plugins: [{ name: "a" }, { name: "a" }], storage: localStorage })).toThrow("aAlreadyLoaded");
  });

  it("rejects reserved actions dispatched by user code", () => {
    const { instance } = create(fakePlugin("a"));
    expect(() => instance.dispatch({ type: "page" })).toThrow("reserved action page");
  });
});
