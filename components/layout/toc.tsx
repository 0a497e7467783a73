import type { PageRecord } from "@/lib/content/types";
import { staticHtml } from "@/lib/routes/static-html";

/** The table of headings (h2–h4); the page behaviour island marks the section being read (lib/hooks/use-toc-spy.ts). */
export function Toc({ headers }: { headers: PageRecord["headers"] }) {
  if (headers.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <p className="toc-title" id="toc-title">
        On this page
      </p>
      <ul
        {...staticHtml(
          headers.map((h) => (
            <li key={h.slug} className={`toc-level-${h.level}`}>
              <a href={`#${h.slug}`} data-toc-slug={h.slug}>
                {h.title}
              </a>
            </li>
          )),
        )}
      />
    </nav>
  );
}
