/**
 * The reference data files of content/ (issue #19): `limits.yaml`, `cli.yaml` and `api/openapi.yaml`.
 * Pages render from them through `<Limit>`, `<LimitsTable>`, `<CliCommands>` and `<ApiOperations>`
 * (lib/content/reference-expand.ts). Each file is read synchronously (the MDX analysis is synchronous),
 * validated with zod (lib/content/yaml-data.ts), and kept once per process and content root. A file that is missing or does not
 * validate yields no data and a list of problems, which the content check reports.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { orElse, problemsOf } from "./error";
import { parseYamlData } from "./yaml-data";
import { ownValue } from "./own";

/* ---------- limits.yaml ---------- */

/** The plans a limit can differ by, in the order the limits page shows them. */
export const PLANS = ["free", "pro", "business", "enterprise"] as const;
export const PLAN_LABELS: Record<(typeof PLANS)[number], string> = { free: "Free", pro: "Pro", business: "Business", enterprise: "Enterprise" };

const limitSchema = z
  .strictObject({
    label: z.string().min(1),
    /** The number as a reader sees it, unit included: "10 s", "1,024 MB". Optional when `plans` gives every value. */
    value: z.string().min(1).optional(),
    /** Where the number differs by plan: the value on each plan ("not available" where a plan lacks it). */
    plans: z.partialRecord(z.enum(PLANS), z.string().min(1)).optional(),
    /** Markdown: conditions, what happens past the limit. */
    note: z.string().optional(),
  })
  .refine((limit) => limit.value !== undefined || (limit.plans !== undefined && Object.keys(limit.plans).length > 0), "a limit needs a value or plans")
  .refine((limit) => limit.plans === undefined || Object.keys(limit.plans).length >= 2, "plans lists at least two plans (one value for every plan is `value`)");

const limitAreaSchema = z.strictObject({
  title: z.string().min(1),
  /** The page that explains the area (a site path, checked like any link). */
  page: z.string().startsWith("/").optional(),
  limits: z.record(z.string().regex(/^[a-z0-9-]+$/, "limit keys are lowercase letters, digits and hyphens"), limitSchema),
});

export const limitsFileSchema = z.record(z.string().regex(/^[a-z0-9-]+$/, "area keys are lowercase letters, digits and hyphens"), limitAreaSchema);
export type LimitsFile = z.infer<typeof limitsFileSchema>;
export type Limit = z.infer<typeof limitSchema> & { id: string; area: string };

/* ---------- cli.yaml ---------- */

const flagSchema = z.strictObject({
  /** Without dashes: `prod`, `context`. */
  name: z.string().regex(/^[a-z][a-z0-9-]*$/, "flag names are written without dashes, lowercase"),
  short: z.string().regex(/^[a-zA-Z]$/).optional(),
  type: z.enum(["boolean", "string", "number", "list"]),
  /** Shown in the synopsis and table: `--context CONTEXT`. */
  value: z.string().optional(),
  default: z.union([z.string(), z.number(), z.boolean()]).optional(),
  /** The values a flag accepts, when it is a choice (`--log-level debug|info|warn|error`). */
  values: z.array(z.string()).optional(),
  repeatable: z.boolean().optional(),
  /** An environment variable that sets the flag (`LAUNCHBAY_TEAM` for `--team`), for CI. */
  env: z.string().regex(/^[A-Z][A-Z0-9_]*$/, "env names are uppercase letters, digits and underscores").optional(),
  description: z.string().min(1),
});

const exitCodeSchema = z.strictObject({ code: z.number().int().min(0).max(255), meaning: z.string().min(1) });

const commandSchema = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9-]*(:[a-z][a-z0-9-]*)*$/, "command names look like deploy or env:set"),
  group: z.string().min(1),
  summary: z.string().min(1),
  description: z.string().optional(),
  /** Positional arguments, in order. */
  args: z.array(z.strictObject({ name: z.string().min(1), required: z.boolean().default(false), description: z.string().min(1) })).default([]),
  flags: z.array(flagSchema).default([]),
  /** Each example starts with the file's `binary` (checked when the file is parsed). */
  examples: z.array(z.strictObject({ command: z.string().min(1), description: z.string().min(1) })).min(1, "every command needs an example"),
  exitCodes: z.array(exitCodeSchema).default([]),
  /** What the command prints: a sample of its text output and, for a command with `--json`, of its JSON. */
  output: z.strictObject({ text: z.string().min(1), json: z.string().min(1).optional() }, { error: "every command needs an output sample (output.text)" }),
});

const cliGroupSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
});

export const cliFileSchema = z.strictObject({
  binary: z.string().min(1),
  aliases: z.array(z.string()).default([]),
  globalFlags: z.array(flagSchema),
  exitCodes: z.array(exitCodeSchema).min(1),
  groups: z.array(cliGroupSchema).min(1),
  commands: z.array(commandSchema).min(1),
});
export type CliFile = z.infer<typeof cliFileSchema>;
export type CliCommand = CliFile["commands"][number];
export type CliFlag = CliCommand["flags"][number];

/* ---------- api/openapi.yaml ---------- */

/** The parts of an OpenAPI 3.1 document the renderer reads; the full document is validated by @readme/openapi-parser. */
export type JsonObject = { [key: string]: unknown };
export interface OpenApiDocument extends JsonObject {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  tags?: { name: string; description?: string; "x-title"?: string }[];
  paths: Record<string, Record<string, unknown>>;
  components?: JsonObject;
}

/** Only that it is an OpenAPI document: lib/content/check-openapi.ts validates the rest. */
const openApiSchema = z.custom<OpenApiDocument>((value) => typeof value === "object" && value !== null && "paths" in value, "not an OpenAPI document (no paths)");

/* ---------- loading ---------- */

export interface Loaded<T> {
  data?: T;
  problems: string[];
}

export interface ReferenceData {
  root: string;
  limits: Loaded<LimitsFile>;
  cli: Loaded<CliFile>;
  /** The visual editor's CLI (`npx @launchbay/visual-editor …`), in the same shape as cli.yaml. */
  editorCli: Loaded<CliFile>;
  api: Loaded<OpenApiDocument>;
}

export const REFERENCE_FILES = { limits: "limits.yaml", cli: "cli.yaml", editorCli: "visual-editor-cli.yaml", api: "api/openapi.yaml" } as const;

/** The text of one file (undefined when the content has none), validated with `schema`: the data, or its problems. */
function parseWith<T>(schema: z.ZodType<T>, file: string, text: string | undefined): Loaded<T> {
  if (text === undefined) return { problems: [] };
  try {
    return { data: parseYamlData(text, schema, `content/${file}`), problems: [] };
  } catch (error) {
    return { problems: problemsOf(error) };
  }
}

/** Parses the files' text (`read` gives a file's text, undefined for no file; for tests and for the loader). */
export function parseReferenceData(root: string, read: (file: string) => string | undefined): ReferenceData {
  const limits = parseWith(limitsFileSchema, REFERENCE_FILES.limits, read(REFERENCE_FILES.limits));
  const cli = parseCli(REFERENCE_FILES.cli, read(REFERENCE_FILES.cli));
  const editorCli = parseCli(REFERENCE_FILES.editorCli, read(REFERENCE_FILES.editorCli));
  const api = parseWith(openApiSchema, REFERENCE_FILES.api, read(REFERENCE_FILES.api));
  return { root, limits, cli, editorCli, api };
}

/** A CLI file: the schema, then groups, names and examples that must agree with the rest of the file. */
function parseCli(file: string, text: string | undefined): Loaded<CliFile> {
  const cli = parseWith(cliFileSchema, file, text);
  if (!cli.data) return cli;
  const groups = new Set(cli.data.groups.map((g) => g.id));
  const names = new Set<string>();
  for (const command of cli.data.commands) {
    if (!groups.has(command.group)) cli.problems.push(`content/${file}: command ${command.name}: unknown group "${command.group}"`);
    if (names.has(command.name)) cli.problems.push(`content/${file}: command ${command.name} is listed twice`);
    names.add(command.name);
    if (command.flags.some((f) => f.name === "json") && !command.output.json) cli.problems.push(`content/${file}: command ${command.name}: it has --json, so its output needs a json sample (output.json)`);
    if (command.output.json) {
      try {
        JSON.parse(command.output.json);
      } catch (error) {
        cli.problems.push(`content/${file}: command ${command.name}: output.json is not JSON: ${(error as Error).message}`);
      }
    }
    for (const example of command.examples) {
      if (!example.command.startsWith(`${cli.data.binary} `)) cli.problems.push(`content/${file}: command ${command.name}: the example "${example.command}" does not start with "${cli.data.binary} "`);
    }
  }
  return cli;
}

const loaded = new Map<string, { stamp: string; data: ReferenceData }>();

/** The files' sizes and times: a saved file (under `next dev`) is read again, an unchanged one is not. */
function stampOf(root: string): string {
  return Object.values(REFERENCE_FILES)
    .map((file) => orElse(() => fs.statSync(path.join(root, file)), undefined))
    .map((stat) => (stat ? `${stat.size}:${stat.mtimeMs}` : "-"))
    .join("|");
}

/** The reference data of a content folder, read again only when one of its files changed. */
export function loadReferenceData(root: string): ReferenceData {
  const stamp = stampOf(root);
  const cached = loaded.get(root);
  if (cached?.stamp === stamp) return cached.data;
  const data = parseReferenceData(root, (file) => {
    const full = path.join(root, file);
    return fs.existsSync(full) ? fs.readFileSync(full, "utf8") : undefined;
  });
  loaded.set(root, { stamp, data });
  return data;
}

/**
 * What `<Limit id plan>` prints: the plan's value where the limit differs by plan, else the one value; undefined when the
 * limit has no value for that plan (`value` is the value of every plan `plans` does not list).
 */
export function limitText(limit: Limit, plan?: string): string | undefined {
  return ownValue(limit.plans ?? {}, plan) ?? limit.value;
}

/** Each limits file's map, made once: every page's checks and expansions read it (read-only). */
const byIdOf = new WeakMap<LimitsFile, Map<string, Limit>>();

/** Every limit by its id (`functions.timeout`). */
export function limitsById(file: LimitsFile | undefined): Map<string, Limit> {
  const known = file && byIdOf.get(file);
  if (known) return known;
  const byId = new Map<string, Limit>();
  for (const [area, { limits }] of Object.entries(file ?? {})) {
    for (const [key, limit] of Object.entries(limits)) byId.set(`${area}.${key}`, { ...limit, id: `${area}.${key}`, area });
  }
  if (file) byIdOf.set(file, byId);
  return byId;
}
