import { timings } from "@/lib/site";

/**
 * What counts as the reader's first interaction: a press, a key, a touch, the wheel (not a scroll: a page with a hash
 * scrolls itself), and a click without any of those (what assistive technology sends when it activates a button).
 */
const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "wheel", "click"] as const;

let engagedOrIdle: Promise<void> | null = null;
/** Settles the page's promise now: set while it waits. */
let settle: (() => void) | null = null;

/**
 * Resolves on the reader's first interaction with the page, when the page is hidden (the reader switched tabs or
 * apps: nothing competes with a page nobody sees, and a reader about to leave is counted while the tab lives) or,
 * failing both, `timings.deferredLoad` ms after `load` once the browser is idle: for code a reader may never need
 * (analytics), so that it neither competes with the page's first seconds nor waits once the reader acts. One
 * promise for the page's life (client navigations are interactions); `resetEngagedOrIdle` is for tests. Once
 * settled, the promise says so the way React's `use()` reads it (`status: "fulfilled"`): a component that calls
 * `use()` on it after that renders at once, without suspending.
 */
export function whenEngagedOrIdle(): Promise<void> {
  if (engagedOrIdle) return engagedOrIdle;
  let resolve!: () => void;
  const promise = new Promise<void>((fulfil) => (resolve = fulfil));
  engagedOrIdle = promise;
  const hidden = () => document.visibilityState === "hidden" && done();
  const done = () => {
    // Settled already, or a page the tests have replaced since.
    if (settle !== done) return;
    settle = null;
    for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
    document.removeEventListener("visibilitychange", hidden);
    Object.assign(promise, { status: "fulfilled", value: undefined });
    resolve();
  };
  settle = done;
  for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  document.addEventListener("visibilitychange", hidden);
  const idle = () => (typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(done, { timeout: 2000 }) : done());
  const afterLoad = () => setTimeout(idle, timings.deferredLoad);
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return promise;
}

/**
 * Settles whenEngagedOrIdle() now, as an interaction would: for an update of the page that must not wait for what
 * it defers (the live preview's refresh, which React holds back while a deferred island it re-renders suspends).
 */
export function engageNow(): void {
  whenEngagedOrIdle();
  settle?.();
}

/** Forgets the page's promise (tests: each starts as a new page). */
export function resetEngagedOrIdle(): void {
  engagedOrIdle = null;
  settle = null;
}
