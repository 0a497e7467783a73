import { useEffect, useLayoutEffect } from "react";

/** The sidebar column (components/sidebar-drawer.client.tsx), the scroll container, and the navigation inside it. */
const COLUMN = "sidebar";
const SIDEBAR = "nav.sidebar";

/** A sidebar group's key: its labels from the top (`Functions › Advanced`), the same on every page that shows it. */
function groupKey(details: HTMLDetailsElement): string {
  const labels: string[] = [];
  for (let node: Element | null = details; node && !node.matches(SIDEBAR); node = node.parentElement) {
    if (node instanceof HTMLDetailsElement) labels.unshift(node.querySelector(":scope > summary")?.textContent ?? "");
  }
  return labels.join(" › ");
}

/** What the reader did to the sidebar, for the tab's page views (kept when a page without a sidebar comes between). */
const memory = {
  open: new Set<string>(),
  closed: new Set<string>(),
  scrollTop: undefined as number | undefined,
  /** The sidebar link last clicked and its distance from the column's top: it stays under the pointer. */
  clicked: undefined as { href: string; top: number } | undefined,
  restore: false,
};

/** A link's distance from the top of the column's visible area. */
const offsetIn = (column: Element, link: Element) => link.getBoundingClientRect().top - column.getBoundingClientRect().top;

/**
 * The sidebar as the reader left it, kept across client navigations: the groups they opened or closed (each page's
 * server HTML opens only its own branch) and the column's scroll position, with a clicked sidebar link kept where it
 * was. Recorded from `toggle`, `scroll` and `click` events on the column; put back each time a new page's sidebar
 * is committed (`sidebar`, the server-rendered navigation, is a new element then), before it is painted. The tab's
 * first sidebar is the server's as it is.
 */
export function useSidebarMemory(sidebar: unknown): void {
  useEffect(() => {
    const element = document.getElementById(COLUMN);
    if (!element) return;
    const toggle = (event: Event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.closest(SIDEBAR)) return;
      const key = groupKey(details);
      (details.open ? memory.open : memory.closed).add(key);
      (details.open ? memory.closed : memory.open).delete(key);
    };
    const scroll = () => {
      memory.scrollTop = element.scrollTop;
    };
    const click = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(`${SIDEBAR} a[href]`) : null;
      memory.clicked = link ? { href: link.getAttribute("href") ?? "", top: offsetIn(element, link) } : undefined;
    };
    const listening = new AbortController();
    const { signal } = listening;
    // `toggle` does not bubble: listen in the capture phase.
    element.addEventListener("toggle", toggle, { capture: true, signal });
    element.addEventListener("scroll", scroll, { passive: true, signal });
    element.addEventListener("click", click, { capture: true, signal });
    return () => listening.abort();
  }, []);
  useLayoutEffect(() => {
    const element = document.getElementById(COLUMN);
    if (!element) return;
    // The tab's first sidebar is the server's as it is.
    if (!memory.restore) {
      memory.restore = true;
      return;
    }
    for (const details of element.querySelectorAll<HTMLDetailsElement>(`${SIDEBAR} details`)) {
      const key = groupKey(details);
      // The new page's own branch stays open (its link is marked there) unless the reader closed that group.
      if (memory.open.has(key)) details.open = true;
      else if (memory.closed.has(key) && !details.querySelector('[aria-current="page"]')) details.open = false;
    }
    if (memory.scrollTop !== undefined) element.scrollTop = memory.scrollTop;
    // Reached from a sidebar link: that link, now the current page's, stays where the reader clicked it (the
    // sidebar above it may have changed: the previous page's branch closed, another group's tree shown).
    const { clicked } = memory;
    memory.clicked = undefined;
    const current = element.querySelector(`${SIDEBAR} a[aria-current="page"]`);
    if (clicked && current?.getAttribute("href") === clicked.href) element.scrollTop += offsetIn(element, current) - clicked.top;
  }, [sidebar]);
}
