import type { Heading as MdastHeading, Nodes, Root } from "mdast";
import { pagePaths } from "../content/sidebar";
import { slugHeadings, type Heading } from "../content/headings";
import { rendersInDocRoute } from "../content/layouts";
import { hasKit, kitToMarkdown } from "../kit/markdown";
import type { ContentIndex, PageEntry } from "../content/types";
import type { SearchSection } from "./types";

/** Block nodes whose text must not run into the next block's. */
const BLOCKS = new Set(["paragraph", "heading", "listItem", "tableRow", "blockquote", "mdxJsxFlowElement"]);

/** Whether a page belongs in search: not the Ask page itself, not pages kept out of search engines. */
export function isSearchable(entry: PageEntry): boolean {
  const { frontmatter } = entry.record;
  return rendersInDocRoute(frontmatter.layout) && !/noindex/.test(frontmatter.robots ?? "");
}

/** Overview and section index pages are a topic's entry point; deprecated and retired pages rank last. */
export function pageWeight(entry: PageEntry): number {
  const { status } = entry.record.frontmatter;
  if (status === "deprecated" || status === "end-of-service") return 0.6;
  return entry.record.path.endsWith("/overview/") || /(^|\/)index\.mdx$/.test(entry.record.relativePath) ? 1.2 : 1;
}

/**
 * Splits one page into sections at its h2–h4 headings, with the same ids the renderer gives them
 * (slugHeadings), so a result's anchor is always the heading's id on the page.
 */
export function buildPageSections(entry: PageEntry, group = ""): SearchSection[] {
  const { record } = entry;
  // Kit components as their text (tab labels, package-manager commands, badges): a copy, only when the page has any.
  const tree: Root = hasKit(entry.analysis.tree, "search") ? kitToMarkdown(structuredClone(entry.analysis.tree), undefined, "search") : entry.analysis.tree;
  // Ids from the page's record (its headers, slugged from its own tree, as the renderer gives them): a badge in a heading is text in the copy (its title
  // here, so its words stay searchable: `Current status End of service`), which would slug to an anchor the page
  // does not have.
  const own = record.headers;
  const found: [MdastHeading, Heading][] = [];
  slugHeadings(tree, (node, heading) => found.push([node, heading]));
  const headings = new Map<MdastHeading, Heading>(found.map(([node, heading], i) => [node, own.length === found.length ? { ...heading, slug: own[i]?.slug ?? heading.slug } : heading]));

  const sections: { section: SearchSection; prose: string[]; code: string[] }[] = [];
  const open = (anchor: string, headings: string[]) => {
    const section = { id: anchor ? `${record.path}#${anchor}` : record.path, path: record.path, anchor, pageTitle: record.title, weight: pageWeight(entry), group, headings, text: "", code: "" };
    sections.push({ section, prose: [], code: [] });
  };
  open("", []);
  const trail: { depth: number; title: string }[] = [];

  const walk = (node: Nodes) => {
    const current = sections[sections.length - 1] as (typeof sections)[number];
    const heading = node.type === "heading" ? headings.get(node) : undefined;
    if (heading) {
      while (trail.length && (trail[trail.length - 1]?.depth ?? 0) >= heading.level) trail.pop();
      trail.push({ depth: heading.level, title: heading.title });
      open(
        heading.slug,
        trail.map((t) => t.title),
      );
      return;
    }
    if (node.type === "code") current.code.push(node.value);
    else if (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression" || node.type === "mdxjsEsm") return;
    else if (node.type === "text" || node.type === "inlineCode") current.prose.push(node.value.replace(/\n/g, " "));
    else if (node.type === "image") current.prose.push(node.alt ?? "");
    else if (node.type === "list") {
      // Keep list markers in the text: Ask quotes steps as steps. The index strips them (build-index.ts).
      node.children.forEach((item, i) => {
        current.prose.push(node.ordered ? `${(node.start ?? 1) + i}. ` : "- ");
        walk(item);
      });
    } else if ("children" in node) node.children.forEach((child) => walk(child as Nodes));
    if (BLOCKS.has(node.type)) current.prose.push("\n");
    else if (node.type === "tableCell") current.prose.push(" | ");
  };
  tree.children.forEach((child) => walk(child));

  return sections.map(({ section, prose, code }, i) => ({
    ...section,
    text: blocks(`${i === 0 ? `${record.frontmatter.description}\n` : ""}${prose.join("")}`),
    code: code.join("\n").trim(),
    ...(i === 0 && record.frontmatter.keywords?.length ? { keywords: record.frontmatter.keywords } : {}),
    ...(i === 0 && record.frontmatter.questions?.length ? { questions: record.frontmatter.questions } : {}),
  }));
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** Blocks of text one per line, whitespace collapsed inside each. */
const blocks = (text: string) =>
  text
    .split("\n")
    .map((line) => collapse(line).replace(/\s*\|$/, ""))
    .filter(Boolean)
    .join("\n");

/** The sidebar group label of every page in the sidebar. */
export function groupsByPath(index: ContentIndex): Map<string, string> {
  return new Map(index.sidebar.flatMap((group) => pagePaths(group.items).map((path): [string, string] => [path, group.label])));
}

/** Every searchable section of the site, pages in sidebar order. */
export function buildSearchSections(index: ContentIndex): SearchSection[] {
  const groups = groupsByPath(index);
  return index.ordered.filter(isSearchable).flatMap((entry) => buildPageSections(entry, groups.get(entry.record.path) ?? ""));
}
