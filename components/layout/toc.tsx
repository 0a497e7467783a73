import type { PageRecord } from "@/lib/content/types";
import { staticHtml } from "@/lib/routes/static-html";

/** The headings as list items of links; `spy` marks the links for the scroll-spy (lib/hooks/use-toc-spy.ts). */
export const tocItems = (headers: PageRecord["headers"], spy: boolean) =>
  headers.map((h) => (
    <li key={h.slug} className={`toc-level-${h.level}`}>
      <a href={`#${h.slug}`} data-toc-slug={spy ? h.slug : undefined}>
        {h.title}
      </a>
    </li>
  ));

/** The table of headings (h2–h4); the page behaviour island marks the section being read (lib/hooks/use-toc-spy.ts). */
export function Toc({ headers }: { headers: PageRecord["headers"] }) {
  if (headers.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <p className="toc-title" id="toc-title">
        On this page
      </p>
      <ul {...staticHtml(tocItems(headers, true))} />
    </nav>
  );
}
