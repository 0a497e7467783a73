/**
 * Validates the REST API description, content/api/openapi.yaml (issue #19), for check:content:
 *
 * 1. the document against the OpenAPI 3.1 schema and its semantic rules (@readme/openapi-parser); when it
 *    fails, each operation is validated on its own so the problem names the operation;
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
import type { JsonObject, OpenApiDocument } from "./reference-data";
import { HTTP_METHODS } from "./reference-openapi";

const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

type ParserInput = Parameters<typeof validate>[0];

/** The parser's error messages (each with a code frame; the first line is enough in a list). */
async function parserErrors(doc: JsonObject): Promise<string[]> {
  const result = await validate(structuredClone(doc) as ParserInput);
  if (result.valid) return [];
  return result.errors.map((e) => e.message.split("\n").filter((line) => line.trim()).slice(0, 2).join(" ").replace(/\s+/g, " "));
}

interface OperationRef {
  path: string;
  method: string;
  label: string;
}

function operationsOf(doc: JsonObject): OperationRef[] {
  const paths = isObject(doc.paths) ? doc.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => isObject(item) && isObject(item[m])).map((method) => {
      const op = (item as JsonObject)[method] as JsonObject;
      const id = typeof op.operationId === "string" ? op.operationId : "(no operationId)";
      return { path, method, label: `operation ${id} (${method.toUpperCase()} ${path})` };
    }),
  );
}

/** The document with only one operation (and its path's shared parameters), components kept. */
function withOnly(doc: JsonObject, ref: OperationRef): JsonObject {
  const item = (doc.paths as JsonObject)[ref.path] as JsonObject;
  const single: JsonObject = { [ref.method]: item[ref.method] };
  if (item.parameters) single.parameters = item.parameters;
  return { ...doc, paths: { [ref.path]: single } };
}

/** Structural problems, each naming the operation it is in (or the document when no single operation is at fault). */
async function structuralProblems(doc: JsonObject, file: string): Promise<string[]> {
  const all = await parserErrors(doc);
  if (all.length === 0) return [];
  const problems: string[] = [];
  for (const ref of operationsOf(doc)) {
    for (const error of await parserErrors(withOnly(doc, ref))) problems.push(`${file}: ${ref.label}: ${error}`);
  }
  const withoutPaths = await parserErrors({ ...doc, paths: {} });
  for (const error of withoutPaths) problems.push(`${file}: ${error}`);
  if (problems.length === 0) for (const error of all) problems.push(`${file}: ${error}`);
  return problems;
}

/** Every example of one dereferenced operation with the schema it must match. */
function examplesOf(op: JsonObject, shared: unknown[]): { where: string; schema: unknown; value: unknown }[] {
  const found: { where: string; schema: unknown; value: unknown }[] = [];
  const mediaExamples = (content: unknown, where: string) => {
    if (!isObject(content)) return;
    for (const [type, media] of Object.entries(content)) {
      if (!isObject(media) || media.schema === undefined) continue;
      if (media.example !== undefined) found.push({ where: `${where} (${type}) example`, schema: media.schema, value: media.example });
      if (isObject(media.examples)) {
        for (const [name, example] of Object.entries(media.examples)) {
          if (isObject(example) && "value" in example) found.push({ where: `${where} (${type}) example "${name}"`, schema: media.schema, value: example.value });
        }
      }
    }
  };
  for (const p of [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
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
    const item = (resolved.paths as JsonObject)[ref.path] as JsonObject;
    const op = item[ref.method] as JsonObject;
    for (const { where, schema, value } of examplesOf(op, Array.isArray(item.parameters) ? item.parameters : [])) {
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

/** What the reference pages and the CLI need of every operation. */
function completenessProblems(doc: JsonObject, file: string): string[] {
  const problems: string[] = [];
  const tags = new Set((Array.isArray(doc.tags) ? doc.tags : []).map((t) => (isObject(t) ? t.name : undefined)));
  for (const ref of operationsOf(doc)) {
    const op = ((doc.paths as JsonObject)[ref.path] as JsonObject)[ref.method] as JsonObject;
    if (typeof op.operationId !== "string") problems.push(`${file}: ${ref.label}: needs an operationId (the name \`launchbay api\` takes)`);
    if (typeof op.summary !== "string") problems.push(`${file}: ${ref.label}: needs a summary (its heading on the reference page)`);
    const opTags = Array.isArray(op.tags) ? op.tags : [];
    if (opTags.length === 0) problems.push(`${file}: ${ref.label}: needs a tag (the reference page it is on)`);
    for (const tag of opTags) if (!tags.has(tag)) problems.push(`${file}: ${ref.label}: tag "${String(tag)}" is not declared under tags:`);
    if (!Object.keys(isObject(op.responses) ? op.responses : {}).some((s) => /^[23]/.test(s))) problems.push(`${file}: ${ref.label}: needs a success (2xx or 3xx) response`);
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
  return checkOpenApiDocument(doc as OpenApiDocument, file);
}
