import GithubSlugger from "github-slugger";
import type { Heading as MdastHeading, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";

/** A heading of a page (levels 2 to 4), as listed in the table of headings. */
export interface Heading {
  /** 2, 3 or 4. */
  level: number;
  /** Plain text of the heading. */
  title: string;
  /** GitHub-style id, unique within the page. */
  slug: string;
  /** 1-based source line, for error messages. */
  line: number;
}

/**
 * Walks the h2–h4 headings of a tree in order and gives each a GitHub-style id. The same function
 * serves the page records (table of headings, link checks) and the renderer (the ids in the HTML),
 * so a TOC link always equals its heading's id. `onHeading` may mutate the node.
 */
export function slugHeadings(tree: Root, onHeading?: (node: MdastHeading, heading: Heading) => void): Heading[] {
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  visit(tree, "heading", (node) => {
    if (node.depth < 2 || node.depth > 4) return;
    const title = toString(node).trim();
    const heading: Heading = { level: node.depth, title, slug: slugger.slug(title), line: node.position?.start.line ?? 0 };
    headings.push(heading);
    onHeading?.(node, heading);
  });
  return headings;
}

/** Finds headings whose ids clash: the slugger had to add a `-1` suffix to keep them apart. */
export function duplicateHeadings(headings: Heading[]): Heading[] {
  const seen = new Set<string>();
  const duplicates: Heading[] = [];
  for (const heading of headings) {
    const base = new GithubSlugger().slug(heading.title);
    if (seen.has(base)) duplicates.push(heading);
    seen.add(base);
  }
  return duplicates;
}
