import type { Metadata } from "next";
import Link from "next/link";
import { getContentIndex, getSectionRedirects } from "@/lib/content";
import { NotFoundEvent } from "@/components/not-found-event.client";
import { resolveFallback } from "@/lib/redirects";
import { site } from "@/lib/site";

export const metadata: Metadata = { title: "Page not found", robots: { index: false, follow: true } };

/**
 * Runs before the message is parsed: a visitor on `/functions`, `/x.html` or a section folder is sent to
 * the page the path names (SPEC §2), so "Page not found" never flashes for a path that has a page.
 */
function fallbackScript(): string {
  const sections = getSectionRedirects();
  const paths = [...getContentIndex().pages.keys()];
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  const call = `(${resolveFallback.toString()})(location.pathname,${json(paths)},${json(sections)})`;
  return `(function(){try{var t=${call};if(t){document.documentElement.dataset.redirecting="1";location.replace(t+location.search+location.hash)}}catch(e){console.error(e)}})()`;
}

export default function NotFound() {
  return (
    <main id="main" className="layout-not-found" tabIndex={-1}>
      <script dangerouslySetInnerHTML={{ __html: fallbackScript() }} />
      <NotFoundEvent />
      <p className="not-found-code">404</p>
      <h1>Page not found</h1>
      <p>We could not find this page. It may have moved, or the link may be mistyped.</p>
      <ul className="not-found-links">
        <li>
          <Link href="/">Go to the {site.product} Docs home page</Link>
        </li>
        <li>
          <Link href="/get-started/">Get started with {site.product}</Link>
        </li>
        <li>
          <Link href={site.askPath}>Ask {site.product} a question</Link>
        </li>
      </ul>
    </main>
  );
}
