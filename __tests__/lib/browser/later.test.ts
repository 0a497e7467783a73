/** @jest-environment jsdom */
import { engageNow, resetEngagedOrIdle, whenEngagedOrIdle } from "@/lib/browser/later";
import { timings } from "@/lib/site";

/** Whether `promise` has settled, after the microtasks already queued have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

/** Whether `promise` says it has resolved the way React's use() reads it (and then renders without suspending). */
const fulfilled = (promise: Promise<unknown>) => (promise as { status?: string }).status === "fulfilled";

beforeEach(() => {
  resetEngagedOrIdle();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe("whenEngagedOrIdle", () => {
  // A click alone is what assistive technology sends when it activates a button.
  it.each(["pointerdown", "keydown", "touchstart", "wheel", "click"])("resolves on the reader's first %s, long before the page's idle time", async (type) => {
    const ready = whenEngagedOrIdle();
    jest.advanceTimersByTime(timings.deferredLoad / 2);
    expect(await settled(ready)).toBe(false);
    expect(fulfilled(ready)).toBe(false);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(fulfilled(ready)).toBe(true);
    expect(await settled(ready)).toBe(true);
  });

  it("does not resolve on a scroll (a page opened at a hash scrolls by itself)", async () => {
    const ready = whenEngagedOrIdle();
    window.dispatchEvent(new Event("scroll"));
    expect(await settled(ready)).toBe(false);
  });

  it("without an interaction, resolves only timings.deferredLoad after load, then when the browser is idle", async () => {
    const idleCallbacks: (() => void)[] = [];
    window.requestIdleCallback = ((callback: () => void) => idleCallbacks.push(callback)) as unknown as typeof window.requestIdleCallback;
    try {
      const ready = whenEngagedOrIdle(); // jsdom's document has loaded
      jest.advanceTimersByTime(timings.deferredLoad - 1);
      expect(await settled(ready)).toBe(false);
      expect(idleCallbacks).toHaveLength(0);
      jest.advanceTimersByTime(1);
      expect(idleCallbacks).toHaveLength(1);
      expect(await settled(ready)).toBe(false);
      idleCallbacks[0]?.();
      expect(await settled(ready)).toBe(true);
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it("resolves when the page is hidden (the reader switched away), not when it is shown again", async () => {
    const visibility = jest.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    try {
      const ready = whenEngagedOrIdle();
      document.dispatchEvent(new Event("visibilitychange"));
      expect(await settled(ready)).toBe(false);
      visibility.mockReturnValue("hidden");
      document.dispatchEvent(new Event("visibilitychange"));
      expect(fulfilled(ready)).toBe(true);
      expect(await settled(ready)).toBe(true);
    } finally {
      visibility.mockRestore();
    }
  });

  it("is one promise for the page's life", () => {
    expect(whenEngagedOrIdle()).toBe(whenEngagedOrIdle());
  });

  it("settles at once on engageNow(), whether or not it was asked for before, and only once", async () => {
    const ready = whenEngagedOrIdle();
    engageNow();
    expect(fulfilled(ready)).toBe(true);
    expect(await settled(ready)).toBe(true);
    document.body.dispatchEvent(new Event("click", { bubbles: true }));
    expect(whenEngagedOrIdle()).toBe(ready);
    resetEngagedOrIdle();
    engageNow();
    expect(fulfilled(whenEngagedOrIdle())).toBe(true);
  });

  it("leaves a new page's promise alone when the previous page's timers fire", async () => {
    const old = whenEngagedOrIdle();
    jest.advanceTimersByTime(timings.deferredLoad / 2);
    resetEngagedOrIdle();
    const ready = whenEngagedOrIdle();
    jest.advanceTimersByTime(timings.deferredLoad / 2); // the old page's idle time is up, not the new one's
    expect([fulfilled(old), fulfilled(ready)]).toEqual([false, false]);
    jest.advanceTimersByTime(timings.deferredLoad / 2);
    expect(fulfilled(ready)).toBe(true);
  });
});
