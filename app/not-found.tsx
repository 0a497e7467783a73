import type { Metadata } from "next";
import { site } from "@/lib/site";

export const metadata: Metadata = { title: "Page not found", robots: { index: false, follow: true } };

/**
 * The 404 page. Its fallback script (lib/hosting/redirects.ts, `notFoundFallbackScript`) is added to the built
 * 404 files by the postbuild step, not rendered here: Next puts the not-found tree into the RSC payload of
 * every page, and the script carries the list of all page paths (15 KB on each page for nothing).
 */
export default function NotFound() {
  return (
    <main id="main" className="layout-not-found" tabIndex={-1}>
      <p className="not-found-code">404</p>
      <h1>Page not found</h1>
      <p>We could not find this page. It may have moved, or the link may be mistyped.</p>
      <ul className="not-found-links">
        <li>
          <a href="/">Go to the {site.product} Docs home page</a>
        </li>
        <li>
          <a href="/get-started/">Get started with {site.product}</a>
        </li>
        <li>
          <a href={site.askPath}>Ask {site.product} a question</a>
        </li>
      </ul>
    </main>
  );
}
