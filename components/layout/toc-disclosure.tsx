import type { PageRecord } from "@/lib/content/types";
import { staticHtml } from "@/lib/routes/static-html";
import { tocItems } from "./toc";

/** The table of headings on narrow screens: an "On this page" disclosure at the top of the page (no client code). */
export function TocDisclosure({ headers }: { headers: PageRecord["headers"] }) {
  if (headers.length === 0) return null;
  return (
    <nav className="toc-disclosure" aria-label="Table of contents">
      <details
        {...staticHtml(
          <>
            <summary>On this page</summary>
            <ul>{tocItems(headers, false)}</ul>
          </>,
        )}
      />
    </nav>
  );
}
