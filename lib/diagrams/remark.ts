import type { Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";
import { DIAGRAM_LANG, getDiagramSvg } from "./index";

/** Replaces every ```mermaid block with `<Diagram svg>`: the static SVG drawn at build time (no client code). */
export function remarkDiagrams() {
  return (tree: Root) => {
    visit(tree, "code", (node, index, parent) => {
      if (node.lang !== DIAGRAM_LANG || !parent || index === undefined) return;
      const diagram: MdxJsxFlowElement = { type: "mdxJsxFlowElement", name: "Diagram", attributes: [{ type: "mdxJsxAttribute", name: "svg", value: getDiagramSvg(node.value) }], children: [] };
      parent.children[index] = diagram;
    });
  };
}
