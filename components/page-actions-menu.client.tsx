"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useCopy } from "@/lib/hooks/use-copy";
import { fetchText, useSectionCopy } from "@/lib/hooks/use-section-copy";
import { assistantLinks, buttonKey, menuKey } from "@/lib/page-features/menu";
import { islandReady, PAGE_ACTIONS_ISLAND } from "@/lib/browser/held-clicks";

/**
 * The page actions menu next to a doc page's title (WAI-ARIA menu button): Copy page as Markdown, View as
 * Markdown, Open in ChatGPT, Open in Claude. Enter, Space or ArrowDown open it on the first item (ArrowUp on
 * the last); arrows move, Home/End, a letter jumps; Escape closes and returns focus to the button; Tab closes.
 * Also runs "Copy this section as Markdown" on the page's headings (lib/hooks/use-section-copy.ts).
 */
export function PageActionsMenu({ markdownUrl, markdownAbsoluteUrl }: { markdownUrl: string; markdownAbsoluteUrl: string }) {
  const sectionCopied = useSectionCopy(markdownUrl);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const { copied, copy } = useCopy();
  const links = assistantLinks(markdownAbsoluteUrl);
  const labels = ["Copy page as Markdown", "View as Markdown", "Open in ChatGPT", "Open in Claude"];

  const item = (index: number) => menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[index];

  useEffect(() => {
    if (open) item(active)?.focus();
  }, [open, active]);

  // Marks the menu as live (for tests), and replays a click on the server-rendered menu or a heading's copy button
  // made before (lib/browser/held-clicks.ts). After useSectionCopy's effect: its listener is on by then.
  useEffect(() => {
    button.current?.setAttribute("data-ready", "");
    islandReady(PAGE_ACTIONS_ISLAND);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const result = buttonKey(event.key, labels.length);
    if (!result) return;
    event.preventDefault();
    setActive(result.active);
    setOpen(true);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const result = menuKey(event.key, active, labels.length, labels);
    if (!result) return;
    // Tab closes the menu and moves on as usual; every other key is the menu's.
    if (result.type !== "close" || result.focusButton) event.preventDefault();
    if (result.type === "close") close(result.focusButton);
    else if (result.type === "move") setActive(result.active);
    else item(active)?.click();
  };

  const copyPage = () => {
    close(true);
    copy(fetchText(markdownUrl)).catch((error: unknown) => console.error(error));
  };

  const itemProps = (index: number) => ({
    role: "menuitem",
    tabIndex: -1,
    className: "page-actions-item",
    onFocus: () => setActive(index),
  });

  return (
    <div className="page-actions" data-island={PAGE_ACTIONS_ISLAND}>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className="page-action"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => {
          setActive(0);
          setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
      >
        Page actions
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <ul ref={menu} id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} className="page-actions-menu" hidden={!open} onKeyDown={onMenuKeyDown}>
        <li role="none">
          <button type="button" {...itemProps(0)} onClick={copyPage}>
            {labels[0]}
          </button>
        </li>
        <li role="none">
          <a {...itemProps(1)} href={markdownUrl} type="text/markdown" onClick={() => close(false)}>
            {labels[1]}
          </a>
        </li>
        {/* The assistants, each in a new tab. */}
        {[links.chatgpt, links.claude].map((href, i) => (
          <li key={href} role="none">
            <a {...itemProps(2 + i)} href={href} target="_blank" rel="noopener noreferrer" onClick={() => close(true)}>
              {labels[2 + i]}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <span className="page-actions-status" role="status">
        {copied ? "Copied page as Markdown" : ""}
      </span>
      <span className="visually-hidden" role="status">
        {sectionCopied}
      </span>
    </div>
  );
}
