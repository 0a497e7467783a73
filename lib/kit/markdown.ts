/**
 * The component kit as plain Markdown (mdast), for the Markdown copies (lib/agents/markdown.ts) and the search sections
 * (lib/search/sections.ts): each element becomes what its entry in the kit registry (lib/kit/registry.ts) says.
 */
import type { Parent, Root, RootContent } from "mdast";
import { loadGlossary, type GlossaryTerm } from "./glossary";
import { children, kitEntry, type KitContext, type KitElement, type KitEntry } from "./registry";

type Node = Root | RootContent;

/** Where the Markdown goes: a page's Markdown copy, or the text of its search sections. */
export type KitTarget = "copy" | "search";

const transform = (entry: KitEntry, target: KitTarget) => (target === "search" && entry.search) || entry.markdown;

/** The kit entry of a node, when it is a kit element. */
const entryOf = (node: Node) => (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement" ? kitEntry(node.name) : undefined);

/** Replaces every kit element of a tree (in place) with its Markdown; returns the tree. */
export function kitToMarkdown<T extends Node>(tree: T, glossary: () => GlossaryTerm[] = () => loadGlossary(), target: KitTarget = "copy"): T {
  let terms: GlossaryTerm[] | undefined;
  const context: KitContext = { glossary: () => (terms ??= glossary()) };
  // What an element becomes is expanded again: it may hold kit elements (a <Tabs>'s <Tab>s).
  const expand = (node: RootContent): RootContent[] => {
    const entry = entryOf(node);
    if (entry) return transform(entry, target)(node as KitElement, context).flatMap(expand);
    walk(node);
    return [node];
  };
  const walk = (node: Node) => {
    if ("children" in node) (node as Parent).children = (node.children as RootContent[]).flatMap(expand);
  };
  walk(tree);
  return tree;
}

/** Whether a tree holds a kit element that is more than its content (to skip copying trees that have none). */
export function hasKit(tree: Node, target: KitTarget = "copy"): boolean {
  const entry = entryOf(tree);
  if (entry && transform(entry, target) !== children) return true;
  return "children" in tree && (tree.children as RootContent[]).some((child) => hasKit(child, target));
}
