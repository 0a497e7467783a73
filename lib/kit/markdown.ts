/**
 * The component kit as plain Markdown (mdast), for the Markdown copies (lib/markdown.ts) and the search
 * sections (lib/search/sections.ts): tabs → each tab's label as a bold line and its content; package
 * managers → the three commands; badge → its text; term → the term; details → bold summary and content;
 * link cards → a list of links; config twins → the file block and the UI path / CLI command; glossary → terms.
 */
import type { Code, List, Paragraph, PhrasingContent, Root, RootContent } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { loadGlossary, type GlossaryTerm } from "./glossary";
import { packageManagerCommands } from "./package-managers";
import { BADGE_PHASES, type BadgePhase } from "./phases";

type Element = MdxJsxFlowElement | MdxJsxTextElement;
type Node = Root | RootContent;

const attr = (node: Element, name: string): string | undefined => {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === "mdxJsxAttribute" && a.name === name);
  if (!found) return undefined;
  if (found.value === null) return "true";
  return typeof found.value === "string" ? found.value : undefined;
};

const strongLine = (label: string, rest: PhrasingContent[] = []): Paragraph => ({ type: "paragraph", children: [{ type: "strong", children: [{ type: "text", value: label }] }, ...rest] });
const shell = (value: string): Code => ({ type: "code", lang: "bash", meta: null, value });

/** The Markdown nodes one kit element becomes, or null when it is no kit element. */
function replace(element: Element, glossary: () => GlossaryTerm[]): RootContent[] | null {
  const children = element.children as RootContent[];
  switch (element.name) {
    case "Tabs":
    case "Steps":
    case "Cards":
    case "FileTree":
      return children;
    case "TryIt":
      // The Try it panel is the page's; the Markdown copy keeps the samples above it.
      return [];
    case "Tab":
      return [strongLine(attr(element, "label") ?? "Tab"), ...children];
    case "PackageManagers":
      return packageManagerCommands(attr(element, "command") ?? "", attr(element, "dev") === "true", attr(element, "global") === "true").flatMap((pm) => [strongLine(pm.label), shell(pm.command)]);
    case "ConfigTwin": {
      const out: RootContent[] = [strongLine(attr(element, "file") ?? "launchbay.toml"), ...children];
      const ui = attr(element, "ui");
      const cli = attr(element, "cli");
      if (ui) out.push(strongLine("Dashboard", [{ type: "text", value: `: ${ui}` }]));
      if (cli) out.push(strongLine("CLI"), shell(cli));
      return out;
    }
    case "Details":
      return [strongLine(attr(element, "summary") ?? "Details"), ...children];
    case "LinkCard": {
      const href = attr(element, "href") ?? "";
      const title = attr(element, "title") ?? href;
      const description = attr(element, "description");
      const item: PhrasingContent[] = [{ type: "link", url: href, children: [{ type: "text", value: title }] }];
      if (description) item.push({ type: "text", value: `: ${description}` });
      const list: List = { type: "list", ordered: false, spread: false, children: [{ type: "listItem", spread: false, children: [{ type: "paragraph", children: item }] }] };
      return element.type === "mdxJsxTextElement" ? item : [list];
    }
    case "Badge": {
      const phase = attr(element, "phase") as BadgePhase | undefined;
      const label = children.length ? null : (phase && BADGE_PHASES[phase]) || "Beta";
      if (!label) return children;
      // A badge on a line of its own is a block: a bare text node there would run the blocks around it together.
      return element.type === "mdxJsxFlowElement" ? [{ type: "paragraph", children: [{ type: "text", value: label }] }] : [{ type: "text", value: label }];
    }
    case "Kbd":
      return children.length === 1 && children[0]?.type === "text" ? [{ type: "inlineCode", value: children[0].value }] : children;
    case "Term": {
      if (children.length) return children;
      const id = attr(element, "id") ?? "";
      return [{ type: "text", value: glossary().find((t) => t.slug === id)?.term ?? id }];
    }
    case "Glossary":
      return glossary().map((t) => strongLine(t.term, [{ type: "text", value: `: ${t.definition}` }]));
    default:
      return null;
  }
}

/** Replaces every kit element of a tree (in place) with its Markdown; returns the tree. */
export function kitToMarkdown<T extends Node>(tree: T, glossary: () => GlossaryTerm[] = () => loadGlossary()): T {
  const walk = (node: Node) => {
    if (!("children" in node)) return;
    const list = node.children as RootContent[];
    for (let i = 0; i < list.length; i++) {
      const child = list[i] as RootContent;
      if (child.type === "mdxJsxFlowElement" || child.type === "mdxJsxTextElement") {
        const replacement = replace(child, glossary);
        if (replacement) {
          list.splice(i, 1, ...replacement);
          i--;
          continue;
        }
      }
      walk(child);
    }
  };
  walk(tree);
  return tree;
}

/** Whether a tree holds a kit element (to skip copying trees that have none). */
export function hasKit(tree: Node): boolean {
  if ((tree.type === "mdxJsxFlowElement" || tree.type === "mdxJsxTextElement") && tree.name && KIT.has(tree.name)) return true;
  return "children" in tree && (tree.children as RootContent[]).some(hasKit);
}

const KIT = new Set(["Tabs", "Tab", "PackageManagers", "ConfigTwin", "Steps", "Cards", "LinkCard", "Badge", "Details", "FileTree", "Kbd", "Term", "Glossary", "TryIt"]);
