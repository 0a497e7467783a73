import type { SidebarGroup, SidebarNode } from "../content/sidebar";

/** A link shown as previous or next page. */
export interface NavLink {
  title: string;
  url: string;
}

/** A frontmatter override: a link, false (none), or undefined (follow the sidebar). */
type Override = NavLink | false | undefined;

/**
 * Previous and next pages of `path`: frontmatter overrides win; otherwise the neighbours in sidebar
 * order. Pages outside the sidebar (hidden) have none unless overridden.
 */
export function getPrevNext(path: string, order: string[], titleOf: (path: string) => string, overrides: { prev?: Override; next?: Override } = {}): { prev: NavLink | null; next: NavLink | null } {
  const index = order.indexOf(path);
  const neighbour = (offset: number): NavLink | null => {
    if (index < 0) return null;
    const target = order[index + offset];
    return target ? { title: titleOf(target), url: target } : null;
  };
  const pick = (override: Override, offset: number) => (override === false ? null : (override ?? neighbour(offset)));
  return { prev: pick(overrides.prev, -1), next: pick(overrides.next, 1) };
}

/** The labels from the sidebar group down to the page's parent, each with a link where the level is a page. */
export function getBreadcrumbs(path: string, sidebar: SidebarGroup[]): { label: string; url?: string }[] {
  const walk = (items: SidebarNode[], trail: { label: string; url?: string }[]): { label: string; url?: string }[] | null => {
    for (const item of items) {
      if (item.path === path) return trail;
      if (item.type === "page") continue;
      const found = walk(item.items, [...trail, { label: item.label, url: item.path }]);
      if (found) return found;
    }
    return null;
  };
  for (const group of sidebar) {
    const found = walk(group.items, [{ label: group.label }]);
    if (found) return found;
  }
  return [];
}

/** Whether a sidebar node is, or contains, the page at `path` (to open its branch). */
export function containsPath(node: SidebarNode | SidebarGroup, path: string): boolean {
  if ("path" in node && node.path === path) return true;
  return "items" in node && node.items.some((child) => containsPath(child, path));
}

/** The first page of a section folder, in sidebar order (for `/functions/` → `/functions/overview/`). */
export function firstPageUnder(prefix: string, order: string[]): string | undefined {
  return order.find((p) => p.startsWith(prefix) && p !== prefix);
}

/** The page a sidebar sub-group opens on: its own page, else its first page in order. */
export function firstPageOf(node: SidebarNode): string | undefined {
  if (node.type === "page" || node.path) return node.path;
  for (const child of node.items) {
    const first = firstPageOf(child);
    if (first) return first;
  }
  return undefined;
}
