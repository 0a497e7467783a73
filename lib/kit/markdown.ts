/**
 * The component kit as plain Markdown (mdast), for the Markdown copies (lib/agents/markdown.ts) and the search sections
 * (lib/search/sections.ts): each element becomes what its entry in the kit registry (lib/kit/registry.ts) says.
 */
import type { Root, RootContent } from "mdast";
import { loadGlossary, type GlossaryTerm } from "./glossary";
import { children, kitEntry, type KitContext, type KitEntry } from "./registry";

type Node = Root | RootContent;

/** Where the Markdown goes: a page's Markdown copy, or the text of its search sections. */
export type KitTarget = "copy" | "search";

const transform = (entry: KitEntry, target: KitTarget) => (target === "search" && entry.search) || entry.markdown;

/** Replaces every kit element of a tree (in place) with its Markdown; returns the tree. */
export function kitToMarkdown<T extends Node>(tree: T, glossary: () => GlossaryTerm[] = () => loadGlossary(), target: KitTarget = "copy"): T {
  let terms: GlossaryTerm[] | undefined;
  const context: KitContext = { glossary: () => (terms ??= glossary()) };
  const walk = (node: Node) => {
    if (!("children" in node)) return;
    const list = node.children as RootContent[];
    for (let i = 0; i < list.length; i++) {
      const child = list[i] as RootContent;
      if (child.type === "mdxJsxFlowElement" || child.type === "mdxJsxTextElement") {
        const entry = kitEntry(child.name);
        if (entry) {
          list.splice(i, 1, ...transform(entry, target)(child, context));
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

/** Whether a tree holds a kit element that is more than its content (to skip copying trees that have none). */
export function hasKit(tree: Node, target: KitTarget = "copy"): boolean {
  if (tree.type === "mdxJsxFlowElement" || tree.type === "mdxJsxTextElement") {
    const entry = kitEntry(tree.name);
    if (entry && transform(entry, target) !== children) return true;
  }
  return "children" in tree && (tree.children as RootContent[]).some((child) => hasKit(child, target));
}
