/**
 * The component kit, one entry per MDX component pages may hold (content/README.md › Components): its props, the
 * checks beyond them, and what it becomes in the Markdown copies and the search sections. The build's checks
 * (lib/content/check-components.ts), the Markdown copies (lib/kit/markdown.ts) and the React components
 * (components/mdx/index.tsx, typed by `KitName`: a missing or extra component fails the type check) all read it.
 * A new component is its React file plus one entry here.
 *
 * The reference components (`<ApiOperations>`, `<Limit>`…) are expanded into Markdown and these components at
 * build (lib/content/reference-expand.ts) and are listed there.
 */
import type { BlockContent, Code, List, Paragraph, PhrasingContent, RootContent } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { toString } from "mdast-util-to-string";
import { findTerm, slugOfTerm, type GlossaryTerm } from "./glossary";
import { packageManagerCommands } from "./package-managers";
import { BADGE_PHASES } from "./phases";
import { usedInMarker } from "../content/usage";
import { ownValue } from "../content/own";

export type KitElement = MdxJsxFlowElement | MdxJsxTextElement;

export interface KitContext {
  /** The glossary of the page's content tree, loaded when first asked for. */
  glossary: () => GlossaryTerm[];
}

export interface KitProp {
  required?: boolean;
  /** Takes an expression (`dev={true}`) as well as a string: the boolean props. */
  expression?: boolean;
}

export interface KitEntry {
  props: Record<string, KitProp>;
  /** Checks beyond the props, each problem a sentence (the caller puts file and line before it). */
  check?: (element: KitElement, context: KitContext) => string[];
  /** What the element becomes in Markdown. */
  markdown: (element: KitElement, context: KitContext) => RootContent[];
  /** What it becomes in the search sections' text, when not its Markdown (a callout's words, without its title). */
  search?: (element: KitElement, context: KitContext) => RootContent[];
}

/** A prop's string value; `"true"` for a bare boolean prop (`<PackageManagers dev>`). */
export function kitProp(element: KitElement, name: string): string | undefined {
  const found = element.attributes.find((a): a is MdxJsxAttribute => a.type === "mdxJsxAttribute" && a.name === name);
  if (found?.value === null) return "true";
  return typeof found?.value === "string" ? found.value : undefined;
}

/** An element that becomes its content (a tree without it reads the same). */
export const children = (element: KitElement) => element.children as RootContent[];
const strongLine = (label: string, rest: PhrasingContent[] = []): Paragraph => ({ type: "paragraph", children: [{ type: "strong", children: [{ type: "text", value: label }] }, ...rest] });
const shell = (value: string): Code => ({ type: "code", lang: "bash", meta: null, value });
const titled = (element: KitElement, name: string, fallback: string): RootContent[] => [strongLine(kitProp(element, name) ?? fallback), ...children(element)];

const PHRASING = new Set(["text", "emphasis", "strong", "inlineCode", "link", "linkReference", "image", "imageReference", "break", "delete", "html", "footnoteReference", "mdxJsxTextElement"]);

/** What a tab's label stores as the reader's choice ("pnpm", "astro"; components/mdx/tabs.tsx). */
export const tabValue = (label: string) => slugOfTerm(label) || "tab";

/** The callout kinds and their default titles (components/mdx/callout.tsx). */
export const CALLOUT_TYPES = { note: "Note", tip: "Tip", warning: "Warning", danger: "Danger" } as const;

/** A callout as a quote whose first paragraph starts with its bold title. */
function calloutToBlockquote(element: KitElement): RootContent[] {
  const type = kitProp(element, "type") ?? "note";
  const title = kitProp(element, "title") ?? ownValue(CALLOUT_TYPES, type) ?? "Note";
  const label = strongLine(`${title}:`, [{ type: "text", value: " " }]).children;
  // Content written on the tag's line may come as phrasing nodes: gather those into paragraphs.
  const blocks: BlockContent[] = [];
  let inline: Paragraph | null = null;
  for (const child of element.children as (BlockContent | PhrasingContent)[]) {
    if (!PHRASING.has(child.type)) {
      blocks.push(child as BlockContent);
      inline = null;
    } else if (inline) inline.children.push(child as PhrasingContent);
    else {
      inline = { type: "paragraph", children: [child as PhrasingContent] };
      blocks.push(inline);
    }
  }
  const first = blocks[0];
  if (first?.type === "paragraph") blocks[0] = { ...first, children: [...label, ...first.children] };
  else blocks.unshift({ type: "paragraph", children: label });
  return [{ type: "blockquote", children: blocks }];
}

export const KIT = {
  Callout: {
    props: { type: {}, title: {} },
    check: (element) => {
      const type = kitProp(element, "type");
      return type !== undefined && ownValue(CALLOUT_TYPES, type) === undefined ? [`unknown callout type "${type}" on <Callout> (types: ${Object.keys(CALLOUT_TYPES).join(", ")})`] : [];
    },
    markdown: calloutToBlockquote,
    search: children,
  },
  Tabs: {
    props: { syncKey: {}, label: {} },
    check: (element) => {
      const problems: string[] = [];
      const syncKey = kitProp(element, "syncKey");
      if (syncKey !== undefined && !/^[\w-]+$/.test(syncKey)) problems.push(`syncKey "${syncKey}" may hold only letters, digits, - and _`);
      const tabs = element.children.filter((child): child is MdxJsxFlowElement => child.type === "mdxJsxFlowElement" && child.name === "Tab");
      if (tabs.length === 0) problems.push(`<Tabs> needs <Tab label="…"> children, each <Tab> and </Tab> on a line of its own`);
      // Two labels that store the same choice: a synced choice of the second would select the first.
      const labels = new Map<string, string>();
      for (const label of tabs.map((tab) => kitProp(tab, "label"))) {
        if (label === undefined) continue;
        const value = tabValue(label);
        const earlier = labels.get(value);
        if (earlier === undefined) labels.set(value, label);
        else problems.push(`<Tabs> labels "${earlier}" and "${label}" are the same choice ("${value}": a choice keeps only letters and digits)`);
      }
      return problems;
    },
    markdown: children,
  },
  Tab: { props: { label: { required: true } }, markdown: (element) => titled(element, "label", "Tab") },
  PackageManagers: {
    props: { command: { required: true }, dev: { expression: true }, global: { expression: true } },
    markdown: (element) =>
      packageManagerCommands(kitProp(element, "command") ?? "", kitProp(element, "dev") === "true", kitProp(element, "global") === "true").flatMap((pm) => [strongLine(pm.label), shell(pm.command)]),
  },
  ConfigTwin: {
    props: { file: {}, ui: {}, cli: {} },
    markdown: (element) => {
      const out = titled(element, "file", "launchbay.toml");
      const ui = kitProp(element, "ui");
      const cli = kitProp(element, "cli");
      if (ui) out.push(strongLine("Dashboard", [{ type: "text", value: `: ${ui}` }]));
      if (cli) out.push(strongLine("CLI"), shell(cli));
      return out;
    },
  },
  Steps: { props: {}, markdown: children },
  Cards: { props: {}, markdown: children },
  LinkCard: {
    props: { href: { required: true }, title: { required: true }, description: {} },
    markdown: (element) => {
      const href = kitProp(element, "href") ?? "";
      const description = kitProp(element, "description");
      const item: PhrasingContent[] = [{ type: "link", url: href, children: [{ type: "text", value: kitProp(element, "title") ?? href }] }];
      if (description) item.push({ type: "text", value: `: ${description}` });
      const list: List = { type: "list", ordered: false, spread: false, children: [{ type: "listItem", spread: false, children: [{ type: "paragraph", children: item }] }] };
      return element.type === "mdxJsxTextElement" ? item : [list];
    },
  },
  Badge: {
    props: { phase: { required: true } },
    check: (element) => {
      const phase = kitProp(element, "phase");
      return phase !== undefined && ownValue(BADGE_PHASES, phase) === undefined ? [`unknown release phase "${phase}" on <Badge> (phases: ${Object.keys(BADGE_PHASES).join(", ")})`] : [];
    },
    markdown: (element) => {
      if (element.children.length) return children(element);
      const label = ownValue(BADGE_PHASES, kitProp(element, "phase")) ?? "Beta";
      // A badge on a line of its own is a block: a bare text node there would run the blocks around it together.
      return element.type === "mdxJsxFlowElement" ? [{ type: "paragraph", children: [{ type: "text", value: label }] }] : [{ type: "text", value: label }];
    },
  },
  Details: { props: { summary: { required: true }, open: { expression: true } }, markdown: (element) => titled(element, "summary", "Details") },
  FileTree: { props: { label: {} }, markdown: children },
  Kbd: {
    props: {},
    markdown: (element) => {
      const [only] = children(element);
      return element.children.length === 1 && only?.type === "text" ? [{ type: "inlineCode", value: only.value }] : children(element);
    },
  },
  Term: {
    props: { id: {} },
    check: (element, { glossary }) => {
      const wanted = kitProp(element, "id") ?? toString(element);
      return findTerm(glossary(), wanted) ? [] : [`<Term> "${wanted}" is not in content/glossary.yaml (add it there, or give id="…" of an entry)`];
    },
    markdown: (element, { glossary }) => {
      if (element.children.length) return children(element);
      const id = kitProp(element, "id") ?? "";
      return [{ type: "text", value: glossary().find((t) => t.slug === id)?.term ?? id }];
    },
  },
  Glossary: { props: {}, markdown: (_element, { glossary }) => glossary().map((t) => strongLine(t.term, [{ type: "text", value: `: ${t.definition}` }])) },
  // The last two are not written in pages: the reference's renderer puts them there (lib/content/reference-render.ts).
  // The Try it panel is the page's; the Markdown copy keeps the samples above it.
  TryIt: { props: { operation: { required: true } }, markdown: () => [] },
  // An entry's list of guides needs the whole index: a placeholder, filled in by lib/content/usage.ts fillUsedIn.
  UsedIn: { props: { entry: { required: true } }, markdown: (element) => [{ type: "html", value: usedInMarker(kitProp(element, "entry") ?? "") }] },
} satisfies Record<string, KitEntry>;

export type KitName = keyof typeof KIT;

/** The kit entry of an element's name, if it is one. */
export const kitEntry = (name: string | null | undefined): KitEntry | undefined => ownValue<KitEntry>(KIT, name);
