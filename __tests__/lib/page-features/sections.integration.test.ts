import path from "node:path";
import type { Heading, Root, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { mdxToMarkdown, renderPageMarkdown } from "@/lib/agents/markdown";
import { markdownHeadings, sectionMarkdown } from "@/lib/page-features/sections";
import { siteContent } from "../search/site-content";

const parseMarkdown = (text: string) => unified().use(remarkParse).use(remarkGfm).parse(text) as Root;

describe("sectionMarkdown", () => {
  const md = "# Title\n\n> Intro\n\n## One\n\nText one.\n\n```md\n## Not a heading\n~~~~\nstill code\n```\n\n### One a\n\nSub.\n\n#### Deep\n\nDeeper.\n\n## Two\n\n~~~\n# x\n~~~\n\nEnd.\n";

  it("finds h2–h4 headings outside fenced code only", () => {
    expect(markdownHeadings(md).map((h) => h.depth)).toEqual([2, 3, 4, 2]);
  });

  it("cuts a section with its subsections, up to the next heading of its level or higher", () => {
    expect(sectionMarkdown(md, 0)).toBe("## One\n\nText one.\n\n```md\n## Not a heading\n~~~~\nstill code\n```\n\n### One a\n\nSub.\n\n#### Deep\n\nDeeper.\n");
    expect(sectionMarkdown(md, 1)).toBe("### One a\n\nSub.\n\n#### Deep\n\nDeeper.\n");
    expect(sectionMarkdown(md, 3)).toBe("## Two\n\n~~~\n# x\n~~~\n\nEnd.\n");
    expect(sectionMarkdown(md, 4)).toBeNull();
  });
});

/**
 * The cut from the `.md` twin equals that section of the twin: for every heading of every page, the text
 * cut by position is (1) headed by the heading the page's table of headings lists at that position (same
 * title, so the same id), and (2) exactly the Markdown of that section's own syntax nodes, converted alone.
 */
describe.each([
  ["the fixture site", path.join(__dirname, "../../fixtures/site")],
  ["the site's content", path.join(__dirname, "../../../content")],
])("the section cut on %s", (_name, root) => {
  // Loaded as the build loads it: each page's artifact reused from the store the other tests and the build share.
  const { index, markdown } = siteContent(root);
  const copies = markdown();
  const pages = [...index.pages.values()].filter((entry) => entry.record.headers.length > 0);

  it("has pages with headings", () => expect(pages.length).toBeGreaterThan(0));

  it("matches every heading of the page to the heading of the .md twin at the same position", () => {
    const mismatches: string[] = [];
    for (const entry of pages) {
      const md = copies[entry.record.path]!;
      const headings = markdownHeadings(md);
      if (headings.length !== entry.record.headers.length) {
        mismatches.push(`${entry.record.path}: ${headings.length} Markdown headings, ${entry.record.headers.length} page headings`);
        continue;
      }
      entry.record.headers.forEach((header, i) => {
        const cut = sectionMarkdown(md, i) ?? "";
        // The cut's first line, parsed alone: an ATX heading is one line, and the heading is all this test compares.
        const first = parseMarkdown(cut.split("\n")[0] ?? "").children[0];
        if (first?.type !== "heading" || first.depth !== header.level || toString(first).trim() !== header.title)
          mismatches.push(`${entry.record.path}#${header.slug}: cut starts with ${cut.split("\n")[0]}`);
      });
    }
    expect(mismatches).toEqual([]);
  });

  it("cuts exactly the Markdown of the section's own nodes", () => {
    const mismatches: string[] = [];
    let compared = 0;
    for (const entry of pages.slice(0, 80)) {
      // Rendered here with the page's syntax tree (the copies' links are absolute; mdxToMarkdown's are as written).
      const md = renderPageMarkdown(entry);
      const tree = entry.analysis.tree;
      // Top-level headings only: a section made of whole top-level nodes can be converted on its own.
      const top = tree.children.map((node, at) => ({ node, at })).filter((x): x is { node: Heading; at: number } => x.node.type === "heading" && x.node.depth >= 2 && x.node.depth <= 4);
      const all = markdownHeadings(md).length;
      if (top.length !== all) continue; // a heading nested in a component: covered by the test above
      top.forEach(({ node, at }, i) => {
        const end = top.slice(i + 1).find((h) => h.node.depth <= node.depth)?.at ?? tree.children.length;
        const own = mdxToMarkdown({ type: "root", children: tree.children.slice(at, end) as RootContent[] });
        const cut = sectionMarkdown(md, i);
        compared++;
        if (cut !== own) mismatches.push(`${entry.record.path} heading ${i}:\n--- cut\n${cut}\n--- own\n${own}`);
      });
    }
    expect(mismatches.slice(0, 3)).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(Math.min(pages.length, 3));
  });
});
