import type { Code, Link, Root } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { slugHeadings } from "./headings";
import { DIAGRAM_LANG } from "./languages";
import { loadReferenceData, type ReferenceData } from "./reference-data";
import { contentRoot } from "./root";
import { expandReferences } from "./reference-expand";
import type { Analysis, ExampleReport } from "./types";

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/**
 * Parses an MDX body (frontmatter removed) into its syntax tree, with the reference components expanded
 * (lib/content/reference-expand.ts), and collects what the checks need. Throws on MDX syntax errors.
 */
export function analyzeMdx(body: string, reference: ReferenceData = loadReferenceData(contentRoot())): Analysis {
  const tree = expandReferences(parser.runSync(parser.parse(body)) as Root, reference);
  // The example check ran while the references were expanded (its operations end the page with links to the reference).
  const data = tree.data as { apiExamples?: ExampleReport; references?: string[] } | undefined;
  const api = data?.apiExamples ?? { problems: [], examples: [] };
  const analysis: Analysis = { tree, headings: slugHeadings(tree), links: [], codeBlocks: [], components: [], expressions: [], esm: [], api, references: data?.references ?? [] };
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === "link") analysis.links.push({ url: (node as Link).url, line });
    else if (node.type === "code") {
      const { lang = null, value } = node as Code;
      analysis.codeBlocks.push({ lang, line, ...(lang === DIAGRAM_LANG ? { source: value } : {}) });
    } else if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      const attributes = element.attributes.map((a) => (a.type === "mdxJsxAttribute" ? a.name : "{…}"));
      analysis.components.push({ name: element.name ?? "<>", line, attributes });
      for (const attribute of element.attributes) {
        if (attribute.type === "mdxJsxAttribute" && attribute.name === "href" && typeof attribute.value === "string") {
          analysis.links.push({ url: attribute.value, line });
        }
      }
    } else if (node.type === "mdxjsEsm") {
      analysis.esm.push({ value: (node as { value: string }).value, line });
    } else if (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") {
      analysis.expressions.push({ value: (node as { value: string }).value, line });
    }
  });
  return analysis;
}
