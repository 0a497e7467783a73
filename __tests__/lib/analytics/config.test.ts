/** @jest-environment jsdom */
import { emptyKeys, fetchAnalyticsKeys, hasGlobalPrivacyControl, isProductionHost, parseAnalyticsKeys } from "@/lib/analytics/config";
import { capQueue } from "@/lib/analytics/queue-store";
import { getAnalyticsKeys } from "@/lib/site";

describe("analytics configuration", () => {
  beforeEach(() => localStorage.clear());

  it("is on only for the production host", () => {
    expect(isProductionHost("docs.launchbay.com")).toBe(true);
    for (const host of ["localhost", "127.0.0.1", "launchbay.com", "docs.launchbay.com.evil.io", "preview--docs.launchbay.app"]) expect(isProductionHost(host)).toBe(false);
  });

  it("reads Global Privacy Control", () => {
    expect(hasGlobalPrivacyControl({ globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
    expect(hasGlobalPrivacyControl({} as Navigator)).toBe(false);
  });

  it("reads the build's keys from the environment", () => {
    expect(getAnalyticsKeys({ NEXT_PUBLIC_GTM_CONTAINER_ID: "GTM-1", NEXT_PUBLIC_DD_RUM_CLIENT_TOKEN: "t" })).toEqual({ ...emptyKeys, gtmContainerId: "GTM-1", rumClientToken: "t" });
  });

  it("parses untrusted JSON into keys", () => {
    expect(parseAnalyticsKeys({ gtmContainerId: " GTM-1 ", segmentWriteKey: 5, extra: "x" })).toEqual({ ...emptyKeys, gtmContainerId: "GTM-1" });
    expect(parseAnalyticsKeys(null)).toEqual(emptyKeys);
  });

  it("fetches the keys and falls back to the last good answer when offline", async () => {
    const ok = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ gtmContainerId: "GTM-1" }) });
    expect(await fetchAnalyticsKeys(ok as unknown as typeof fetch, localStorage)).toMatchObject({ gtmContainerId: "GTM-1" });
    expect(ok).toHaveBeenCalledWith("/analytics-config.json", { cache: "no-cache" });
    const offline = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await fetchAnalyticsKeys(offline as unknown as typeof fetch, localStorage)).toMatchObject({ gtmContainerId: "GTM-1" });
  });

  it("logs and returns no keys when nothing is known", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const offline = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await fetchAnalyticsKeys(offline as unknown as typeof fetch, localStorage)).toEqual(emptyKeys);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe("the saved queue's size", () => {
  const call = (type: string, n: number) => ({ plugin: "a", payload: { type, n } });

  it("keeps identify calls and the newest others", () => {
    const calls = [call("identify", 1), call("page", 1), call("page", 2), call("track", 3), call("page", 4)];
    expect(capQueue(calls, 3)).toEqual([call("identify", 1), call("track", 3), call("page", 4)]);
    expect(capQueue(calls, 10)).toEqual(calls);
  });
});
