/**
 * Content checks of the reference data (issue #19): the data files themselves, every reference component a
 * page uses (an unknown limit id, CLI group or API tag is left unexpanded by lib/content/reference-expand.ts
 * and reported here with its line), every `launchbay …` invocation (lib/content/check-cli.ts) and every API example
 * (lib/content/check-examples.ts, run with the page's analysis).
 * The OpenAPI document's validation is asynchronous: lib/content/check-openapi.ts, run by check:content.
 */
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";
import { checkCliInvocations } from "./check-cli";
import { at } from "./check-components";
import { limitsById, PLANS, type ReferenceData } from "./reference-data";
import { listOperations } from "./reference-openapi";
import { ownValue } from "./own";
import { attributeOf, CLI_NAMES, cliOf, REFERENCE_COMPONENTS } from "./reference-expand";
import type { PageEntry } from "./types";

const names = new Set<string>(REFERENCE_COMPONENTS);

function unexpanded(element: MdxJsxFlowElement | MdxJsxTextElement, data: ReferenceData): string {
  const { limits, api } = data;
  switch (element.name) {
    case "Limit": {
      const id = attributeOf(element, "id");
      if (!limits.data) return `<Limit>: content/limits.yaml is missing or invalid`;
      if (!id) return `<Limit> needs an id, like <Limit id="functions.timeout" />`;
      const byId = limitsById(limits.data);
      const limit = byId.get(id);
      const plan = attributeOf(element, "plan");
      if (limit && plan !== undefined && !(PLANS as readonly string[]).includes(plan)) return `<Limit id="${id}" plan="${plan}">: unknown plan (plans: ${PLANS.join(", ")})`;
      if (limit?.plans && plan === undefined) return `<Limit id="${id}">: this limit differs by plan and has no one value; name one of its plans with plan= (${Object.keys(limit.plans).join(", ")})`;
      if (limit) return `<Limit id="${id}" plan="${plan ?? ""}">: content/limits.yaml gives no value for this plan (plans: ${Object.keys(limit.plans ?? {}).join(", ")})`;
      const area = [...byId.keys()].filter((k) => k.startsWith(`${id.split(".")[0]}.`));
      return `<Limit id="${id}">: unknown limit id (${area.length ? `ids in this area: ${area.join(", ")}` : `areas: ${Object.keys(limits.data).join(", ")}`}; see content/limits.yaml)`;
    }
    case "LimitsTable":
      return limits.data ? `<LimitsTable area="${attributeOf(element, "area") ?? ""}">: unknown area (areas: ${Object.keys(limits.data).join(", ")})` : `<LimitsTable>: content/limits.yaml is missing or invalid`;
    case "CliOverview":
    case "CliCommands": {
      const name = attributeOf(element, "cli") ?? "launchbay";
      if (ownValue(CLI_NAMES, name) === undefined) return `<${element.name} cli="${name}">: unknown CLI (${Object.keys(CLI_NAMES).join(", ")})`;
      const file = name === "launchbay" ? "content/cli.yaml" : "content/visual-editor-cli.yaml";
      const chosen = cliOf(element, data);
      return chosen ? `<CliCommands group="${attributeOf(element, "group") ?? ""}">: unknown group (groups: ${chosen.groups.map((g) => g.id).join(", ")})` : `<${element.name}>: ${file} is missing or invalid`;
    }
    default: {
      if (!api.data) return `<${element.name}>: content/api/openapi.yaml is missing or invalid`;
      const tags = [...new Set(listOperations(api.data).flatMap((op) => op.tags))];
      return `<ApiOperations tag="${attributeOf(element, "tag") ?? ""}">: no operation has this tag (tags: ${tags.join(", ")})`;
    }
  }
}

/** The problems of the reference data files themselves (once per build, across pages). */
export function checkReferenceData(data: ReferenceData): string[] {
  const problems = [...data.limits.problems, ...data.cli.problems, ...data.editorCli.problems, ...data.api.problems];
  if (data.api.data) {
    const seen = new Set<string>();
    for (const op of listOperations(data.api.data)) {
      if (seen.has(op.operationId)) problems.push(`content/api/openapi.yaml: operationId ${op.operationId} is used twice`);
      seen.add(op.operationId);
    }
  }
  return problems;
}

/**
 * The problems of one page's use of the reference data: a reference component left unexpanded, a `launchbay …`
 * invocation the CLI reference does not know. A page's own check (lib/content/build.ts, loadPage): it needs the
 * page's syntax tree, which a page reused between loads no longer has, so it runs when the file is read.
 */
export function checkPageReferences(entry: PageEntry, data: ReferenceData): string[] {
  const problems: string[] = [];
  visit(entry.analysis.tree, (node) => {
    if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && names.has((node as MdxJsxFlowElement).name ?? "")) {
      problems.push(`${at(entry, node.position?.start.line)}: ${unexpanded(node as MdxJsxFlowElement, data)}`);
    }
  });
  if (data.cli.data) problems.push(...checkCliInvocations(entry.analysis.tree, (line) => at(entry, line), data.cli.data, data.api.data, data.editorCli.data));
  for (const problem of entry.analysis.api.problems) problems.push(`${at(entry, problem.line)}: ${problem.message}`);
  return problems;
}
