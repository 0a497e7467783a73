/** The Markdown copies of the docs for people and AI tools: one file per page, `/llms.txt` and `/llms-full.txt`. */
import type { Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import type { ContentIndex, PageEntry } from "../content/types";
import { pagePaths } from "../content/sidebar";
import { indexablePages, renderGroupIndexSection } from "./llms-groups";
import { MCP_COMMAND, SERVER_CARD_PATH } from "./server-card";
import { kitToMarkdown } from "../kit/markdown";
import { absoluteUrl, site } from "../site";
import { isNoindex, markdownPath } from "./markdown-path";

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
const printer = unified().use(remarkGfm).use(remarkStringify, { bullet: "-", emphasis: "_", fences: true, rule: "-" });

/**
 * An MDX body (source, or its syntax tree, which is left as it is) as plain Markdown: kit components as the kit
 * registry says (lib/kit/registry.ts: callouts become quotes…), other components their content, site links absolute.
 */
export function mdxToMarkdown(source: string | Root): string {
  const tree = kitToMarkdown(typeof source === "string" ? (parser.runSync(parser.parse(source)) as Root) : structuredClone(source));
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    const type = node.type as string;
    if (type === "mdxjsEsm" || type === "mdxFlowExpression" || type === "mdxTextExpression") {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    if (type === "mdxJsxFlowElement" || type === "mdxJsxTextElement") {
      // Kit components are Markdown already (above); any other element keeps its content.
      parent.children.splice(index, 1, ...((node as MdxJsxFlowElement).children as typeof parent.children));
      return index;
    }
    if ((node.type === "link" || node.type === "image" || node.type === "definition") && node.url.startsWith("/")) {
      node.url = absoluteUrl(node.url);
    }
  });
  return printer.stringify(tree);
}

/** The Markdown file of one page: title, description, source URL, body. */
export function renderPageMarkdown(entry: PageEntry): string {
  const { record } = entry;
  // The last line is the llms.txt directive agents look for (Agent-Friendly Documentation Spec).
  const intro = `# ${record.title}\n\n> ${record.frontmatter.description}\n\nSource: ${record.frontmatter.canonicalUrl}\nIndex of all pages: ${absoluteUrl("/llms.txt")}\n`;
  return `${intro}\n${mdxToMarkdown(entry.analysis.tree)}`.replace(/\n*$/, "\n");
}

const summary = `${site.product} is a platform for building, deploying and running websites and apps. These are the ${site.name}: guides and references for deploys, builds, functions, edge logic, domains, security, storage, data and the visual editor.`;

/** `/llms.txt` (llmstxt.org): every indexable page with its title, description and Markdown link, by sidebar group. */
export function renderLlmsTxt(index: ContentIndex): string {
  // Title and link only: with every description the file outgrew what one agent's context should take
  // (77K characters; the Agent-Friendly Documentation Spec asks for under 50K). The group files carry them.
  const line = (entry: PageEntry) => `- [${entry.record.title}](${absoluteUrl(markdownPath(entry.record.path))})`;
  const listed = new Set<string>();
  const sections = index.sidebar.map((group) => {
    const entries = indexablePages(index, pagePaths(group.items)).filter((entry) => !listed.has(entry.record.path));
    entries.forEach((entry) => listed.add(entry.record.path));
    return entries.length ? `## ${group.label}\n\n${entries.map(line).join("\n")}\n` : "";
  });
  const others = index.ordered.filter((entry) => !listed.has(entry.record.path) && !isNoindex(entry.record));
  if (others.length) sections.push(`## Other pages\n\n${others.map(line).join("\n")}\n`);
  const head = `# ${site.name}\n\n> ${summary}\n\nEach link is the Markdown version of a page; the HTML page is the same URL without \`.md\`, with a trailing slash. Each sidebar group's file below also gives every page's description. The full text of every page is at ${absoluteUrl("/llms-full.txt")}.\n\nAn MCP server searches and reads these docs for coding assistants: \`${MCP_COMMAND}\` ([MCP server card](${absoluteUrl(SERVER_CARD_PATH)})).\n`;
  return [head, renderGroupIndexSection(index), ...sections.filter(Boolean)].join("\n");
}

/**
 * `/llms-full.txt`: the Markdown of every indexable page in reading order. `markdownOf` lets the build pass
 * the copies it has already rendered for the `.md` files (the conversion is the costly part).
 */
export function renderLlmsFullTxt(index: ContentIndex, markdownOf: (entry: PageEntry) => string = renderPageMarkdown): string {
  const pages = index.ordered.filter((entry) => !isNoindex(entry.record)).map((entry) => markdownOf(entry));
  return `# ${site.name}\n\n> ${summary}\n\n${pages.join("\n---\n\n")}`;
}
