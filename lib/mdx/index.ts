/**
 * The MDX pipeline, at build time: a page's MDX body compiled to a JavaScript function body (GFM, reference
 * components expanded, heading ids, diagrams, code blocks highlighted by Shiki). The build's content step (and
 * the live-preview watcher of `npm run dev`) compiles every page, reusing the result while the page and this
 * code are unchanged, renders them to HTML (lib/content/render.ts) and writes that to `.generated/`, so neither
 * `next build`'s workers nor `next dev`'s route compile or run MDX or load this pipeline.
 */
import type { Code, Parent, Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import type { ReactElement } from "react";
import remarkGfm from "remark-gfm";
import { visit } from "unist-util-visit";
import { contentRoot } from "../content/root";
import { slugHeadings } from "../content/headings";
import { remarkDiagrams } from "../diagrams/remark";
import { keepLimitElements, remarkReferences } from "../content/reference-expand";
import { highlightCode } from "./highlight";
import { runMdx } from "./run";

/** Gives h2–h4 the same ids the page record lists (one slug function for both). */
function remarkHeadingIds() {
  return (tree: Root) => {
    slugHeadings(tree, (node, heading) => {
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: heading.slug } };
    });
  };
}

/**
 * Highlights every fenced code block at build time (lib/mdx/highlight.ts), both themes as CSS variables, and hands
 * the HTML to `<CodeBlock html>` as one string. Highlighting the Markdown tree (rather than the HTML tree after
 * it) keeps thousands of token spans out of the compiled MDX: they would each become a React element, in the
 * build's work and in the page's RSC payload. Unknown languages never get here (the content checks fail on
 * them); a fence without a language is plain text.
 */
function remarkHighlightCode() {
  return async (tree: Root) => {
    const blocks: { node: Code; index: number; parent: Parent }[] = [];
    visit(tree, "code", (node, index, parent) => {
      if (parent && index !== undefined) blocks.push({ node, index, parent });
    });
    for (const { node, index, parent } of blocks) {
      const html = await highlightCode(node.lang, node.value);
      parent.children[index] = { type: "mdxJsxFlowElement", name: "CodeBlock", attributes: [{ type: "mdxJsxAttribute", name: "html", value: html }], children: [] } satisfies MdxJsxFlowElement;
    }
  };
}

/**
 * Hands the compiler a syntax tree the content step has parsed already (lib/content/analyze.ts: the same parser,
 * references expanded) instead of parsing the text again: the compiler's parse and expansion were a third of its time.
 */
function remarkParsed(tree: Root) {
  return function (this: { parser: unknown }) {
    this.parser = () => keepLimitElements(tree);
  };
}

/** The remark plugins, in one place: without a parsed tree, the text is parsed and the references expanded here. */
const remarkPlugins = (tree?: Root) => [remarkGfm, tree ? remarkParsed(tree) : remarkReferences(contentRoot()), remarkHeadingIds, remarkDiagrams, remarkHighlightCode];

/**
 * next-mdx-remote chooses React's development JSX runtime (with source positions, 3× the code) from NODE_ENV,
 * read when `serialize` starts compiling. The pages always run with the production runtime, so the compiled code
 * must not depend on the process that compiled it (the content step, a test, the live preview's watcher).
 */
function asProduction<T>(start: () => T): T {
  const env = process.env as Record<string, string | undefined>;
  const previous = env.NODE_ENV;
  env.NODE_ENV = "production";
  try {
    return start();
  } finally {
    if (previous === undefined) delete env.NODE_ENV;
    else env.NODE_ENV = previous;
  }
}

/**
 * Compiles an MDX body to the function body lib/mdx/run.tsx runs: next-mdx-remote's `serialize` for the server
 * (no provider import) with its JavaScript blocked (`blockJS`: no `{expressions}`, ESM or expression
 * attributes run; the content checks reject them first, naming file and line). `tree`, the body's syntax tree
 * as lib/content/analyze.ts made it, is compiled in place of parsing the body again (and is changed by it).
 */
export async function compileMdx(body: string, tree?: Root): Promise<string> {
  // The plugin tuples are typed loosely by unified; the options are validated by the plugins themselves.
  // Imported as ESM: the MDX compiler reaches estree-walker, whose exports map has an `import` entry only.
  const { serialize } = await import("next-mdx-remote/serialize");
  return (await asProduction(() => serialize(body, { mdxOptions: { remarkPlugins: remarkPlugins(tree) } as never, blockJS: true }, true))).compiledSource;
}

/** Compiles and renders an MDX body (tests, and tools that render one page). */
export async function renderMdx(body: string): Promise<ReactElement> {
  return runMdx(await compileMdx(body));
}
