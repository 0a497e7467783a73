import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

const FOCUSABLE = "a[href], button:not([disabled]), summary, input:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** The focusable elements of a container that a reader can reach now (closed `<details>` hide theirs). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/** Makes everything outside `panel` inert (no focus, hidden from assistive tech); returns the undo. */
function inertOutside(panel: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let el: HTMLElement = panel; el.parentElement && el !== document.body; el = el.parentElement) {
    for (const sibling of el.parentElement.children) {
      if (sibling !== el && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        changed.push(sibling);
      }
    }
  }
  return () => changed.forEach((el) => (el.inert = false));
}

/**
 * A modal drawer: focus moves in and stays in (Tab wraps), Esc and navigation close it, focus returns
 * to the button that opened it, the page behind neither scrolls nor takes focus.
 */
export function useDrawer(panel: RefObject<HTMLElement | null>, trigger: RefObject<HTMLElement | null>, closeBelow: string) {
  const pathname = usePathname();
  // Open "at" a path: navigating elsewhere closes the drawer without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const restoreFocus = useRef(false);
  const close = useCallback((focusTrigger = true) => {
    restoreFocus.current = focusTrigger;
    setOpenAt(null);
  }, []);
  const show = useCallback(() => setOpenAt(pathname), [pathname]);

  useEffect(() => {
    const node = panel.current;
    if (!open || !node) {
      if (restoreFocus.current) trigger.current?.focus();
      restoreFocus.current = false;
      return;
    }
    const undoInert = inertOutside(node);
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    (node.querySelector<HTMLElement>('[aria-current="page"]') ?? focusableIn(node)[0])?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
      } else if (event.key === "Tab") {
        const items = focusableIn(node);
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        // Tab off the last item (Shift+Tab off the first), or from outside the panel: wrap to the other end.
        const [from, to] = event.shiftKey ? [first, last] : [last, first];
        if (document.activeElement === from || !node.contains(document.activeElement)) {
          event.preventDefault();
          to.focus();
        }
      }
    };
    // Growing past the breakpoint turns the drawer back into a column: leave the modal state.
    const wide = window.matchMedia(closeBelow);
    const onResize = () => {
      if (!wide.matches) close(false);
    };
    document.addEventListener("keydown", onKeyDown);
    wide.addEventListener("change", onResize);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      wide.removeEventListener("change", onResize);
      document.documentElement.style.overflow = overflow;
      undoInert();
    };
  }, [open, panel, trigger, close, closeBelow]);

  return { open, show, close };
}
