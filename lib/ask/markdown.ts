/**
 * Markdown for Ask: parsing answers (CommonMark + GFM tables, through micromark, the parser remark uses
 * at build time) into a syntax tree that components/ask/answer-text.tsx renders as React elements — never
 * as HTML — and cutting a section out of a page's Markdown copy (`/functions/api.md`, lib/agents/markdown.ts).
 */
import type { Heading, Nodes, Root, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmTable } from "micromark-extension-gfm-table";
import { site } from "../site";

/** Markdown (CommonMark and GFM tables) as an mdast tree with source positions. */
export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] });
}

/** The URL of a page's Markdown copy (`/functions/api/` → `/functions/api.md`), where the build writes it. */
export { markdownPath as pageMarkdownUrl } from "../agents/markdown-path";

/** The plain text of a node (headings compared by their words); an image's alt text is left out. */
export const plainText = (node: Nodes) => toString(node, { includeImageAlt: false });

const norm = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** The source text of top-level nodes [from, to) of a parsed document. */
const slice = (markdown: string, nodes: RootContent[]) => {
  const first = nodes[0]?.position?.start.offset;
  const last = nodes[nodes.length - 1]?.position?.end.offset;
  return first === undefined || last === undefined ? "" : markdown.slice(first, last);
};

/**
 * The Markdown of one section of a page's Markdown copy: under the heading path `headings` (h2, h3, h4…),
 * up to the next heading of the same or a higher level; with no headings, the page's introduction (after
 * its title, description quote and Source line, up to the first h2). Null when the heading isn't there.
 */
export function sectionMarkdown(pageMarkdown: string, headings: string[]): string | null {
  const tree = parseMarkdown(pageMarkdown);
  const nodes = tree.children;
  if (headings.length === 0) {
    const end = nodes.findIndex((n) => n.type === "heading" && n.depth === 2);
    const body = nodes.slice(0, end === -1 ? nodes.length : end).filter((n, i) => {
      if (n.type === "heading" && n.depth === 1) return false;
      // The copy's header: "> description" and "Source: url" right after the title.
      if (i <= 3 && (n.type === "blockquote" || (n.type === "paragraph" && /^Source: /.test(plainText(n))))) return false;
      return true;
    });
    return slice(pageMarkdown, body).trim() || null;
  }
  // Walk down the heading path: each heading must come after the previous one, at the next depth.
  let from = 0;
  let depth = 1;
  for (const title of headings) {
    depth += 1;
    const i = nodes.findIndex((n, k) => k >= from && n.type === "heading" && (n as Heading).depth === depth && norm(plainText(n)) === norm(title));
    if (i === -1) return null;
    from = i + 1;
  }
  let to = nodes.findIndex((n, k) => k >= from && n.type === "heading" && n.depth <= depth);
  if (to === -1) to = nodes.length;
  return slice(pageMarkdown, nodes.slice(from, to)).trim() || null;
}

/** Links to our own site as site-relative paths (so they work on any host and offline); others unchanged. */
export function siteRelative(url: string): string {
  return url.startsWith(`${site.origin}/`) ? url.slice(site.origin.length) : url === site.origin ? "/" : url;
}
