import { checkMs, checkSummary, timed } from "@/lib/content/check-timing";

describe("the content checks' timing", () => {
  beforeEach(() => checkMs.clear());

  it("adds each run's time to its check and passes the result (and a throw) through", () => {
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
      return ms;
    };
    expect(timed("limits", () => busy(5))).toBe(5);
    timed("limits", () => busy(5));
    expect(() => timed("links", () => busy(2) && (JSON.parse("{") as never))).toThrow();
    expect(checkMs.get("limits")).toBeGreaterThanOrEqual(10);
    expect(checkMs.get("links")).toBeGreaterThanOrEqual(2);
    expect(checkSummary()).toMatch(/^checks 0\.\d\d s \(limits 0\.0\d s, links 0\.00 s\)$/);
  });
});
