/**
 * Clicks on server-rendered controls whose code has not loaded yet, held and replayed. The doc page's islands (page
 * actions, "Copy this section as Markdown", feedback: components/page-features-loader.client.tsx) load on the reader's
 * first interaction, so the first click on one of them comes before its code: it is held here (its default action and
 * every listener skipped), and clicked again on the same element, which hydration keeps, once its island is ready.
 * Only the latest click is kept: a reader who clicked twice meant the second. The arrow keys that open a menu button
 * (ArrowDown, ArrowUp: WAI-ARIA's menu button pattern; Enter and Space make a click) are held and replayed the same way.
 */

/** The controls of an island (a `[data-island]` element the server renders), and the headings' section copy buttons. */
const HELD_SELECTOR = "[data-island] button, [data-section-copy]";
/** The islands' names (their `data-island`). The menu also handles the headings' section copy buttons (lib/hooks/use-section-copy.ts). */
export const PAGE_ACTIONS_ISLAND = "page-actions";
export const FEEDBACK_ISLAND = "feedback";

/** A menu button of an island, and the keys besides a click that open it. */
const MENU_BUTTON_SELECTOR = "[data-island] button[aria-haspopup]";
const MENU_KEYS = new Set(["ArrowDown", "ArrowUp"]);

const ready = new Set<string>();
/** The latest held click (no key) or menu key, and the control it was on. */
let held: { control: HTMLElement; key?: string } | null = null;
let listening = false;

function islandOf(element: Element): string | undefined {
  return element.closest<HTMLElement>("[data-island]")?.dataset.island ?? (element.closest("[data-section-copy]") ? PAGE_ACTIONS_ISLAND : undefined);
}

/** The control matching `selector` that `event` came from, if it belongs to an island whose code is not ready yet. */
function waitingControl(event: Event, selector: string): HTMLElement | null {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
  const island = control ? islandOf(control) : undefined;
  return control && island && !ready.has(island) ? control : null;
}

function onClick(event: MouseEvent) {
  const control = waitingControl(event, HELD_SELECTOR);
  if (!control) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = { control };
}

function onKeyDown(event: KeyboardEvent) {
  if (!MENU_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  const control = waitingControl(event, MENU_BUTTON_SELECTOR);
  if (!control) return;
  // The page does not scroll; the key still counts as the reader's first interaction (lib/browser/later.ts).
  event.preventDefault();
  held = { control, key: event.key };
}

/**
 * Starts holding clicks on the controls of islands that are not ready (once per page; a capture listener on the
 * window, so it runs before React's on the document).
 */
export function holdEarlyClicks(): void {
  if (listening) return;
  listening = true;
  window.addEventListener("click", onClick, true);
  window.addEventListener("keydown", onKeyDown, true);
}

/** An island's code has loaded and its listeners are on: its held click or key, if any, is replayed on the same element. */
export function islandReady(island: string): void {
  ready.add(island);
  if (!held || islandOf(held.control) !== island) return;
  const { control, key } = held;
  held = null;
  if (!control.isConnected) return;
  if (key) control.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
  else control.click();
}

/** Forgets everything (tests: each starts as a new page). */
export function resetHeldClicks(): void {
  window.removeEventListener("click", onClick, true);
  window.removeEventListener("keydown", onKeyDown, true);
  ready.clear();
  held = null;
  listening = false;
}
