import { site } from "../site";

/**
 * The page layouts a page's frontmatter `layout:` names, in one table. A layout with a `path` belongs to one page
 * with a route of its own (the Ask page: app/ask-launchbay/), so the catch-all doc route leaves that page out.
 */
export const LAYOUTS = {
  doc: { path: undefined, route: "app/[...slug]/" },
  chat: { path: site.askPath, route: "app/ask-launchbay/" },
} as const satisfies Record<string, { path: string | undefined; route: string }>;

export type LayoutName = keyof typeof LAYOUTS;
export const LAYOUT_NAMES = Object.keys(LAYOUTS) as [LayoutName, ...LayoutName[]];

/** Whether the catch-all doc route renders pages of this layout (a layout with its own route is rendered there). */
export const rendersInDocRoute = (layout: LayoutName): boolean => LAYOUTS[layout].path === undefined;
