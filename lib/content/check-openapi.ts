/**
 * Validates the REST API description, content/api/openapi.yaml (issue #19), for check:content:
 *
 * 1. the document against the OpenAPI 3.1 schema and its semantic rules (@readme/openapi-parser); when it
 *    fails, halves of its operations are validated down to the one at fault, so the problem names the operation;
 * 2. every example (parameters, request bodies, responses) against its schema (Ajv, JSON Schema 2020-12,
 *    the dialect of OpenAPI 3.1);
 * 3. what the reference pages and `launchbay api` need: an operationId, a summary, a declared tag and a
 *    success response on every operation.
 *
 * Asynchronous (the parser is), so it runs in the content step (scripts/steps/content.ts) next to the synchronous checks.
 */
import fs from "node:fs";
import { dereference, validate } from "@readme/openapi-parser";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { load as loadYaml } from "js-yaml";
import type { JsonObject } from "./reference-data";
import { HTTP_METHODS, isObject, resolveRef, SPECIAL_ROLES } from "./reference-openapi";

type ParserInput = Parameters<typeof validate>[0];

/** The parser's error messages (each with a code frame; the first line is enough in a list). */
async function parserErrors(doc: JsonObject): Promise<string[]> {
  const result = await validate(structuredClone(doc) as ParserInput);
  if (result.valid) return [];
  return result.errors.map((e) => e.message.split("\n").filter((line) => line.trim()).slice(0, 2).join(" ").replace(/\s+/g, " "));
}

/** Every operation: the path item and the operation as the document has them, and its parameters: the path's shared ones, then its own. */
function operationsOf(doc: JsonObject) {
  return Object.entries(isObject(doc.paths) ? doc.paths : {}).flatMap(([path, item]) => {
    if (!isObject(item)) return [];
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    return HTTP_METHODS.filter((m) => isObject(item[m])).map((method) => {
      const op = item[method] as JsonObject;
      const id = typeof op.operationId === "string" ? op.operationId : "(no operationId)";
      return { path, method, label: `operation ${id} (${method.toUpperCase()} ${path})`, item, op, parameters: [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])] };
    });
  });
}
type OperationRef = ReturnType<typeof operationsOf>[number];

/** The document with only these operations (and their paths' shared parameters), components kept. */
function withOnly(doc: JsonObject, refs: OperationRef[]): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const ref of refs) {
    paths[ref.path] ??= ref.item.parameters ? { parameters: ref.item.parameters } : {};
    (paths[ref.path] as JsonObject)[ref.method] = ref.op;
  }
  return { ...doc, paths };
}

/**
 * The problems of these operations, each naming its operation: the document validated with only them, then with each
 * half while it fails. Each validation compiles the OpenAPI schema anew (~0.1 s), so one broken operation of the
 * API's 64 costs ~13 validations rather than 66 (two broken ones took 4.8 s, now 2.6). A problem that only the
 * operations together have (two sharing an operationId) is named without one.
 */
async function operationProblems(doc: JsonObject, refs: OperationRef[], file: string, errors?: string[]): Promise<string[]> {
  errors ??= await parserErrors(withOnly(doc, refs));
  if (errors.length === 0) return [];
  if (refs.length <= 1) return errors.map((error) => (refs[0] ? `${file}: ${refs[0].label}: ${error}` : `${file}: ${error}`));
  const half = Math.ceil(refs.length / 2);
  const found = [...(await operationProblems(doc, refs.slice(0, half), file)), ...(await operationProblems(doc, refs.slice(half), file))];
  return found.length > 0 ? found : errors.map((error) => `${file}: ${error}`);
}

/**
 * Structural problems, each naming the operation it is in (or the document when no single operation is at fault). A
 * problem outside the operations (info, tags, components) is in every part of the document the halving validates:
 * those come alone, once, and the operations are looked at once they are fixed.
 */
async function structuralProblems(doc: JsonObject, file: string): Promise<string[]> {
  const all = await parserErrors(doc);
  if (all.length === 0) return [];
  const shared = await parserErrors({ ...doc, paths: {} });
  if (shared.length > 0) return shared.map((error) => `${file}: ${error}`);
  return operationProblems(doc, operationsOf(doc), file, all);
}

/** Every example of one dereferenced operation with the schema it must match. */
function examplesOf({ op, parameters }: OperationRef): { where: string; schema: unknown; value: unknown }[] {
  const found: { where: string; schema: unknown; value: unknown }[] = [];
  const mediaExamples = (content: unknown, where: string) => {
    for (const [type, media] of mediaWithSchemas(content)) {
      if (media.example !== undefined) found.push({ where: `${where} (${type}) example`, schema: media.schema, value: media.example });
      if (isObject(media.examples)) {
        for (const [name, example] of Object.entries(media.examples)) {
          if (isObject(example) && "value" in example) found.push({ where: `${where} (${type}) example "${name}"`, schema: media.schema, value: example.value });
        }
      }
    }
  };
  for (const p of parameters) {
    if (isObject(p) && p.example !== undefined && p.schema !== undefined) found.push({ where: `parameter ${String(p.name)} example`, schema: p.schema, value: p.example });
  }
  if (isObject(op.requestBody)) mediaExamples(op.requestBody.content, "request body");
  for (const [status, response] of Object.entries(isObject(op.responses) ? op.responses : {})) {
    if (isObject(response)) mediaExamples(response.content, `response ${status}`);
  }
  return found;
}

/** Examples that do not match their schemas, naming the operation and where the example is. */
async function exampleProblems(doc: JsonObject, file: string): Promise<string[]> {
  const resolved = (await dereference(structuredClone(doc) as ParserInput)) as unknown as JsonObject;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const problems: string[] = [];
  for (const ref of operationsOf(resolved)) {
    for (const { where, schema, value } of examplesOf(ref)) {
      let check;
      try {
        check = ajv.compile(schema as object);
      } catch (error) {
        problems.push(`${file}: ${ref.label}: ${where}: its schema does not compile: ${(error as Error).message}`);
        continue;
      }
      if (!check(value)) {
        const errors = (check.errors ?? []).map((e) => `${e.instancePath || "(value)"} ${e.message ?? ""}`.trim()).join("; ");
        problems.push(`${file}: ${ref.label}: ${where} does not match its schema: ${errors}`);
      }
    }
  }
  return problems;
}

/** The rate-limit headers every success response carries, and the pagination header of paginated lists. */
export const RATE_LIMIT_HEADERS = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"] as const;

/** A schema node is described when it has a description, or is a `$ref` to a described schema (a broken `$ref` failed the structural check first). */
function described(doc: JsonObject, node: unknown): boolean {
  if (!isObject(node)) return false;
  if (typeof node.description === "string" && node.description.trim()) return true;
  if (typeof node.$ref === "string") return described(doc, resolveRef(doc, node));
  return false;
}

/** Fields of a schema (nested objects, array items and allOf/oneOf/anyOf parts) that have no description, as `a.b`, `a[].b`. */
export function undescribedFields(doc: JsonObject, schema: unknown, prefix = ""): string[] {
  if (!isObject(schema) || typeof schema.$ref === "string") return [];
  const out: string[] = [];
  if (isObject(schema.properties)) {
    for (const [name, prop] of Object.entries(schema.properties)) {
      const full = prefix ? `${prefix}.${name}` : name;
      if (!described(doc, prop)) out.push(full);
      out.push(...undescribedFields(doc, prop, full));
    }
  }
  if (schema.items !== undefined) out.push(...undescribedFields(doc, schema.items, `${prefix}[]`));
  for (const key of ["allOf", "oneOf", "anyOf"] as const) {
    if (Array.isArray(schema[key])) for (const part of schema[key] as unknown[]) out.push(...undescribedFields(doc, part, prefix));
  }
  return out;
}

/** Every media type of a response or request body that has an inline schema, with its media object. */
function mediaWithSchemas(content: unknown): [string, JsonObject][] {
  return Object.entries(isObject(content) ? content : {}).filter((entry): entry is [string, JsonObject] => isObject(entry[1]) && entry[1].schema !== undefined);
}

/** The fields of a response's or request body's inline schemas that have no description, as `(type) field a.b`. */
function undescribedBodyFields(doc: JsonObject, content: unknown): string[] {
  return mediaWithSchemas(content).flatMap(([type, media]) => undescribedFields(doc, media.schema).map((field) => `(${type}) field ${field}`));
}

/** The machine error codes declared for one operation: `x-errors` entries `{ status, code, cause }`. */
function declaredErrors(op: JsonObject): { status: string; code: unknown; cause: unknown }[] {
  return (Array.isArray(op["x-errors"]) ? op["x-errors"] : []).map((e) => (isObject(e) ? { status: String(e.status), code: e.code, cause: e.cause } : { status: "?", code: undefined, cause: undefined }));
}

/** What the reference pages and the CLI need of every operation, and descriptions of every field and parameter. */
function completenessProblems(doc: JsonObject, file: string): string[] {
  const problems: string[] = [];
  const tags = new Set((Array.isArray(doc.tags) ? doc.tags : []).map((t) => (isObject(t) ? t.name : undefined)));
  const components = isObject(doc.components) ? doc.components : {};
  const roleSchema = resolveRef(doc, { $ref: "#/components/schemas/Role" });
  const roles = new Set<string>([...Object.keys(SPECIAL_ROLES), ...(isObject(roleSchema) && Array.isArray(roleSchema.enum) ? roleSchema.enum.map(String) : [])]);
  for (const { op, parameters, label } of operationsOf(doc)) {
    const at = `${file}: ${label}`;
    if (typeof op.operationId !== "string") problems.push(`${at}: needs an operationId (the name \`launchbay api\` takes)`);
    if (typeof op.summary !== "string") problems.push(`${at}: needs a summary (its heading on the reference page)`);
    const opTags = Array.isArray(op.tags) ? op.tags : [];
    if (opTags.length === 0) problems.push(`${at}: needs a tag (the reference page it is on)`);
    for (const tag of opTags) if (!tags.has(tag)) problems.push(`${at}: tag "${String(tag)}" is not declared under tags:`);
    const responses = isObject(op.responses) ? op.responses : {};
    if (!Object.keys(responses).some((s) => /^[23]/.test(s))) problems.push(`${at}: needs a success (2xx or 3xx) response`);
    // Who may call it.
    const opRoles = Array.isArray(op["x-roles"]) ? op["x-roles"].map(String) : [];
    if (opRoles.length === 0) problems.push(`${at}: needs x-roles (the roles that may call it: ${[...roles].join(", ")})`);
    for (const role of opRoles) if (!roles.has(role)) problems.push(`${at}: x-roles: unknown role "${role}" (one of ${[...roles].join(", ")})`);
    // Rate limit: a 429 on every operation, the X-RateLimit-* headers on every success response.
    if (!("429" in responses)) problems.push(`${at}: needs a 429 response (the rate limit, with Retry-After)`);
    const paginated = parameters.map((p) => resolveRef(doc, p)).some((p) => isObject(p) && p.in === "query" && p.name === "page");
    // Errors: every error response has a machine code (the operation's x-errors, or the shared response's x-error-code).
    const errors = declaredErrors(op);
    for (const e of errors) {
      if (typeof e.code !== "string" || !/^[a-z][a-z0-9_]*$/.test(e.code)) problems.push(`${at}: x-errors: status ${e.status} needs a code in snake_case`);
      if (typeof e.cause !== "string" || !e.cause.trim()) problems.push(`${at}: x-errors: ${String(e.code)} needs a cause`);
      if (!(e.status in responses)) problems.push(`${at}: x-errors: ${String(e.code)} has status ${e.status}, which is not among the responses`);
    }
    for (const [status, raw] of Object.entries(responses)) {
      const response = resolveRef(doc, raw);
      if (!isObject(response)) continue;
      if (/^[23]/.test(status)) {
        const headers = isObject(response.headers) ? response.headers : {};
        const missing = [...RATE_LIMIT_HEADERS, ...(paginated ? ["Link"] : [])].filter((h) => !(h in headers));
        if (missing.length) problems.push(`${at}: response ${status} needs the headers ${missing.join(", ")}${paginated ? " (a paginated list)" : ""}`);
      } else if (!errors.some((e) => e.status === status) && typeof response["x-error-code"] !== "string") {
        problems.push(`${at}: response ${status} needs a machine error code (x-errors on the operation, or x-error-code on the shared response)`);
      }
      for (const [name, header] of Object.entries(isObject(response.headers) ? response.headers : {})) {
        if (!described(doc, header)) problems.push(`${at}: response ${status} header ${name}: needs a description`);
      }
      for (const field of undescribedBodyFields(doc, response.content)) problems.push(`${at}: response ${status} ${field}: needs a description`);
    }
    // Descriptions of inline parameters and inline body fields (shared ones are checked under components).
    for (const raw of parameters) {
      if (!isObject(raw) || typeof raw.$ref === "string") continue;
      if (!described(doc, raw)) problems.push(`${at}: parameter ${String(raw.name)}: needs a description`);
      for (const field of undescribedFields(doc, raw.schema)) problems.push(`${at}: parameter ${String(raw.name)} field ${field}: needs a description`);
    }
    const body = resolveRef(doc, op.requestBody);
    if (isObject(body)) for (const field of undescribedBodyFields(doc, body.content)) problems.push(`${at}: request body ${field}: needs a description`);
  }
  for (const kind of ["parameters", "schemas", "headers"] as const) {
    for (const [name, raw] of Object.entries(isObject(components[kind]) ? components[kind] : {})) {
      if (kind === "schemas") for (const field of undescribedFields(doc, raw)) problems.push(`${file}: components.schemas.${name}: field ${field}: needs a description`);
      else if (!described(doc, raw)) problems.push(`${file}: components.${kind}.${name}: needs a description`);
    }
  }
  return problems;
}

/** Every problem of an OpenAPI document given as data. */
export async function checkOpenApiDocument(doc: unknown, file: string): Promise<string[]> {
  if (!isObject(doc)) return [`${file}: not an OpenAPI document`];
  const structural = await structuralProblems(doc, file);
  if (structural.length) return structural;
  return [...completenessProblems(doc, file), ...(await exampleProblems(doc, file))];
}

/** Every problem of the OpenAPI file at `path` (none when the content has no such file). */
export async function checkOpenApiFile(path: string, file = "content/api/openapi.yaml"): Promise<string[]> {
  if (!fs.existsSync(path)) return [];
  let doc: unknown;
  try {
    doc = loadYaml(fs.readFileSync(path, "utf8"));
  } catch (error) {
    return [`${file}: not valid YAML: ${(error as Error).message.split("\n")[0]}`];
  }
  return checkOpenApiDocument(doc, file);
}
