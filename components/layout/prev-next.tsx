import type { NavLink } from "@/lib/nav/sidebar-links";

function PageLink({ link, rel, label }: { link: NavLink; rel: "prev" | "next"; label: string }) {
  return (
    <a href={link.url} className={rel} rel={rel}>
      <span className="prev-next-label">{label}</span>
      <span className="prev-next-title">{link.title}</span>
    </a>
  );
}

/** Previous and next page links. */
export function PrevNext({ prev, next }: { prev: NavLink | null; next: NavLink | null }) {
  if (!prev && !next) return null;
  return (
    <nav className="prev-next" aria-label="Previous and next pages">
      {prev ? <PageLink link={prev} rel="prev" label="Previous" /> : <span />}
      {next ? <PageLink link={next} rel="next" label="Next" /> : null}
    </nav>
  );
}
