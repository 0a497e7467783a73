import type { Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { compileMDX } from "next-mdx-remote/rsc";
import type { ReactElement } from "react";
import remarkGfm from "remark-gfm";
import { createHighlighter, type Highlighter } from "shiki";
import { visit } from "unist-util-visit";
import { getMDXComponents } from "@/components/mdx";
import { slugHeadings } from "./content/headings";
import { CODE_LANGUAGES, SHIKI_LANGS } from "./content/languages";

/** Gives h2–h4 the same ids the page record lists (one slug function for both). */
function remarkHeadingIds() {
  return (tree: Root) => {
    slugHeadings(tree, (node, heading) => {
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: heading.slug } };
    });
  };
}

const themes = { light: "github-light-default", dark: "github-dark-default" } as const;
let highlighter: Promise<Highlighter> | undefined;

/** One Shiki highlighter per build worker, with only the listed grammars and both themes. */
function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(themes), langs: SHIKI_LANGS });
  return highlighter;
}

/**
 * Highlights every fenced code block at build time, both themes as CSS variables, and hands the HTML to
 * `<CodeBlock html>` as one string. Highlighting the Markdown tree (rather than the HTML tree after it)
 * keeps thousands of token spans out of the compiled MDX: they would each become a React element, in the
 * build's work and in the page's RSC payload. Unknown languages never get here (the content checks fail
 * on them); a fence without a language is plain text.
 */
function remarkHighlightCode() {
  return async (tree: Root) => {
    const shiki = await getHighlighter();
    visit(tree, "code", (node, index, parent) => {
      if (!parent || index === undefined) return;
      const lang = CODE_LANGUAGES[node.lang ?? "text"] ?? "text";
      const html = shiki.codeToHtml(node.value, { lang, themes, defaultColor: "light" });
      const block: MdxJsxFlowElement = { type: "mdxJsxFlowElement", name: "CodeBlock", attributes: [{ type: "mdxJsxAttribute", name: "html", value: html }], children: [] };
      parent.children[index] = block;
    });
  };
}

/** The remark plugins, in one place. */
export const mdxOptions = {
  remarkPlugins: [remarkGfm, remarkHeadingIds, remarkHighlightCode],
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
