import rehypeShiki from "@shikijs/rehype";
import type { Root } from "mdast";
import { compileMDX } from "next-mdx-remote/rsc";
import type { ReactElement } from "react";
import remarkGfm from "remark-gfm";
import { getMDXComponents } from "@/components/mdx";
import { slugHeadings } from "./content/headings";
import { SHIKI_LANGS } from "./content/languages";

/** Gives h2–h4 the same ids the page record lists (one slug function for both). */
function remarkHeadingIds() {
  return (tree: Root) => {
    slugHeadings(tree, (node, heading) => {
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: heading.slug } };
    });
  };
}

/** The remark and rehype plugins, in one place. Shiki loads only the listed grammars; both themes go out as CSS variables. */
export const mdxOptions = {
  remarkPlugins: [remarkGfm, remarkHeadingIds],
  rehypePlugins: [
    [
      rehypeShiki,
      {
        themes: { light: "github-light-default", dark: "github-dark-default" },
        defaultColor: "light",
        langs: SHIKI_LANGS,
        defaultLanguage: "text",
        fallbackLanguage: "text",
      },
    ],
  ],
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
