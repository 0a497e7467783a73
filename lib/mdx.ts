import type { Code, Parent, Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { compileMDX } from "next-mdx-remote/rsc";
import type { ReactElement } from "react";
import remarkGfm from "remark-gfm";
import { visit } from "unist-util-visit";
import { getMDXComponents } from "@/components/mdx";
import { contentRoot } from "./content";
import { slugHeadings } from "./content/headings";
import { remarkDiagrams } from "./diagrams/remark";
import { remarkReferences } from "./content/reference-expand";
import { highlightCode } from "./highlight";

/** Gives h2–h4 the same ids the page record lists (one slug function for both). */
function remarkHeadingIds() {
  return (tree: Root) => {
    slugHeadings(tree, (node, heading) => {
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: heading.slug } };
    });
  };
}

/**
 * Highlights every fenced code block at build time (from the cache check:content fills, lib/highlight.ts),
 * both themes as CSS variables, and hands the HTML to `<CodeBlock html>` as one string. Highlighting the Markdown tree (rather than the HTML tree after it)
 * keeps thousands of token spans out of the compiled MDX: they would each become a React element, in the
 * build's work and in the page's RSC payload. Unknown languages never get here (the content checks fail
 * on them); a fence without a language is plain text.
 */
function remarkHighlightCode() {
  return async (tree: Root) => {
    const blocks: { node: Code; index: number; parent: Parent }[] = [];
    visit(tree, "code", (node, index, parent) => {
      if (parent && index !== undefined) blocks.push({ node, index, parent });
    });
    for (const { node, index, parent } of blocks) {
      const html = await highlightCode(node.lang, node.value);
      const block: MdxJsxFlowElement = { type: "mdxJsxFlowElement", name: "CodeBlock", attributes: [{ type: "mdxJsxAttribute", name: "html", value: html }], children: [] };
      parent.children[index] = block;
    }
  };
}

/** The remark plugins, in one place. */
export const mdxOptions = {
  remarkPlugins: [remarkGfm, remarkReferences(contentRoot()), remarkHeadingIds, remarkDiagrams, remarkHighlightCode],
};

/** Compiles an MDX body to React on the server at build time. */
export async function renderMdx(body: string): Promise<ReactElement> {
  const { content } = await compileMDX({
    source: body,
    components: getMDXComponents(),
    // The plugin tuples are typed loosely by unified; the options are validated by the plugins themselves.
    options: { mdxOptions: mdxOptions as never, blockJS: true },
  });
  return content;
}
