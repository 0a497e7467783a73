import type { SidebarGroup, SidebarNode } from "@/lib/content/sidebar";
import { containsPath, firstPageOf } from "@/lib/nav/sidebar-links";
import { staticHtml } from "@/lib/routes/static-html";

/** A page's entry: its list item and link, marked when it is the current page. */
function PageItem({ path, label, current }: { path: string; label: string; current: string }) {
  const active = path === current;
  // Plain links: a client-router <Link> per entry would put ~300 client references in every page's
  // payload and slow the build; prev/next and links in the body navigate client-side with prefetch.
  return (
    <li>
      <a href={path} aria-current={active ? "page" : undefined} className={active ? "active" : undefined}>
        {label}
      </a>
    </li>
  );
}

function Node({ node, current }: { node: SidebarNode; current: string }) {
  if (node.type === "page") return <PageItem path={node.path} label={node.label} current={current} />;
  return (
    <li>
      <details open={containsPath(node, current) || undefined}>
        {/* A link inside <summary> is nested interactive content (axe): the group's own page is its first item. */}
        <summary>{node.label}</summary>
        <ul>
          {node.path ? <PageItem path={node.path} label={node.label} current={current} /> : null}
          {node.items.map((child) => (
            <Node key={child.type === "page" ? child.path : child.label} node={child} current={current} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** An entry of a group the reader is not in: a page, or a sub-group as one link to its first page. */
function Entry({ node }: { node: SidebarNode }) {
  const href = firstPageOf(node);
  if (!href) return null;
  return (
    <li>
      <a href={href} className={node.type === "group" ? "sidebar-section-link" : undefined}>
        {node.label}
      </a>
    </li>
  );
}

/**
 * The left navigation, rendered on the server as plain links. The group holding the current page shows its
 * whole tree with the page's branch open; every other group shows only its direct entries. A page's HTML
 * then grows with its own group, not with the whole site, so out/ grows linearly with the page count.
 */
export function Sidebar({ groups, current }: { groups: SidebarGroup[]; current: string }) {
  // Server HTML the client tree does not walk (lib/routes/static-html.ts): one element to hydrate, not ~300.
  const sections = groups.map((group) => {
    const open = containsPath(group, current);
    return (
      <section key={group.label} className="sidebar-group">
        <h2 className="sidebar-group-title">{group.label}</h2>
        <ul>
          {group.items.map((node) =>
            open ? <Node key={node.type === "page" ? node.path : node.label} node={node} current={current} /> : <Entry key={node.type === "page" ? node.path : node.label} node={node} />,
          )}
        </ul>
      </section>
    );
  });
  return <nav className="sidebar" aria-label="Documentation" {...staticHtml(sections)} />;
}
