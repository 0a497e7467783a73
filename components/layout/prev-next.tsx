import type { NavLink } from "@/lib/nav/sidebar-links";

/** Previous and next page links. */
export function PrevNext({ prev, next }: { prev: NavLink | null; next: NavLink | null }) {
  if (!prev && !next) return null;
  return (
    <nav className="prev-next" aria-label="Previous and next pages">
      {prev ? (
        <a href={prev.url} className="prev" rel="prev">
          <span className="prev-next-label">Previous</span>
          <span className="prev-next-title">{prev.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a href={next.url} className="next" rel="next">
          <span className="prev-next-label">Next</span>
          <span className="prev-next-title">{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}
