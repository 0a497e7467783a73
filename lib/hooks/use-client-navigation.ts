import { usePathname, useRouter } from "next/navigation";
import { useEffect, useLayoutEffect, useRef } from "react";
import { isPlainClick, linkOf, routableHref } from "../nav/intent";

/** The sidebar's scroll container (components/sidebar-drawer.client.tsx) and the navigation inside it. */
const SIDEBAR_COLUMN = ".sidebar-column";
const SIDEBAR = "nav.sidebar";

/** A sidebar group's key: its labels from the top (`Functions › Advanced`), the same on every page that shows it. */
function groupKey(details: HTMLDetailsElement): string {
  const labels: string[] = [];
  for (let node: Element | null = details; node && !node.matches(SIDEBAR); node = node.parentElement) {
    if (node instanceof HTMLDetailsElement) labels.unshift(node.querySelector(":scope > summary")?.textContent ?? "");
  }
  return labels.join(" › ");
}

/**
 * The sidebar as the reader left it, kept across client navigations: the groups they opened (each page's server
 * HTML opens only its own branch) and the column's scroll position. Recorded from `toggle` and `scroll` events,
 * put back on the new page's sidebar before it is painted.
 */
function useSidebarMemory(pathname: string): void {
  const memory = useRef({ open: new Set<string>(), closed: new Set<string>(), scrollTop: 0 });
  useEffect(() => {
    const { current } = memory;
    const toggle = (event: Event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.closest(SIDEBAR)) return;
      const key = groupKey(details);
      (details.open ? current.open : current.closed).add(key);
      (details.open ? current.closed : current.open).delete(key);
    };
    const scroll = (event: Event) => {
      if (event.target instanceof Element && event.target.matches(SIDEBAR_COLUMN)) current.scrollTop = event.target.scrollTop;
    };
    // Neither event bubbles: listen in the capture phase.
    document.addEventListener("toggle", toggle, { capture: true });
    document.addEventListener("scroll", scroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener("toggle", toggle, { capture: true });
      document.removeEventListener("scroll", scroll, { capture: true });
    };
  }, []);
  const first = useRef(true);
  useLayoutEffect(() => {
    const { open, closed, scrollTop } = memory.current;
    const column = document.querySelector(SIDEBAR_COLUMN);
    // The first view: the sidebar is the server's (and the reader may have scrolled it before hydration).
    if (first.current || !column) {
      first.current = false;
      if (column) memory.current.scrollTop = column.scrollTop;
      return;
    }
    for (const details of column.querySelectorAll<HTMLDetailsElement>(`${SIDEBAR} details`)) {
      const key = groupKey(details);
      // The new page's own branch stays open (its link is marked there) unless the reader closed that group.
      if (open.has(key)) details.open = true;
      else if (closed.has(key) && !details.querySelector('[aria-current="page"]')) details.open = false;
    }
    column.scrollTop = scrollTop;
  }, [pathname]);
}

/**
 * After a client navigation, keyboard and screen reader focus on the new page's heading (as a document load
 * would start at the top of the new page), without scrolling: the router has put the page where it belongs.
 */
function useFocusOnNavigation(pathname: string): void {
  const first = useRef(pathname);
  useEffect(() => {
    if (first.current === pathname) return;
    first.current = "";
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Client navigation for every page link (lib/nav/intent.ts): one set of document listeners for the whole page,
 * server HTML included, instead of a client component per link. A link's route is prefetched when the reader
 * shows intent, once per page view; a plain click on it navigates through the client router (a click whose
 * default is already prevented, as by the search results' own handler, is left alone). The sidebar keeps its
 * open groups and scroll position, and focus moves to the new page's heading.
 */
export function useClientNavigation(): void {
  const router = useRouter();
  const pathname = usePathname();
  useSidebarMemory(pathname);
  useFocusOnNavigation(pathname);
  useEffect(() => {
    const done = new Set<string>();
    const intent = (event: Event) => {
      const link = linkOf(event.target);
      const href = link && routableHref(link, window.location);
      if (!href) return;
      const route = href.split("#")[0] as string;
      if (done.has(route)) return;
      done.add(route);
      // The default kind: the route tree and the page segment (`__next.*.txt`), what the click then renders from.
      // ("full" asks for `/path/?_rsc=`, which a static export answers with the HTML page: a wasted request.)
      router.prefetch(route);
    };
    const click = (event: MouseEvent) => {
      const link = linkOf(event.target);
      if (!link || !isPlainClick(event)) return;
      const href = routableHref(link, window.location);
      if (!href) return;
      event.preventDefault();
      router.push(href);
    };
    const options = { capture: true, passive: true } as const;
    document.addEventListener("pointerover", intent, options);
    document.addEventListener("focusin", intent, options);
    document.addEventListener("touchstart", intent, options);
    document.addEventListener("click", click);
    return () => {
      document.removeEventListener("pointerover", intent, options);
      document.removeEventListener("focusin", intent, options);
      document.removeEventListener("touchstart", intent, options);
      document.removeEventListener("click", click);
    };
  }, [router]);
}
