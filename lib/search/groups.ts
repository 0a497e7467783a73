/**
 * Sidebar groups as search filters (issue #30, point 5): `/search-groups.json` lists each group of the sidebar
 * with the pages in it, so a search can be narrowed to one group — by the dialog's filter, by the MCP server's
 * `search_docs` — without the search index itself carrying a group per section. Fetched once, when a filter is
 * first offered or used.
 */
import type { SearchSection } from "./types";

/** The groups file: sidebar groups in sidebar order, each with its pages' paths. */
export interface SearchGroups {
  groups: { label: string; pages: string[] }[];
}

/** The groups of the searchable sections (hidden pages, whose group is "", are in none). */
export function buildSearchGroups(sections: SearchSection[]): SearchGroups {
  const groups = new Map<string, Set<string>>();
  for (const section of sections) {
    if (!section.group) continue;
    let pages = groups.get(section.group);
    if (!pages) groups.set(section.group, (pages = new Set()));
    pages.add(section.path);
  }
  return { groups: [...groups].map(([label, pages]) => ({ label, pages: [...pages] })) };
}

/** The pages of `group` (a label of the file), or an error naming the groups there are. */
export function pagesOfGroup(file: SearchGroups, group: string): Set<string> {
  const found = file.groups.find((g) => g.label === group);
  if (!found) throw new Error(`unknown search group "${group}" (groups: ${file.groups.map((g) => g.label).join(", ")})`);
  return new Set(found.pages);
}
