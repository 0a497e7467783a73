import { checkMs, checkSummary, timed } from "@/lib/content/check-timing";

describe("the content checks' timing", () => {
  // A clock the checks' "work" moves: the sums are exact, whatever the machine's load.
  let now = 0;
  beforeEach(() => {
    checkMs.clear();
    now = 0;
    jest.spyOn(performance, "now").mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it("adds each run's time to its check and passes the result (and a throw) through", () => {
    const work = (ms: number) => {
      now += ms;
      return ms;
    };
    expect(timed("limits", () => work(5))).toBe(5);
    timed("limits", () => work(7));
    expect(() => timed("links", () => work(2) && (JSON.parse("{") as never))).toThrow();
    expect(checkMs.get("limits")).toBe(12);
    expect(checkMs.get("links")).toBe(2);
    expect(checkSummary()).toBe("checks 0.01 s (limits 0.01 s, links 0.00 s)");
  });
});
