/**
 * Renders the reference data (lib/content/reference-data.ts) as Markdown syntax trees: the limits tables,
 * the CLI command groups and the REST API operations. The trees are spliced into a page's own tree
 * (lib/content/reference-expand.ts) before headings get their ids, so the rendered page, its table of
 * headings, the search sections and the Markdown copy all carry the same generated text.
 */
import GithubSlugger from "github-slugger";
import type { BlockContent, Code, Heading, PhrasingContent, Root, RootContent, Table, TableCell } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { PLAN_LABELS, PLANS, type CliCommand, type CliFile, type CliFlag, type JsonObject, type LimitsFile, type OpenApiDocument } from "./reference-data";
import type { MdxJsxAttribute, MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { bodyFields } from "../api/body-form";
import { hasGeneratedSamples, samplesOf } from "../api/samples";
import { curlExample, exampleRequest, isObject, listOperations, SPECIAL_ROLES, type ApiOperation } from "./reference-openapi";
import { ROLE_VALUES } from "./check-roles";
import { commandKey, operationKey } from "./usage";

/* ---------- Markdown builders ---------- */

const markdown = unified().use(remarkParse).use(remarkGfm);

/**
 * The nodes of each text parsed so far. The API's 64 operations repeat their schemas' descriptions: a cold content
 * step parsed 1,538 texts, 601 of them distinct (1.3 s); a copy of the nodes costs a fraction of a parse.
 */
const parsed = new Map<string, RootContent[]>();

/** Markdown text (from a data file) as block nodes; raw HTML is kept as text, never as markup. */
export function blocks(text: string): RootContent[] {
  let nodes = parsed.get(text);
  if (!nodes) {
    const tree = markdown.runSync(markdown.parse(text)) as Root;
    visit(tree, (node) => {
      delete node.position;
      if (node.type === "html") (node as unknown as { type: string }).type = "text";
    });
    nodes = tree.children;
    // The watcher's process lives for a session of edits: texts no longer in the data go, all at once, now and then.
    if (parsed.size >= 10_000) parsed.clear();
    parsed.set(text, nodes);
  }
  return structuredClone(nodes);
}

/** Markdown text as phrasing content (one paragraph's children). */
export function inline(text: string): PhrasingContent[] {
  return blocks(text).flatMap((node) => (node.type === "paragraph" ? node.children : [{ type: "text", value: " " } as PhrasingContent]));
}

export const text = (value: string): PhrasingContent => ({ type: "text", value });
export const code = (value: string): PhrasingContent => ({ type: "inlineCode", value });
const strong = (value: string): PhrasingContent => ({ type: "strong", children: [text(value)] });
export const paragraph = (...children: PhrasingContent[]): BlockContent => ({ type: "paragraph", children });
export const heading = (depth: 2 | 3, ...children: PhrasingContent[]): Heading => ({ type: "heading", depth, children });
const codeBlock = (lang: string, value: string): Code => ({ type: "code", lang, value });
export const link = (url: string, ...children: PhrasingContent[]): PhrasingContent => ({ type: "link", url, children });

/** A GitHub table: a header row and body rows, each cell text or phrasing nodes. */
function table(header: string[], rows: (string | PhrasingContent[])[][]): Table {
  const cell = (value: string | PhrasingContent[]): TableCell => ({ type: "tableCell", children: typeof value === "string" ? [text(value)] : value });
  return {
    type: "table",
    align: header.map(() => null),
    children: [{ type: "tableRow", children: header.map(cell) }, ...rows.map((row) => ({ type: "tableRow" as const, children: row.map(cell) }))],
  };
}

/** The heading id a title gets on a page (github-slugger, as lib/content/headings.ts; assumes the title is unique on its page). */
export const slugOf = (title: string) => new GithubSlugger().slug(title);

/* ---------- limits ---------- */

/**
 * The limits of one area (or all areas, each under an h2) as tables: limit, value, notes for the limits that are the
 * same on every plan; then, where some differ by plan, a second table with a column per plan that any of them names.
 */
export function renderLimitsTable(file: LimitsFile, area?: string): RootContent[] {
  const areas = Object.entries(file).filter(([key]) => area === undefined || key === area);
  return areas.flatMap(([, a]) => {
    const limits = Object.values(a.limits);
    const notes = (note?: string) => (note ? inline(note) : "—");
    const same = limits.filter((limit) => !limit.plans);
    const byPlan = limits.filter((limit) => limit.plans);
    const plans = PLANS.filter((plan) => byPlan.some((limit) => limit.plans?.[plan] !== undefined));
    const tables: RootContent[] = [];
    if (same.length) tables.push(table(["Limit", "Value", "Notes"], same.map((limit) => [limit.label, [strong(limit.value as string)], notes(limit.note)])));
    if (byPlan.length) {
      const cell = (value?: string) => (value === undefined ? "—" : [strong(value)]);
      tables.push(table(["Limit", ...plans.map((plan) => PLAN_LABELS[plan]), "Notes"], byPlan.map((limit) => [limit.label, ...plans.map((plan) => cell(limit.plans?.[plan] ?? limit.value)), notes(limit.note)])));
    }
    const intro: RootContent[] = a.page ? [paragraph(text("Details: "), link(a.page, text(a.title)), text("."))] : [];
    return area === undefined ? [heading(2, text(a.title)), ...intro, ...tables] : tables;
  });
}

/* ---------- CLI ---------- */

/** `--context CONTEXT`, `--prod`, `-d, --dir FOLDER`. */
export function flagLabel(flag: CliFlag): string {
  const value = flag.type === "boolean" ? "" : ` ${flag.value ?? flag.name.toUpperCase()}`;
  return `${flag.short ? `-${flag.short}, ` : ""}--${flag.name}${value}`;
}

/** The synopsis line: `launchbay env:set KEY VALUE [--context CONTEXT]… [--secret]`. */
export function synopsis(binary: string, command: CliCommand): string {
  const args = command.args.map((a) => (a.required ? a.name : `[${a.name}]`));
  const flags = command.flags.map((f) => `[${flagLabel(f).replace(/^-\w, /, "")}]${f.repeatable ? "…" : ""}`);
  return [binary, command.name, ...args, ...flags].join(" ");
}

/** A flag's default as the table prints it: the value, or "none" said outright (a flag that is unset when omitted). */
const defaultText = (flag: CliFlag): string | PhrasingContent[] => (flag.default === undefined ? "none" : [code(String(flag.default))]);

function flagDescription(flag: CliFlag): PhrasingContent[] {
  const values = flag.values?.length ? [text(" One of "), ...flag.values.flatMap((v, i) => [...(i ? [text(", ")] : []), code(v)]), text(".")] : [];
  const env = flag.env ? [text(" Also set by the environment variable "), code(flag.env), text(".")] : [];
  return [...inline(flag.description), ...values, ...env];
}

function renderFlagTable(flags: CliFlag[]): Table {
  return table(
    ["Flag", "Type", "Default", "Description"],
    flags.map((f) => [[code(flagLabel(f))], f.repeatable ? `${f.type}, repeatable` : f.type, defaultText(f), flagDescription(f)]),
  );
}

/** The global flags link of a CLI: its overview's section, or this page's when the CLI is one page (one group). */
const globalFlagsHref = (cli: CliFile) => (cli.groups.length === 1 ? "#global-flags" : "/cli/reference/#global-flags");

/** One command: h2 `launchbay NAME`, summary, synopsis, arguments, flags, examples, output, exit codes. */
export function renderCliCommand(cli: CliFile, command: CliCommand): RootContent[] {
  const out: RootContent[] = [heading(2, text(`${cli.binary} ${command.name}`)), paragraph(...inline(command.summary))];
  if (command.description) out.push(...blocks(command.description));
  out.push(paragraph(strong("Synopsis")), codeBlock("text", synopsis(cli.binary, command)));
  if (command.args.length) {
    out.push(paragraph(strong("Arguments")), table(["Argument", "Required", "Description"], command.args.map((a) => [[code(a.name)], a.required ? "yes" : "no", inline(a.description)])));
  }
  out.push(paragraph(strong("Flags")));
  if (command.flags.length) out.push(renderFlagTable(command.flags));
  out.push(paragraph(text("Every command also takes the "), link(globalFlagsHref(cli), text("global flags")), text(".")));
  out.push(paragraph(strong("Examples")), codeBlock("bash", command.examples.map((e) => `# ${e.description}\n${e.command}`).join("\n\n")));
  out.push(paragraph(strong("Output")), codeBlock("text", command.output.text.trimEnd()));
  if (command.output.json) out.push(paragraph(text("With "), code("--json"), text(":")), codeBlock("json", command.output.json.trimEnd()));
  const codes = new Map([...cli.exitCodes, ...command.exitCodes].map((e) => [e.code, e.meaning]));
  out.push(paragraph(strong("Exit codes")), table(["Code", "Meaning"], [...codes].sort(([a], [b]) => a - b).map(([c, meaning]) => [[code(String(c))], inline(meaning)])));
  out.push(usedIn(commandKey(cli.binary, command.name)));
  return out;
}

function globalSections(cli: CliFile): RootContent[] {
  return [heading(2, text("Global flags")), renderFlagTable(cli.globalFlags), heading(2, text("Exit codes")), table(["Code", "Meaning"], cli.exitCodes.map((e) => [[code(String(e.code))], inline(e.meaning)]))];
}

/** Every command of a group, in file order; a CLI of one group (the visual editor's) also gets its global flags and exit codes. */
export function renderCliGroup(cli: CliFile, group: string): RootContent[] {
  const commands = cli.commands.filter((c) => c.group === group).flatMap((c) => renderCliCommand(cli, c));
  return cli.groups.length === 1 ? [...commands, ...globalSections(cli)] : commands;
}

/** The CLI overview: every command by group (linked to its section), the global flags and the exit codes. */
export function renderCliOverview(cli: CliFile, groupPath: (group: string) => string): RootContent[] {
  const out: RootContent[] = [];
  for (const group of cli.groups) {
    const commands = cli.commands.filter((c) => c.group === group.id);
    out.push(heading(2, text(group.title)), paragraph(...inline(group.description)));
    out.push(table(["Command", "What it does"], commands.map((c) => [[link(`${groupPath(group.id)}#${slugOf(`${cli.binary} ${c.name}`)}`, code(`${cli.binary} ${c.name}`))], inline(c.summary)])));
  }
  out.push(...globalSections(cli));
  return out;
}

/* ---------- REST API ---------- */

/** A schema's type as a reader reads it: `string (date-time)`, `array of Deploy`, `one of: a, b`. */
export function typeLabel(schema: JsonObject): string {
  const type = Array.isArray(schema.type) ? schema.type.filter((t) => t !== "null").join(" or ") : String(schema.type ?? (schema.properties ? "object" : "any"));
  if (type === "array" && isObject(schema.items)) return `array of ${typeLabel(schema.items)}`;
  const format = typeof schema.format === "string" ? ` (${schema.format})` : "";
  const nullable = Array.isArray(schema.type) && schema.type.includes("null") ? ", nullable" : "";
  return `${type}${format}${nullable}`;
}

function schemaNotes(schema: JsonObject): PhrasingContent[] {
  const notes: PhrasingContent[] = typeof schema.description === "string" ? inline(schema.description) : [];
  const endsSentence = () => {
    const last = notes[notes.length - 1];
    return last?.type === "text" && /[.!?]\s*$/.test(last.value);
  };
  const add = (label: string, values: PhrasingContent[]) => notes.push(text(notes.length ? `${endsSentence() ? " " : ". "}${label}` : label), ...values);
  if (Array.isArray(schema.enum)) add("One of ", schema.enum.flatMap((v, i) => [...(i ? [text(", ")] : []), code(String(v))]));
  if (schema.default !== undefined) add("Default ", [code(JSON.stringify(schema.default))]);
  const range = [schema.minimum !== undefined ? `at least ${String(schema.minimum)}` : "", schema.maximum !== undefined ? `at most ${String(schema.maximum)}` : "", schema.maxLength !== undefined ? `at most ${String(schema.maxLength)} characters` : "", schema.maxItems !== undefined ? `at most ${String(schema.maxItems)} items` : ""].filter(Boolean);
  if (range.length) {
    const sentence = range.join(", ");
    add("", [text(sentence.charAt(0).toUpperCase() + sentence.slice(1))]);
  }
  return notes.length ? notes : [text("—")];
}

/** The fields of an object schema, nested objects and arrays of objects flattened to `a.b` and `a[].b` (three levels). */
export function schemaRows(schema: JsonObject, prefix = "", depth = 0): (string | PhrasingContent[])[][] {
  const target = schema.type === "array" && isObject(schema.items) && isObject(schema.items.properties) ? schema.items : schema;
  const itemPrefix = target === schema ? prefix : `${prefix}[]`;
  if (!isObject(target.properties)) return [];
  const required = new Set(Array.isArray(target.required) ? (target.required as string[]) : []);
  return Object.entries(target.properties).flatMap(([name, raw]) => {
    const prop = isObject(raw) ? raw : {};
    const full = itemPrefix ? `${itemPrefix}.${name}` : name;
    const row = [[code(full)], typeLabel(prop), required.has(name) ? "yes" : "no", schemaNotes(prop)];
    return [row, ...(depth < 2 ? schemaRows(prop, full, depth + 1) : [])];
  });
}

function schemaBlock(schema: JsonObject | undefined, label: string): RootContent[] {
  if (!schema) return [];
  const rows = schemaRows(schema);
  if (rows.length) return [table([label, "Type", "Required", "Description"], rows)];
  return [paragraph(text("Type: "), code(typeLabel(schema)), ...(typeof schema.description === "string" ? [text(". "), ...inline(schema.description)] : []))];
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The API's conventions, written once on the API's get-started page; each operation links them. */
export const API_CONVENTIONS = {
  rateLimit: "/api/get-started/#rate-limiting",
  pagination: "/api/get-started/#pagination",
  errors: "/api/get-started/#errors",
  versioning: "/api/get-started/#versioning-and-deprecation",
} as const;

/** The API role values' dashboard names: the roles matrix's column headings (check-roles.ts), the other way round. */
const ROLE_NAMES: Record<string, string> = Object.fromEntries(Object.entries(ROLE_VALUES).map(([name, value]) => [value, name]));
/** `Owner, Developer` (roles by their dashboard names), or what else authorizes the call. */
export function rolesText(roles: string[]): string {
  return roles.map((r) => ROLE_NAMES[r] ?? SPECIAL_ROLES[r] ?? r).join(", ");
}

/** The errors of an operation: each error status with its specific codes, then the shared code of the status. */
export function errorRows(op: ApiOperation): { status: string; code: string; cause: PhrasingContent[] }[] {
  const rows: { status: string; code: string; cause: PhrasingContent[] }[] = [];
  for (const r of op.responses.filter((r) => !/^[23]/.test(r.status))) {
    for (const e of op.errors.filter((e) => e.status === r.status)) rows.push({ status: r.status, code: e.code, cause: inline(e.cause) });
    if (r.errorCode && !rows.some((row) => row.status === r.status && row.code === r.errorCode)) rows.push({ status: r.status, code: r.errorCode, cause: inline(r.description) });
  }
  return rows;
}

/** One operation: h2 with its summary, method and path, roles, rate limit, parameters, request body, responses with headers, errors and examples. */
export function renderApiOperation(op: ApiOperation): RootContent[] {
  const out: RootContent[] = [heading(2, text(op.summary))];
  out.push(paragraph(code(`${op.method.toUpperCase()} ${op.path}`), text(" · operation "), code(op.operationId)));
  if (op.description) out.push(...blocks(op.description));
  out.push(paragraph(strong("Roles:"), text(` ${rolesText(op.roles) || "—"}.`)));
  out.push(paragraph(strong("Rate limit:"), text(" the "), link(API_CONVENTIONS.rateLimit, text("token's rate limit")), text("; over it the answer is "), code("429"), text(" with "), code("Retry-After"), text(".")));
  if (op.paginated) {
    out.push(paragraph(strong("Paginated:"), text(" "), code("page"), text(" and "), code("per_page"), text("; follow the "), code("Link"), text(" header's "), code('rel="next"'), text(" ("), link(API_CONVENTIONS.pagination, text("pagination")), text(").")));
  }
  if (op.parameters.length) {
    out.push(paragraph(strong("Parameters")));
    out.push(table(["Name", "In", "Type", "Required", "Description"], op.parameters.map((p) => [[code(p.name)], p.in, typeLabel(p.schema), p.required ? "yes" : "no", schemaNotes({ ...p.schema, description: p.description ?? p.schema.description })])));
  }
  if (op.requestBody) {
    const { media, required, description } = op.requestBody;
    out.push(paragraph(strong("Request body"), text(` (${media.type}${required ? "" : ", optional"})`), ...(description ? [text(": "), ...inline(description)] : [])));
    out.push(...schemaBlock(media.schema, "Field"));
    if (media.example !== undefined && media.type === "application/json") out.push(codeBlock("json", json(media.example)));
  }
  const success = op.responses.filter((r) => /^[23]/.test(r.status));
  out.push(paragraph(strong("Responses")));
  for (const r of success) {
    out.push(paragraph(code(r.status), text(" "), ...inline(r.description)));
    if (r.headers.length) out.push(table(["Header", "Type", "Description"], r.headers.map((h) => [[code(h.name)], typeLabel(h.schema), h.description ? inline(h.description) : "—"])));
    out.push(...schemaBlock(r.media?.schema, "Field"));
    if (r.media?.example !== undefined) out.push(codeBlock(r.media.type === "application/json" ? "json" : "text", typeof r.media.example === "string" ? r.media.example : json(r.media.example)));
  }
  const errors = errorRows(op);
  if (errors.length) {
    out.push(paragraph(strong("Errors"), text(" (body "), code('{ "code": STATUS, "error": "CODE", "message": "…" }'), text("; "), link(API_CONVENTIONS.errors, text("errors")), text(")")));
    out.push(table(["Status", "Error code", "Cause"], errors.map((e) => [[code(e.status)], [code(e.code)], e.cause])));
  }
  out.push(...renderSamples(op));
  out.push(usedIn(operationKey(op.operationId)));
  return out;
}

/* ---------- samples and Try it (issue #27, points 4 and 5) ---------- */

const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: "mdxJsxAttribute", name, value });

/**
 * The guides that use an entry, listed by `<UsedIn entry>` (components/mdx/used-in.tsx) from the content index at
 * render time: the list changes with other pages, not with this one's source.
 */
export function usedIn(key: string): MdxJsxFlowElement {
  return { type: "mdxJsxFlowElement", name: "UsedIn", attributes: [attribute("entry", key)], children: [] };
}

/** The sync key of the language tabs: choosing Python once chooses it on every operation of every page. */
export const SAMPLES_SYNC_KEY = "lang";

/** What the Try it panel needs of an operation: the example request, the parameters' and the body's form fields. */
export function tryItData(op: ApiOperation) {
  const params = op.parameters
    .filter((p) => p.in === "path" || p.in === "query")
    .map((p) => ({ name: p.name, in: p.in, required: p.required || p.in === "path", type: typeLabel(p.schema), ...(Array.isArray(p.schema.enum) ? { enum: p.schema.enum.map(String) } : {}) }));
  const request = exampleRequest(op);
  const body = request.bodyType !== undefined ? bodyFields(op.requestBody?.media.schema) : undefined;
  return { request, summary: op.summary, params, ...(body ? { body } : {}) };
}

/**
 * An operation's samples, as language tabs synced by "lang": curl, CLI, JavaScript and Python generated from the
 * one validated example (lib/api/samples.ts), then the Try it button (components/mdx/try-it.tsx). An upload keeps
 * its curl command only, and its Try it sends a file the reader picks.
 */
export function renderSamples(op: ApiOperation): RootContent[] {
  const request = exampleRequest(op);
  if (!hasGeneratedSamples(request)) {
    return [paragraph(strong("Example")), codeBlock("bash", curlExample(op)), paragraph(text("The body is a file upload: use curl, or "), code("launchbay deploy"), text(".")), tryItElement(op)];
  }
  const tabs: MdxJsxFlowElement = {
    type: "mdxJsxFlowElement",
    name: "Tabs",
    attributes: [attribute("syncKey", SAMPLES_SYNC_KEY), attribute("label", `${op.operationId} sample language`)],
    children: samplesOf(request).map((sample) => ({ type: "mdxJsxFlowElement", name: "Tab", attributes: [attribute("label", sample.label)], children: [codeBlock(sample.lang, sample.code)] })),
  };
  return [paragraph(strong("Example")), tabs, tryItElement(op)];
}

/** The operation's Try it button and panel data (components/mdx/try-it.tsx). */
const tryItElement = (op: ApiOperation): MdxJsxFlowElement => ({ type: "mdxJsxFlowElement", name: "TryIt", attributes: [attribute("operation", JSON.stringify(tryItData(op)))], children: [] });

/** Every operation tagged `tag`, in document order. */
export function renderApiTag(doc: OpenApiDocument, tag: string): RootContent[] {
  return listOperations(doc)
    .filter((op) => op.tags.includes(tag))
    .flatMap(renderApiOperation);
}

/** The API overview: every operation by tag (method, path, link to its section). */
export function renderApiOverview(doc: OpenApiDocument, tagPath: (tag: string) => string): RootContent[] {
  const operations = listOperations(doc);
  const conventions: RootContent[] = [
    paragraph(
      text("Written once for every operation: the "),
      link(API_CONVENTIONS.rateLimit, text("rate limit")),
      text(" and its headers, "),
      link(API_CONVENTIONS.pagination, text("pagination")),
      text(", "),
      link(API_CONVENTIONS.errors, text("errors and their codes")),
      text(", and "),
      link(API_CONVENTIONS.versioning, text("versioning and deprecation")),
      text(". Each operation names the roles that may call it and its own error codes."),
    ),
  ];
  return conventions.concat((doc.tags ?? []).flatMap((tag) => {
    const ops = operations.filter((op) => op.tags.includes(tag.name));
    const title = tag["x-title"] ?? tag.name;
    return [
      heading(2, text(title)),
      ...(tag.description ? [paragraph(...inline(tag.description))] : []),
      table(["Operation", "Method and path", "What it does"], ops.map((op) => [[link(`${tagPath(tag.name)}#${slugOf(op.summary)}`, code(op.operationId))], [code(`${op.method.toUpperCase()} ${op.path}`)], op.summary])),
    ];
  }));
}
