import type { SidebarGroup } from "@/lib/content/sidebar";
import { containsPath, firstPageOf, firstPageUnder, getBreadcrumbs, getPrevNext } from "@/lib/nav/sidebar-links";

const order = ["/a/", "/b/", "/c/"];
const titleOf = (p: string) => `Title ${p}`;

describe("getPrevNext", () => {
  it("follows sidebar order", () => {
    expect(getPrevNext("/b/", order, titleOf)).toEqual({ prev: { title: "Title /a/", url: "/a/" }, next: { title: "Title /c/", url: "/c/" } });
  });
  it("has no prev on the first page and no next on the last", () => {
    expect(getPrevNext("/a/", order, titleOf).prev).toBeNull();
    expect(getPrevNext("/c/", order, titleOf).next).toBeNull();
  });
  it("lets frontmatter override or switch off either side", () => {
    const result = getPrevNext("/b/", order, titleOf, { prev: false, next: { title: "Elsewhere", url: "/z/" } });
    expect(result).toEqual({ prev: null, next: { title: "Elsewhere", url: "/z/" } });
  });
  it("gives hidden pages (outside the sidebar) no neighbours unless overridden", () => {
    expect(getPrevNext("/hidden/", order, titleOf)).toEqual({ prev: null, next: null });
    expect(getPrevNext("/hidden/", order, titleOf, { next: { title: "A", url: "/a/" } }).next).toEqual({ title: "A", url: "/a/" });
  });
});

const sidebar: SidebarGroup[] = [
  {
    label: "Welcome",
    items: [
      { type: "page", path: "/get-started/", label: "Get started" },
      { type: "group", label: "Guides", path: "/guides/", items: [{ type: "group", label: "Deep", items: [{ type: "page", path: "/guides/deep/x/", label: "X" }] }] },
    ],
  },
];

describe("getBreadcrumbs", () => {
  it("lists the group and sub-groups above a page, linking those that are pages", () => {
    expect(getBreadcrumbs("/guides/deep/x/", sidebar)).toEqual([{ label: "Welcome" }, { label: "Guides", url: "/guides/" }, { label: "Deep", url: undefined }]);
  });
  it("stops at the parent for a sub-group's own page", () => {
    expect(getBreadcrumbs("/guides/", sidebar)).toEqual([{ label: "Welcome" }]);
  });
  it("is empty for a page outside the sidebar", () => {
    expect(getBreadcrumbs("/hidden/", sidebar)).toEqual([]);
  });
});

describe("containsPath and firstPageUnder", () => {
  it("finds a page in a nested branch", () => {
    expect(containsPath(sidebar[0] as SidebarGroup, "/guides/deep/x/")).toBe(true);
    expect(containsPath(sidebar[0] as SidebarGroup, "/nope/")).toBe(false);
  });
  it("picks a section's first page in sidebar order", () => {
    expect(firstPageUnder("/functions/", ["/a/", "/functions/overview/", "/functions/api/"])).toBe("/functions/overview/");
    expect(firstPageUnder("/none/", order)).toBeUndefined();
  });
});

describe("firstPageOf", () => {
  it("opens a sub-group on its own page, else on its first page at any depth", () => {
    const welcome = sidebar[0] as SidebarGroup;
    expect(firstPageOf(welcome.items[1] as never)).toBe("/guides/");
    expect(firstPageOf({ type: "group", label: "Deep", items: [{ type: "group", label: "Deeper", items: [{ type: "page", path: "/x/", label: "X" }] }] })).toBe("/x/");
  });
});
