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
 * sections and the Markdown copies see the generated text; the renderer (lib/mdx.ts) expands the block
 * components the same way and leaves `<Limit>` to its React component (components/mdx/limit.tsx), which
 * prints the same value. A component whose id, group or tag is unknown is left in place: the content check
 * (lib/content/check-references.ts) reports it with its file and line.
 */
import type { Root, RootContent } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { SKIP, visit } from "unist-util-visit";
import { limitsById, limitText, loadReferenceData, type ReferenceData } from "./reference-data";
import { apiIndex, checkApiExamples, type ExampleReport } from "./check-examples";
import { listOperations } from "./reference-openapi";
import { slugOf } from "./reference-render";
import { renderApiOverview, renderApiTag, renderCliGroup, renderCliOverview, renderLimitsTable } from "./reference-render";

/** The components this module expands, for the content checks' list of known components. */
export const REFERENCE_COMPONENTS = ["Limit", "LimitsTable", "CliOverview", "CliCommands", "ApiOverview", "ApiOperations"] as const;

/** Where each CLI group's and API tag's page is: one page per group or tag, at a fixed path. */
export const cliGroupPath = (group: string) => `/cli/reference/${group}/`;
export const apiTagPath = (tag: string) => `/api/reference/${tag}/`;

type Element = MdxJsxFlowElement | MdxJsxTextElement;

/** The CLIs a `cli` attribute names: the Launchbay CLI (the default) and the visual editor's. */
export const CLI_NAMES = { launchbay: "cli", "visual-editor": "editorCli" } as const;

/** The CLI data an element's `cli` attribute names (undefined for an unknown name or missing data). */
export function cliOf(element: Element, data: ReferenceData) {
  const name = attributeOf(element, "cli") ?? "launchbay";
  const key = CLI_NAMES[name as keyof typeof CLI_NAMES];
  return key ? data[key].data : undefined;
}

/** A string attribute of an MDX element (`id="…"`). */
export function attributeOf(element: Element, name: string): string | undefined {
  const attribute = element.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === name);
  return typeof attribute?.value === "string" ? attribute.value : undefined;
}

/** The text `<Limit id plan>` prints, or undefined for an unknown id or a plan the limit has no value for. */
export function limitValue(data: ReferenceData, id: string, plan?: string): string | undefined {
  const limit = limitsById(data.limits.data).get(id);
  return limit && limitText(limit, plan);
}

/** What one reference element becomes, or undefined when it cannot be expanded (unknown id, missing data). */
export function expandElement(element: Element, data: ReferenceData, options: { limits: boolean }): RootContent[] | undefined {
  switch (element.name) {
    case "Limit": {
      if (!options.limits) return undefined;
      const value = limitValue(data, attributeOf(element, "id") ?? "", attributeOf(element, "plan"));
      if (value === undefined) return undefined;
      return element.type === "mdxJsxTextElement" ? [{ type: "text", value }] : [{ type: "paragraph", children: [{ type: "text", value }] }];
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
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
    const replacement = expandElement(node as Element, data, options);
    if (!replacement) return;
    parent.children.splice(index, 1, ...(replacement as typeof parent.children));
    return [SKIP, index + replacement.length];
  });
  if (data.api.data) {
    const report = checkApiExamples(tree, data.api.data);
    tree.data = { ...tree.data, apiExamples: report } as Root["data"];
    tree.children.push(...operationsSection(report, data));
  }
  return tree;
}

/** The heading of the section that links a guide's API calls to the reference. */
export const OPERATIONS_HEADING = "API operations on this page";

/**
 * A guide that calls the API ends with the operations it calls, each linked to its entry in the reference (issue #27,
 * point 6): made from the example check, so a new call is linked without anyone writing the link.
 */
function operationsSection(report: ExampleReport, data: ReferenceData): RootContent[] {
  if (!data.api.data || report.examples.length === 0) return [];
  const api = apiIndex(data.api.data);
  const ids = [...new Set(report.examples.map((e) => e.operationId))];
  const items = ids.flatMap((id) => {
    const op = api.byId.get(id);
    const tag = op?.tags[0];
    if (!op || !tag) return [];
    return [
      {
        type: "listItem" as const,
        spread: false,
        children: [
          {
            type: "paragraph" as const,
            children: [
              { type: "link" as const, url: `${apiTagPath(tag)}#${slugOf(op.summary)}`, children: [{ type: "inlineCode" as const, value: op.operationId }] },
              { type: "text" as const, value: `: ${op.summary} (${op.method.toUpperCase()} ${op.path})` },
            ],
          },
        ],
      },
    ];
  });
  if (items.length === 0) return [];
  return [
    { type: "heading", depth: 2, children: [{ type: "text", value: OPERATIONS_HEADING }] },
    { type: "paragraph", children: [{ type: "text", value: "The examples on this page call these operations of the " }, { type: "link", url: "/api/reference/", children: [{ type: "text", value: "REST API reference" }] }, { type: "text", value: ":" }] },
    { type: "list", ordered: false, spread: false, children: items },
  ];
}

/** The remark plugin of the renderer: block components expanded, `<Limit>` left to components/mdx/limit.tsx. */
export function remarkReferences(root: string) {
  return () => (tree: Root) => {
    expandReferences(tree, loadReferenceData(root), { limits: false });
  };
}
