/**
 * Client navigation for every same-site page link, and prefetch on intent, not on sight (issues #17, #30). Next's
 * `<Link>` prefetches every link that scrolls into view: on a doc page that was a route tree and a page segment for
 * each of ~10 links, ~30 requests and ~140 KB in the seconds after the first view, mostly for pages the reader
 * never opens; and a `<Link>` per link is a client reference per link in the page's payload. Our links are plain
 * `<a>` (in server HTML: the sidebar, the article, lib/routes/static-html.ts; in islands: search results, Ask), and one
 * set of document listeners (lib/hooks/use-client-navigation.ts) prefetches the page a link leads to when the
 * reader shows intent — the pointer over it, keyboard focus on it, a touch starting on it — and routes a plain
 * click on it through the client router.
 */

/**
 * The same-origin page path (pathname and query) a link leads to, when the client router can show it: no
 * `target`/`download`, same origin, a page URL (a trailing slash: this site's pages; files such as
 * `/functions/api.md`, `/llms.txt`, `/sitemap.xml` or `/search-core.json` are not routes), and not a jump within
 * the current page. Every such link is taken — sidebar, breadcrumbs, header, cards, search results, citations —
 * by one delegated handler (lib/hooks/use-client-navigation.ts), not a component per link.
 */
export function routableHref(link: HTMLAnchorElement, location: { origin: string; pathname: string; search: string }): string | null {
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const raw = link.getAttribute("href");
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, `${location.origin}${location.pathname}`);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || !url.pathname.endsWith("/")) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null; // same page (a #hash jump or itself)
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The closest link around an event target, if any. */
export function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  return element?.closest<HTMLAnchorElement>("a[href]") ?? null;
}

/** Whether a click is a plain one the page may take over (primary button, no modifier keys). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}
