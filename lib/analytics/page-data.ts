/** The page payload of docs/CONTRACT.md §3: title, url, path, hash, search, width, height, referrer. */
export type PageView = ReturnType<typeof capturePageView>;

/**
 * Captures the page view at navigation time (analytics may load later, after the reader has moved on).
 * `referrer` is the previous page after a client-side navigation, else the document's referrer.
 */
export function capturePageView(referrer: string = document.referrer) {
  const { href, hash, pathname, search } = window.location;
  return {
    title: document.title,
    url: href.replace(/#.*$/, ""),
    path: pathname,
    hash,
    search,
    width: window.innerWidth,
    height: window.innerHeight,
    referrer,
  };
}
