import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { isPlainClick, linkOf, routableHref } from "../nav/intent";

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
 * Whether React has hydrated the head's metadata (the page's canonical link stands for it). A client navigation that
 * starts before then leaves the previous page's title, description, canonical and feed links in the head for good
 * (vercel/next.js#97472, open; here a click 100–400 ms into a page's boot at 6× CPU, 6–9 times in 12): until then a
 * click is left to the browser, a document load.
 */
function headHydrated(): boolean {
  const canonical = document.head.querySelector('link[rel="canonical"]');
  return !canonical || Object.keys(canonical).some((key) => key.startsWith("__reactFiber$"));
}

/**
 * Client navigation for every page link (lib/nav/intent.ts): one set of document listeners for the whole page,
 * server HTML included, instead of a client component per link. A link's route is prefetched when the reader
 * shows intent, once per page view; a plain click on it navigates through the client router (a click whose
 * default is already prevented, as by the search results' own handler, is left alone), and focus moves to the new
 * page's heading. (The sidebar keeps its open groups and scroll position: lib/hooks/use-sidebar-memory.ts.)
 */
export function useClientNavigation(): void {
  const router = useRouter();
  const pathname = usePathname();
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
      // The default kind: the route tree and its segments (`__next.*.txt`), what the click then renders from.
      // ("full" asks for `/path/?_rsc=`, which a static export answers with the HTML page: a wasted request.)
      router.prefetch(route);
    };
    const click = (event: MouseEvent) => {
      const link = linkOf(event.target);
      if (!link || !isPlainClick(event)) return;
      const href = routableHref(link, window.location);
      if (!href || !headHydrated()) return;
      event.preventDefault();
      router.push(href);
    };
    const listening = new AbortController();
    const { signal } = listening;
    for (const type of ["pointerover", "focusin", "touchstart"]) document.addEventListener(type, intent, { capture: true, passive: true, signal });
    document.addEventListener("click", click, { signal });
    return () => listening.abort();
  }, [router]);
}
