/**
 * Clicks on server-rendered controls whose code has not loaded yet, held and replayed. The doc page's islands (page
 * actions, "Copy this section as Markdown", feedback: components/page-features-loader.client.tsx) load on the reader's
 * first interaction, so the first click on one of them comes before its code: it is held here (its default action and
 * every listener skipped), and clicked again on the same element, which hydration keeps, once its island is ready.
 * Only the latest click is kept: a reader who clicked twice meant the second.
 */

/** The controls of an island (a `[data-island]` element the server renders), and the headings' section copy buttons. */
const HELD_SELECTOR = "[data-island] button, [data-section-copy]";
/** The islands' names (their `data-island`). The menu also handles the headings' section copy buttons (lib/hooks/use-section-copy.ts). */
export const PAGE_ACTIONS_ISLAND = "page-actions";
export const FEEDBACK_ISLAND = "feedback";

const ready = new Set<string>();
let held: HTMLElement | null = null;
let listening = false;

function islandOf(element: Element): string | undefined {
  return element.closest<HTMLElement>("[data-island]")?.dataset.island ?? (element.closest("[data-section-copy]") ? PAGE_ACTIONS_ISLAND : undefined);
}

function onClick(event: MouseEvent) {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_SELECTOR) : null;
  const island = control ? islandOf(control) : undefined;
  if (!control || !island || ready.has(island)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = control;
}

/**
 * Starts holding clicks on the controls of islands that are not ready (once per page; a capture listener on the
 * window, so it runs before React's on the document).
 */
export function holdEarlyClicks(): void {
  if (listening) return;
  listening = true;
  window.addEventListener("click", onClick, true);
}

/** An island's code has loaded and its listeners are on: its held click, if any, is replayed on the same element. */
export function islandReady(island: string): void {
  ready.add(island);
  const control = held;
  if (!control || islandOf(control) !== island) return;
  held = null;
  if (control.isConnected) control.click();
}

/** Forgets everything (tests: each starts as a new page). */
export function resetHeldClicks(): void {
  window.removeEventListener("click", onClick, true);
  ready.clear();
  held = null;
  listening = false;
}
