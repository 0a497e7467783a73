import type { SidebarGroup, SidebarNode } from "@/lib/content/sidebar";
import { containsPath } from "@/lib/navigation";

function PageLink({ path, label, current }: { path: string; label: string; current: string }) {
  const active = path === current;
  // Plain links: a client-router <Link> per entry would put ~300 client references in every page's
  // payload and slow the build; prev/next and links in the body navigate client-side with prefetch.
  return (
    <a href={path} aria-current={active ? "page" : undefined} className={active ? "active" : undefined}>
      {label}
    </a>
  );
}

function Node({ node, current }: { node: SidebarNode; current: string }) {
  if (node.type === "page") {
    return (
      <li>
        <PageLink path={node.path} label={node.label} current={current} />
      </li>
    );
  }
  return (
    <li>
      <details open={containsPath(node, current) || undefined}>
        {/* A link inside <summary> is nested interactive content (axe): the group's own page is its first item. */}
        <summary>{node.label}</summary>
        <ul>
          {node.path ? (
            <li>
              <PageLink path={node.path} label={node.label} current={current} />
            </li>
          ) : null}
          {node.items.map((child) => (
            <Node key={child.type === "page" ? child.path : child.label} node={child} current={current} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The left navigation tree, rendered on the server as plain links; the current page's branch is open. */
export function Sidebar({ groups, current }: { groups: SidebarGroup[]; current: string }) {
  return (
    <nav className="sidebar" aria-label="Documentation">
      {groups.map((group) => (
        <section key={group.label} className="sidebar-group">
          <h2 className="sidebar-group-title">{group.label}</h2>
          <ul>
            {group.items.map((node) => (
              <Node key={node.type === "page" ? node.path : node.label} node={node} current={current} />
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
