/**
 * The reference components, expanded in the syntax tree of a page (issue #19):
 *
 * - `<Limit id="functions.timeout" />` — one number from content/limits.yaml, inline (`plan="pro"` where it differs by plan);
 * - `<LimitsTable />`, `<LimitsTable area="functions" />` — limits tables;
 * - `<CliOverview />`, `<CliCommands group="env" />` — the CLI reference from content/cli.yaml;
 *   `<CliCommands cli="visual-editor" group="visual-editor" />` — the visual editor's CLI, from content/visual-editor-cli.yaml;
 * - `<ApiOverview />`, `<ApiOperations tag="deploys" />` — the REST API reference from content/api/openapi.yaml.
 *
 * The content analysis (lib/content/analyze.ts) expands them all, so headings, links, code blocks, search
 * sections and the Markdown copies see the generated text; the renderer (lib/mdx/index.ts) expands the block
 * components the same way and leaves `<Limit>` to its React component (components/mdx/limit.tsx), which
 * prints the same value. A component whose id, group or tag is unknown is left in place: the content check
 * (lib/content/check-references.ts) reports it with its file and line.
 */
import type { InlineCode, ListItem, PhrasingContent, Root, RootContent } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { SKIP, visit } from "unist-util-visit";
import { limitsById, limitText, loadReferenceData, type OpenApiDocument, type ReferenceData } from "./reference-data";
import { apiIndex, checkApiExamples } from "./check-examples";
import { listOperations } from "./reference-openapi";
import { code, heading, link, paragraph, renderApiOverview, renderApiTag, renderCliGroup, renderCliOverview, renderLimitsTable, slugOf, text } from "./reference-render";
import { findInvocations } from "./check-cli";
import { commandKey, operationKey } from "./usage";
import { timed } from "./check-timing";
import { ownValue } from "./own";

/** The components this module expands, for the content checks' list of known components. */
export const REFERENCE_COMPONENTS = ["Limit", "LimitsTable", "CliOverview", "CliCommands", "ApiOverview", "ApiOperations"] as const;

/** Where each CLI group's and API tag's page is: one page per group or tag, at a fixed path. */
export const cliGroupPath = (group: string) => `/cli/reference/${group}/`;
/** The visual editor's CLI has one group, on one page of the visual editor's docs. */
export const EDITOR_CLI_PATH = "/visual-editor/cli-reference/";
export const apiTagPath = (tag: string) => `/api/reference/${tag}/`;

type Element = MdxJsxFlowElement | MdxJsxTextElement;

/** The CLIs a `cli` attribute names: the Launchbay CLI (the default) and the visual editor's. */
export const CLI_NAMES = { launchbay: "cli", "visual-editor": "editorCli" } as const;

/** The CLI data an element's `cli` attribute names (undefined for an unknown name or missing data). */
export function cliOf(element: Element, data: ReferenceData) {
  const name = attributeOf(element, "cli") ?? "launchbay";
  const key = ownValue(CLI_NAMES, name);
  return key ? data[key].data : undefined;
}

/** A string attribute of an MDX element (`id="…"`). */
export function attributeOf(element: Element, name: string): string | undefined {
  const attribute = element.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === name);
  return typeof attribute?.value === "string" ? attribute.value : undefined;
}

/** What one reference element becomes, or undefined when it cannot be expanded (unknown id, missing data). */
export function expandElement(element: Element, data: ReferenceData, options: { limits: boolean }): RootContent[] | undefined {
  switch (element.name) {
    case "Limit": {
      if (!options.limits) return undefined;
      // The text it prints; none for an unknown id or a plan the limit has no value for.
      const limit = limitsById(data.limits.data).get(attributeOf(element, "id") ?? "");
      const value = limit && limitText(limit, attributeOf(element, "plan"));
      if (value === undefined) return undefined;
      // The element is kept on its replacement: the renderer compiles this tree and puts it back (keepLimitElements).
      const kept = { limitElement: element } as Record<string, unknown>;
      return element.type === "mdxJsxTextElement" ? [{ type: "text", value, data: kept }] : [{ type: "paragraph", data: kept, children: [{ type: "text", value }] }];
    }
    case "LimitsTable": {
      const area = attributeOf(element, "area");
      if (!data.limits.data || (area !== undefined && !(area in data.limits.data))) return undefined;
      return renderLimitsTable(data.limits.data, area);
    }
    case "CliOverview": {
      const cli = cliOf(element, data);
      return cli ? renderCliOverview(cli, cliGroupPath) : undefined;
    }
    case "CliCommands": {
      const cli = cliOf(element, data);
      const group = attributeOf(element, "group");
      if (!cli?.groups.some((g) => g.id === group)) return undefined;
      return renderCliGroup(cli, group as string);
    }
    case "ApiOverview":
      return data.api.data ? renderApiOverview(data.api.data, apiTagPath) : undefined;
    case "ApiOperations": {
      const tag = attributeOf(element, "tag");
      if (!data.api.data || !tag || !listOperations(data.api.data).some((op) => op.tags.includes(tag))) return undefined;
      return renderApiTag(data.api.data, tag);
    }
    default:
      return undefined;
  }
}

/** Expands the reference components of a tree in place. `limits: false` keeps `<Limit>` for its React component. */
export function expandReferences(tree: Root, data: ReferenceData, options: { limits: boolean } = { limits: true }): Root {
  let isReference = false;
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
    const replacement = expandElement(node as Element, data, options);
    if (!replacement) return;
    if (ENTRY_COMPONENTS.has((node as Element).name ?? "")) isReference = true;
    parent.children.splice(index, 1, ...(replacement as typeof parent.children));
    return [SKIP, index + replacement.length];
  });
  // A reference page's own samples call its entries: it gets no "on this page" sections and uses nothing.
  const commands = isReference ? [] : timed("cli usage", () => commandsCalled(tree, data));
  const api = data.api.data;
  const report = api ? timed("api examples", () => checkApiExamples(tree, api)) : { problems: [], examples: [] };
  const operations = isReference ? [] : [...new Set(report.examples.map((e) => e.operationId))];
  const references = [...operations.map(operationKey), ...commands.map((c) => commandKey(c.binary, c.name))];
  tree.data = { ...tree.data, apiExamples: report, references } as Root["data"];
  if (api) tree.children.push(...operationsSection(operations, api));
  tree.children.push(...commandsSection(commands));
  return tree;
}

/** The components that print reference entries: a page with one is part of the reference. */
const ENTRY_COMPONENTS = new Set(["CliOverview", "CliCommands", "ApiOverview", "ApiOperations"]);

/** A CLI command a page runs, with where its entry is. */
interface CalledCommand {
  binary: string;
  name: string;
  summary: string;
  href: string;
}

/** The CLI commands a page's code blocks and inline code run (lib/content/check-cli.ts finds them), first use first. */
function commandsCalled(tree: Root, data: ReferenceData): CalledCommand[] {
  const found = new Map<string, CalledCommand>();
  for (const invocation of findInvocations(tree)) {
    const cli = invocation.cli === "editor" ? data.editorCli.data : data.cli.data;
    const command = cli?.commands.find((c) => c.name === invocation.words[0]);
    if (!cli || !command) continue;
    const key = commandKey(cli.binary, command.name);
    const page = invocation.cli === "editor" ? EDITOR_CLI_PATH : cliGroupPath(command.group);
    if (!found.has(key)) found.set(key, { binary: cli.binary, name: command.name, summary: command.summary, href: `${page}#${slugOf(`${cli.binary} ${command.name}`)}` });
  }
  return [...found.values()];
}

/** The heading of the section that links a guide's CLI commands to the reference. */
export const COMMANDS_HEADING = "CLI commands on this page";

/** A guide that runs CLI commands ends with them, each linked to its entry in the CLI reference (made from the CLI check). */
function commandsSection(commands: CalledCommand[]): RootContent[] {
  return usesSection(
    COMMANDS_HEADING,
    "The examples on this page run these commands of the ",
    link("/cli/reference/", text("CLI reference")),
    // Marked: the CLI check and the usage map read the commands a page runs, not this list of them.
    commands.map((c): [PhrasingContent, string] => [link(c.href, { type: "inlineCode", value: `${c.binary} ${c.name}`, data: { onThisPage: true } as InlineCode["data"] }), `: ${c.summary.replace(/\.$/, "")}`]),
  );
}

/** The heading of the section that links a guide's API calls to the reference. */
export const OPERATIONS_HEADING = "API operations on this page";

/**
 * A guide that calls the API ends with the operations it calls, each linked to its entry in the reference (issue #27,
 * point 6): made from the example check, so a new call is linked without anyone writing the link.
 */
function operationsSection(ids: string[], doc: OpenApiDocument): RootContent[] {
  const api = apiIndex(doc);
  const entries = ids.flatMap((id): [PhrasingContent, string][] => {
    const op = api.byId.get(id);
    const tag = op?.tags[0];
    if (!op || !tag) return [];
    return [[link(`${apiTagPath(tag)}#${slugOf(op.summary)}`, code(op.operationId)), `: ${op.summary} (${op.method.toUpperCase()} ${op.path})`]];
  });
  return usesSection(OPERATIONS_HEADING, "The examples on this page call these operations of the ", link("/api/reference/", text("REST API reference")), entries);
}

/** A guide's closing section: its heading, a line that links the reference, and each entry (a link to it, then what it is); none without entries. */
function usesSection(title: string, intro: string, reference: PhrasingContent, entries: [PhrasingContent, string][]): RootContent[] {
  if (entries.length === 0) return [];
  const items: ListItem[] = entries.map(([entry, what]) => ({ type: "listItem", spread: false, children: [paragraph(entry, text(what))] }));
  return [heading(2, text(title)), paragraph(text(intro), reference, text(":")), { type: "list", ordered: false, spread: false, children: items }];
}

/**
 * Puts back the `<Limit>` elements `expandReferences` replaced by their text, for the renderer: a tree the content
 * analysis expanded (every component) becomes the tree `remarkReferences` makes (block components expanded).
 */
export function keepLimitElements(tree: Root): Root {
  visit(tree, (node, index, parent) => {
    const element = (node.data as { limitElement?: Element } | undefined)?.limitElement;
    if (!element || !parent || index === undefined) return;
    parent.children.splice(index, 1, element as (typeof parent.children)[number]);
    return [SKIP, index + 1];
  });
  return tree;
}

/** The remark plugin of the renderer: block components expanded, `<Limit>` left to components/mdx/limit.tsx. */
export function remarkReferences(root: string) {
  return () => (tree: Root) => {
    expandReferences(tree, loadReferenceData(root), { limits: false });
  };
}
