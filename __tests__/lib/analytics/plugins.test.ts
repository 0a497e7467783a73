/** @jest-environment jsdom */
import { createDocsAnalytics } from "@/lib/analytics/instance";
import { anonymousGate } from "@/lib/analytics/plugins/anonymous-gate";
import { selectPlugins } from "@/lib/analytics/plugins";
import { buildProviders } from "@/lib/analytics/providers";
import type { AnalyticsKeys } from "@/lib/site";
import { advance, fakePlugin, withFakeClockAndStorage, view } from "./fake-plugins";

const keys: AnalyticsKeys = {
  gtmContainerId: "GTM-TEST",
  gtmPreview: "",
  gtmAuth: "",
  segmentWriteKey: "seg",
  customerioSiteId: "cio",
  rumApplicationId: "app",
  rumClientToken: "token",
};
const landing = { url: "https://docs.launchbay.com/", referrer: "" };
const names = (plugins: { name: string }[]) => plugins.map((p) => p.name);

describe("plugins by host", () => {
  it("on the production host: GTM, Segment and Customer.io (gated), and the original source", async () => {
    const selection = await selectPlugins({ production: true, gpc: false, keys, storage: localStorage, landing });
    expect(names(selection.plugins)).toEqual(["google-tag-manager", "segment", "customerio", "anonymous-gate", "original-source"]);
    expect(selection.errors).toEqual([]);
    expect(selection.waitingForUser).toEqual(["segment"]);
  });

  it("everywhere else: only the console logger (and the first-party original source)", async () => {
    const selection = await selectPlugins({ production: false, gpc: false, keys, storage: localStorage, landing });
    expect(names(selection.plugins)).toEqual(["console-logger", "original-source"]);
  });

  it("with Global Privacy Control: no third-party plugin", async () => {
    expect(names((await selectPlugins({ production: true, gpc: true, keys, storage: localStorage, landing })).plugins)).toEqual(["original-source"]);
  });

  it("passes GTM its container, data layer and preview settings, and Segment and Customer.io their keys without anonymous traffic", async () => {
    const [gtm, segment, customerio] = (await buildProviders({ ...keys, gtmPreview: "env-5", gtmAuth: "auth-x" })).plugins;
    expect(gtm?.config).toMatchObject({ containerId: "GTM-TEST", dataLayerName: "dataLayer", preview: "env-5", auth: "auth-x" });
    expect(segment?.config).toMatchObject({ writeKey: "seg", disableAnonymousTraffic: true });
    expect(customerio?.config).toMatchObject({ siteId: "cio", disableAnonymousTraffic: true });
  });
});

describe("missing keys", () => {
  it.each([
    [{ gtmContainerId: "" }, "google-tag-manager", "NEXT_PUBLIC_GTM_CONTAINER_ID is not set: Google Tag Manager is skipped"],
    [{ gtmPreview: "env-5" }, "google-tag-manager", "NEXT_PUBLIC_GTM_AUTH is not set: Google Tag Manager is skipped"],
    [{ gtmAuth: "auth-x" }, "google-tag-manager", "NEXT_PUBLIC_GTM_PREVIEW is not set: Google Tag Manager is skipped"],
    [{ segmentWriteKey: "" }, "segment", "NEXT_PUBLIC_SEGMENT_WRITE_KEY is not set: Segment is skipped"],
    [{ customerioSiteId: "" }, "customerio", "NEXT_PUBLIC_CUSTOMERIO_SITE_ID is not set: Customer.io is skipped"],
  ])("%p skips %s with a clear error", async (override, plugin, message) => {
    const { plugins, errors } = await buildProviders({ ...keys, ...override });
    expect(names(plugins)).not.toContain(plugin);
    expect(plugins.length).toBeGreaterThan(0);
    expect(errors).toEqual([expect.stringContaining(message)]);
  });
});

describe("anonymous traffic", () => {
  withFakeClockAndStorage();

  it("keeps anonymous page and track calls from gated plugins, and out of their queue; identified calls go through", async () => {
    const gated = fakePlugin("gated");
    const open = fakePlugin("open");
    const analytics = createDocsAnalytics({ plugins: [gated.plugin, open.plugin, anonymousGate(["gated"])], storage: localStorage });
    await advance();
    await analytics.page(view("/one/"));
    await analytics.track("Search", { queryLength: 2, resultCount: 1 });
    await advance();
    expect(gated.calls).toEqual([]);
    expect(open.calls).toHaveLength(2);
    expect(analytics.instance.getState("queue")).toMatchObject({ actions: [] });
    await analytics.identify("user-7");
    await analytics.page(view("/two/"));
    expect(gated.calls).toEqual([
      ["identify", "user-7"],
      ["page", "/two/"],
    ]);
  });
});

describe("Google Tag Manager", () => {
  withFakeClockAndStorage();

  it("pushes events with the default category All, and leaves the caller's properties alone", async () => {
    document.head.innerHTML = "<script></script>"; // the snippet inserts GTM before the page's first script
    const { plugins } = await buildProviders({ ...keys, segmentWriteKey: "", customerioSiteId: "" });
    const analytics = createDocsAnalytics({ plugins, storage: localStorage });
    await advance();
    expect(document.querySelector<HTMLScriptElement>("script[src]")?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-TEST");
    // What the GTM script does when it loads: it takes over dataLayer.push.
    const layer = (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
    layer.push = (...items) => Array.prototype.push.apply(layer, items);
    await advance(50);
    const properties = { url: "https://docs.launchbay.com/a/" };
    await analytics.track("Code Block Copied", properties);
    expect(layer.at(-1)).toMatchObject({ event: "Code Block Copied", url: "https://docs.launchbay.com/a/", category: "All", anonymousId: expect.any(String) });
    expect(properties).toEqual({ url: "https://docs.launchbay.com/a/" });
  });
});
