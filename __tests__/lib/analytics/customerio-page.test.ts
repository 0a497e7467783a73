/** @jest-environment jsdom */
import type { AnalyticsPlugin } from "analytics";
import { CIO_SCRIPT_ID, withQueuedPageUrl } from "@/lib/analytics/providers";

type Page = (args: { payload: { userId?: string; properties?: { url?: string } }; config: { disableAnonymousTraffic?: boolean } }) => void;

/** Customer.io's plugin as far as this wrapper sees it: initialize adds track.js, the queue records page calls. */
function setup() {
  const sent: string[] = [];
  (window as unknown as { _cio: unknown })._cio = { page: (url: string) => sent.push(url) };
  const base: AnalyticsPlugin = {
    name: "customerio",
    initialize: () => {
      const script = document.createElement("script");
      script.id = CIO_SCRIPT_ID;
      document.head.append(script);
    },
  };
  const plugin = withQueuedPageUrl(base);
  (plugin.initialize as (a: unknown) => void)({ config: {} });
  const page = (url: string) => (plugin.page as Page)({ payload: { userId: "user-44", properties: { url } }, config: { disableAnonymousTraffic: true } });
  const scriptLoads = () => document.getElementById(CIO_SCRIPT_ID)?.dispatchEvent(new Event("load"));
  return { sent, page, scriptLoads };
}

const at = (path: string) => `${window.location.origin}${path}`;

beforeEach(() => {
  document.getElementById(CIO_SCRIPT_ID)?.remove();
  history.replaceState(null, "", "/functions/overview/");
});

describe("Customer.io page calls (withQueuedPageUrl)", () => {
  it("skips the first view when it is the URL track.js loaded on (the script sends that one itself)", () => {
    const { sent, page, scriptLoads } = setup();
    scriptLoads();
    page(at("/functions/overview/"));
    page(at("/functions/overview/?step=1"));
    expect(sent).toEqual([at("/functions/overview/?step=1")]);
  });

  it("still skips it when the call reaches the plugin after the reader moved on (late plugin, replayed queue)", () => {
    const { sent, page, scriptLoads } = setup();
    scriptLoads();
    history.pushState(null, "", "?step=1");
    history.pushState(null, "", "?step=2");
    for (const url of ["/functions/overview/", "/functions/overview/?step=1", "/functions/overview/?step=2"]) page(at(url));
    expect(sent).toEqual([at("/functions/overview/?step=1"), at("/functions/overview/?step=2")]);
  });

  it("sends a first call for another URL than the one track.js loaded on, with the URL it was made with", () => {
    const { sent, page, scriptLoads } = setup();
    history.pushState(null, "", "?step=1");
    scriptLoads();
    page(at("/functions/overview/"));
    expect(sent).toEqual([at("/functions/overview/")]);
  });

  it("sends nothing for an anonymous visitor", () => {
    const { sent, scriptLoads } = setup();
    scriptLoads();
    const plugin = withQueuedPageUrl({ name: "customerio" });
    (plugin.page as Page)({ payload: { properties: { url: at("/x/") } }, config: { disableAnonymousTraffic: true } });
    expect(sent).toEqual([]);
  });
});
