import { setEventSink, trackEvent, USAGE_EVENTS } from "@/lib/analytics/events";

describe("usage events", () => {
  afterEach(() => setEventSink(null));

  it("queues events until a sink registers, then replays them in order", () => {
    trackEvent(USAGE_EVENTS.codeBlockCopied, { url: "https://docs.launchbay.com/a/" });
    trackEvent(USAGE_EVENTS.themeChanged, { theme: "dark" });
    const received: unknown[] = [];
    setEventSink((name, properties) => received.push([name, properties]));
    expect(received).toEqual([
      ["Code Block Copied", { url: "https://docs.launchbay.com/a/" }],
      ["Theme Changed", { theme: "dark" }],
    ]);
    trackEvent(USAGE_EVENTS.search, { queryLength: 3, resultCount: 2 });
    expect(received).toHaveLength(3);
  });
});
