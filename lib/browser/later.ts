import { timings } from "@/lib/site";

/** What counts as the reader's first interaction: a press, a key, a touch, the wheel (not a scroll: a page with a hash scrolls itself). */
const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "wheel"] as const;

let engagedOrIdle: Promise<void> | null = null;

/**
 * Resolves on the reader's first interaction with the page or, failing one, `timings.deferredLoad` ms after `load`
 * once the browser is idle: for code a reader may never need (analytics), so that it neither competes with the
 * page's first seconds nor waits once the reader acts. One promise for the page's life (client navigations
 * are interactions); `resetEngagedOrIdle` is for tests.
 */
export function whenEngagedOrIdle(): Promise<void> {
  engagedOrIdle ??= new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
    const idle = () => (typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(done, { timeout: 2000 }) : done());
    const afterLoad = () => setTimeout(idle, timings.deferredLoad);
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
  });
  return engagedOrIdle;
}

/** Forgets the page's promise (tests: each starts as a new page). */
export function resetEngagedOrIdle(): void {
  engagedOrIdle = null;
}
