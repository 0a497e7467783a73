/**
 * Prefetch on intent, not on sight (issue #17). Next's `<Link>` prefetches every link that scrolls into view:
 * on a doc page that was a route tree and a page segment for each of ~10 links, ~30 requests and ~140 KB in
 * the seconds after the first view, mostly for pages the reader never opens. Our links are rendered with
 * `prefetch={false}` (components/intent-link.tsx) or as plain `<a>` in server HTML (the article, lib/static-html.ts),
 * and carry {@link INTENT_ATTR}; one hook of the page behaviour island (lib/hooks/use-intent-prefetch.ts) prefetches such a link when
 * the reader shows intent — the pointer over it, keyboard focus on it, a touch starting on it — and routes a
 * click on a plain one through the client router, as `<Link>` would.
 */

/** The attribute that marks a link for prefetch on intent and client navigation. */
export const INTENT_ATTR = "data-prefetch";
/** Its value. */
export const INTENT_VALUE = "intent";
/** `{ "data-prefetch": "intent" }`, to spread on a link. */
export const intentProps = { [INTENT_ATTR]: INTENT_VALUE } as const;

/**
 * The same-origin page path (pathname and query) a link leads to, when the client router can show it:
 * marked for intent, no `target`/`download`, same origin, a page URL (trailing slash: this site's pages;
 * files such as `/functions/api.md` are not routes), and not a jump within the current page.
 */
export function routableHref(link: HTMLAnchorElement, location: { origin: string; pathname: string; search: string }): string | null {
  if (link.getAttribute(INTENT_ATTR) !== INTENT_VALUE) return null;
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
