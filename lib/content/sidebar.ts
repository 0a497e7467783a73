import { z } from "zod";

/** A sidebar entry as editors write it: a page URL, or a labelled sub-group. */
export type SidebarSource = string | { label: string; path?: string; items: SidebarSource[] };

const entry: z.ZodType<SidebarSource> = z.lazy(() =>
  z.union([
    z.string().regex(/^\/(.+\/)?$/, "a page URL starts and ends with /"),
    z.strictObject({ label: z.string().min(1), path: z.string().regex(/^\/.+\/$/).optional(), items: z.array(entry).min(1) }),
  ]),
);

/** sidebar.yaml: the groups, in order. */
export const sidebarFileSchema = z.array(z.strictObject({ group: z.string().min(1), items: z.array(entry).min(1) })).min(1);

/** A sidebar group as editors wrote it. */
export type SidebarGroupSource = z.infer<typeof sidebarFileSchema>[number];

/** A resolved sidebar node: a page with its label, or a sub-group (optionally itself a page). */
export type SidebarNode =
  | { type: "page"; path: string; label: string }
  | { type: "group"; label: string; path?: string; items: SidebarNode[] };

/** A resolved top-level group. */
export interface SidebarGroup {
  label: string;
  items: SidebarNode[];
}

/** Every page path the sidebar names, in reading order (a sub-group's own page before its items). */
export function sidebarPaths(groups: SidebarGroupSource[]): string[] {
  return pagePaths(resolveSidebar(groups, () => "").flatMap((group) => group.items));
}

/** The page paths of resolved sidebar nodes, in reading order (a sub-group's own page before its items). */
export function pagePaths(nodes: SidebarNode[], out: string[] = []): string[] {
  for (const node of nodes) {
    if (node.path) out.push(node.path);
    if (node.type === "group") pagePaths(node.items, out);
  }
  return out;
}

/** Resolves labels from page titles. `labelOf` returns undefined for an unknown path (already reported by the checks). */
export function resolveSidebar(groups: SidebarGroupSource[], labelOf: (path: string) => string | undefined): SidebarGroup[] {
  const resolve = (items: SidebarSource[]): SidebarNode[] =>
    items.flatMap((item): SidebarNode[] => {
      if (typeof item === "string") {
        const label = labelOf(item);
        return label === undefined ? [] : [{ type: "page", path: item, label }];
      }
      return [{ type: "group", label: item.label, path: item.path, items: resolve(item.items) }];
    });
  return groups.map((group) => ({ label: group.group, items: resolve(group.items) }));
}
