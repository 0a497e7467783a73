/**
 * The component kit's build checks (content/README.md › Components): every prop a page gives a component
 * must be one it knows, required props must be there, a release phase must be a known one, and a `<Term>`
 * must be in content/glossary.yaml. LinkCard `href`s are collected as links by analyze.ts and checked there.
 */
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";
import { findTerm, loadGlossary, type GlossaryTerm } from "../kit/glossary";
import { BADGE_PHASES } from "../kit/phases";
import type { PageEntry } from "./types";

/** Each kit component's props: `true` = required. */
export const COMPONENT_PROPS: Record<string, Record<string, boolean>> = {
  Tabs: { syncKey: false, label: false },
  Tab: { label: true },
  PackageManagers: { command: true, dev: false, global: false },
  ConfigTwin: { file: false, ui: false, cli: false },
  Steps: {},
  Cards: {},
  LinkCard: { href: true, title: true, description: false },
  Badge: { phase: true },
  Details: { summary: true, open: false },
  FileTree: { label: false },
  Kbd: {},
  Term: { id: false },
  Glossary: {},
};

export const KIT_COMPONENTS = Object.keys(COMPONENT_PROPS);

type Element = MdxJsxFlowElement | MdxJsxTextElement;

const attr = (node: Element, name: string) => node.attributes.find((a): a is MdxJsxAttribute => a.type === "mdxJsxAttribute" && a.name === name);

function text(node: { type: string; value?: string; children?: unknown[] }): string {
  if (typeof node.value === "string") return node.value;
  return (node.children ?? []).map((child) => text(child as { type: string })).join("");
}

/** Problems of one page's kit components, each as `content/x.mdx:12: …`. */
export function checkComponents(entry: PageEntry, glossary?: GlossaryTerm[]): string[] {
  let terms = glossary;
  // The glossary of the content tree this page is in (the file's path less its path inside the tree).
  const glossaryOf = () => (terms ??= loadGlossary(entry.file.slice(0, entry.file.length - entry.record.relativePath.length) || undefined));
  const problems: string[] = [];
  const where = (line?: number) => `content/${entry.record.relativePath}${line ? `:${line + entry.bodyLine - 1}` : ""}`;
  visit(entry.analysis.tree, (node) => {
    if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
    const element = node as Element;
    const allowed = element.name ? COMPONENT_PROPS[element.name] : undefined;
    if (!allowed || !element.name) return;
    const line = element.position?.start.line;
    const name = element.name;
    for (const attribute of element.attributes) {
      if (attribute.type !== "mdxJsxAttribute") {
        problems.push(`${where(line)}: <${name}> takes no spread {…} props`);
        continue;
      }
      if (!(attribute.name in allowed)) {
        const known = Object.keys(allowed);
        problems.push(`${where(line)}: unknown prop "${attribute.name}" on <${name}> (${known.length ? `props: ${known.join(", ")}` : "it takes no props"})`);
      } else if (attribute.value !== null && typeof attribute.value !== "string" && !(name === "PackageManagers" || name === "Details")) {
        problems.push(`${where(line)}: prop "${attribute.name}" on <${name}> must be a string ("…")`);
      }
    }
    for (const [prop, required] of Object.entries(allowed)) {
      if (required && !attr(element, prop)) problems.push(`${where(line)}: <${name}> needs the prop "${prop}"`);
    }
    if (name === "Badge") {
      const phase = attr(element, "phase")?.value;
      if (typeof phase === "string" && !(phase in BADGE_PHASES)) problems.push(`${where(line)}: unknown release phase "${phase}" on <Badge> (phases: ${Object.keys(BADGE_PHASES).join(", ")})`);
    }
    if (name === "Tabs") {
      const syncKey = attr(element, "syncKey")?.value;
      if (typeof syncKey === "string" && !/^[\w-]+$/.test(syncKey)) problems.push(`${where(line)}: syncKey "${syncKey}" may hold only letters, digits, - and _`);
      const tabs = element.children.filter((child) => child.type === "mdxJsxFlowElement" && child.name === "Tab");
      if (tabs.length === 0) problems.push(`${where(line)}: <Tabs> needs <Tab label="…"> children, each <Tab> and </Tab> on a line of its own`);
    }
    if (name === "Term") {
      const id = attr(element, "id")?.value;
      const wanted = typeof id === "string" ? id : text(element as never);
      if (!findTerm(glossaryOf(), wanted)) problems.push(`${where(line)}: <Term> "${wanted}" is not in content/glossary.yaml (add it there, or give id="…" of an entry)`);
    }
  });
  return problems;
}
