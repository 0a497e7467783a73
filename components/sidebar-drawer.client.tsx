"use client";

import { useRef, type MouseEvent, type ReactNode } from "react";
import { useDrawer } from "@/lib/hooks/use-drawer";
import { useSidebarMemory } from "@/lib/hooks/use-sidebar-memory";

/** Media query below which the sidebar is a drawer (keep in step with reader.css). */
const DRAWER_QUERY = "(max-width: 900px)";

/**
 * The sidebar column; below ~900 px a drawer opened by the "Menu" button. The navigation itself is
 * server-rendered and passed in as `sidebar`; the page's `<main>` (children) comes before it in the DOM, so
 * the article is the first content a screen reader, a text browser or an AI agent meets (the grid of
 * app/globals.css still shows the sidebar on the left). The Menu button stays above the article.
 */
export function SidebarDrawer({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  const panel = useRef<HTMLElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { open, show, close } = useDrawer(panel, trigger, DRAWER_QUERY);
  // Across client navigations: the groups the reader opened and the column's scroll position.
  useSidebarMemory(sidebar);
  // A click on the backdrop (the aside around the panel) or on any link in the drawer closes it.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!open) return;
    const target = event.target as HTMLElement;
    if (target === event.currentTarget) close();
    else if (target.closest("a")) close(false);
  };
  return (
    <>
      <div className="doc-toolbar">
        <button ref={trigger} type="button" className="menu-button" aria-expanded={open} aria-controls="sidebar" onClick={show}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M3 6h18M3 12h18M3 18h18" />
          </svg>
          Menu
        </button>
      </div>
      {children}
      <aside
        ref={panel}
        id="sidebar"
        className="sidebar-column"
        data-open={open || undefined}
        role={open ? "dialog" : undefined}
        aria-modal={open || undefined}
        aria-label={open ? "Documentation menu" : undefined}
        onClick={onClick}
      >
        <div className="sidebar-panel">
          <button type="button" className="drawer-close" onClick={() => close()}>
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
            Close menu
          </button>
          {sidebar}
        </div>
      </aside>
    </>
  );
}
