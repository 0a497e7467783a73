/**
 * The component kit's build checks (content/README.md › Components): every prop a page gives a component
 * must be one it knows, required props must be there, a release phase must be a known one, and a `<Term>`
 * must be in content/glossary.yaml. LinkCard `href`s are collected as links by analyze.ts and checked there.
 */
import { visit } from "unist-util-visit";
import { loadGlossary, type GlossaryTerm } from "../kit/glossary";
import { KIT, kitEntry, type KitContext, type KitElement } from "../kit/registry";
import type { PageEntry } from "./types";

/** The kit's component names (lib/kit/registry.ts). */
export const KIT_COMPONENTS = Object.keys(KIT);

/** Where a problem of a page is: `content/x.mdx:12` (`line` in the MDX body), or the file without a line. */
export function at(entry: PageEntry, line?: number): string {
  const file = `content/${entry.record.relativePath}`;
  return line ? `${file}:${line + entry.bodyLine - 1}` : file;
}

/** Problems of one page's kit components, each as `content/x.mdx:12: …`. */
export function checkComponents(entry: PageEntry, glossary?: GlossaryTerm[]): string[] {
  let terms = glossary;
  // The glossary of the content tree this page is in (the file's path less its path inside the tree).
  const context: KitContext = { glossary: () => (terms ??= loadGlossary(entry.file.slice(0, entry.file.length - entry.record.relativePath.length) || undefined)) };
  const problems: string[] = [];
  visit(entry.analysis.tree, (node) => {
    if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
    const element = node as KitElement;
    const kit = kitEntry(element.name);
    if (!kit || !element.name) return;
    const line = element.position?.start.line;
    const name = element.name;
    for (const attribute of element.attributes) {
      if (attribute.type !== "mdxJsxAttribute") {
        problems.push(`${at(entry, line)}: <${name}> takes no spread {…} props`);
        continue;
      }
      const prop = kit.props[attribute.name];
      if (!prop) {
        const known = Object.keys(kit.props);
        problems.push(`${at(entry, line)}: unknown prop "${attribute.name}" on <${name}> (${known.length ? `props: ${known.join(", ")}` : "it takes no props"})`);
      } else if (attribute.value !== null && typeof attribute.value !== "string" && !prop.expression) {
        problems.push(`${at(entry, line)}: prop "${attribute.name}" on <${name}> must be a string ("…")`);
      }
    }
    for (const [prop, { required }] of Object.entries(kit.props)) {
      if (required && !element.attributes.some((a) => a.type === "mdxJsxAttribute" && a.name === prop)) problems.push(`${at(entry, line)}: <${name}> needs the prop "${prop}"`);
    }
    for (const problem of kit.check?.(element, context) ?? []) problems.push(`${at(entry, line)}: ${problem}`);
  });
  return problems;
}
