"use client";

import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { OPEN_SEARCH_EVENT } from "./open-search";
import type { SearchDialogProps } from "./search-dialog.client";

/** Whether a key press happens while the reader is typing somewhere (then `/` is just a slash). */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)));
}

const platformShortcut = () => (/Mac|iPhone|iPad/.test(navigator.platform) ? "⌘ K" : "Ctrl K");

const loadDialog = () => import("./search-dialog.client").then((m) => m.SearchDialog);

/**
 * The header search button: opens the search dialog on click, Ctrl/⌘-K, `/`, `?q=` in the URL, or
 * openSearch() from another island.
 * The dialog, the index and the search code load on first use, never with the page.
 */
export function SearchButton() {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  // `?q=` opens the dialog prefilled. Reading the URL here is hydration-safe: nothing renders differently until the dialog code has loaded.
  const [open, setOpen] = useState<{ query: string } | null>(() => {
    const query = typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("q");
    return query ? { query } : null;
  });
  // Disabled in the server HTML, enabled once hydrated: a click before then would do nothing.
  const hydrated = useHydrated();
  const shortcut = hydrated ? platformShortcut() : "Ctrl K";
  const returnFocus = useRef<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const isOpen = useRef(open !== null);
  const show = useCallback((query = "") => {
    if (isOpen.current) return;
    isOpen.current = true;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen({ query });
  }, []);

  useEffect(() => {
    if (open && !Dialog) void loadDialog().then((component) => setDialog(() => component));
  }, [open, Dialog]);

  const restoreFocus = useRef(false);
  const close = useCallback(({ restoreFocus: restore = true } = {}) => {
    isOpen.current = false;
    restoreFocus.current = restore;
    setOpen(null);
  }, []);

  // Focus goes back once the dialog has closed: while a modal dialog is open, the page behind it is inert.
  useEffect(() => {
    if (open || !restoreFocus.current) return;
    restoreFocus.current = false;
    (returnFocus.current?.isConnected ? returnFocus.current : button.current)?.focus();
  }, [open]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const modK = event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey;
      if (modK || (event.key === "/" && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target))) {
        event.preventDefault();
        show();
      }
    };
    const onOpen = (event: Event) => show(String((event as CustomEvent<unknown>).detail ?? ""));
    window.addEventListener("keydown", onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, onOpen);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, onOpen);
    };
  }, [show]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        data-search-button
        aria-haspopup="dialog"
        disabled={!hydrated}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => show()}
        onPointerEnter={() => void loadDialog()}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="search-button-label">Search</span>
        <kbd className="search-button-kbd" aria-hidden="true">
          {shortcut}
        </kbd>
      </button>
      {open && Dialog ? <Dialog initialQuery={open.query} onClose={close} /> : null}
    </>
  );
}
