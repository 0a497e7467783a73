/**
 * Reads operations out of an OpenAPI 3.1 document for rendering: local `$ref`s resolved, path-level
 * parameters merged, and the example values that the curl and `launchbay api` samples are made from.
 * Validation (structure, examples against schemas) is lib/content/check-openapi.ts, with a library.
 */
import { requestUrl, type ApiRequest } from "../api/request";
import type { JsonObject, OpenApiDocument } from "./reference-data";

export const HTTP_METHODS = ["get", "put", "post", "delete", "patch"] as const;

export interface ApiParameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  description?: string;
  schema: JsonObject;
  example?: unknown;
}

export interface ApiMedia {
  type: string;
  schema?: JsonObject;
  example?: unknown;
}

export interface ApiResponse {
  status: string;
  description: string;
  media?: ApiMedia;
  headers: { name: string; description?: string; schema: JsonObject }[];
  /** The machine error code of a shared error response (`x-error-code`), for operations that list no specific one. */
  errorCode?: string;
}

export interface ApiOperation {
  operationId: string;
  method: (typeof HTTP_METHODS)[number];
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters: ApiParameter[];
  requestBody?: { required: boolean; description?: string; media: ApiMedia };
  responses: ApiResponse[];
  /** Who may call it (`x-roles`): API role values, or `any`, `public`, `partner`. */
  roles: string[];
  /** Its specific errors (`x-errors`): the machine error codes it can answer with, and their causes. */
  errors: { status: string; code: string; cause: string }[];
  /** Whether it is a paginated list (takes `page`). */
  paginated: boolean;
}

/** Who else may call an operation: the `x-roles` values besides the API roles (components.schemas.Role), as the reference prints them. */
export const SPECIAL_ROLES: Record<string, string> = {
  any: "any team member",
  public: "no token needed",
  partner: "an AI partner's client-credentials token",
};

/** A JSON object (not null, not an array). */
export const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** The parts of a JSON pointer, unescaped: `/paths/~1v1~1deploys/get` → `paths`, `/v1/deploys`, `get`. */
export const pointerParts = (pointer: string) =>
  pointer
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"));

/** Follows a local `$ref` (`#/components/schemas/Deploy`); other values are returned as they are. */
export function resolveRef(doc: JsonObject, value: unknown, seen = new Set<string>()): unknown {
  if (!isObject(value) || typeof value.$ref !== "string") return value;
  const ref = value.$ref;
  if (!ref.startsWith("#/") || seen.has(ref)) return {};
  seen.add(ref);
  const target = pointerParts(ref.slice(1)).reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), doc);
  return resolveRef(doc, target ?? {}, seen);
}

/** A schema with `$ref`s resolved at every level (cycles end in `{}`). */
export function derefSchema(doc: OpenApiDocument, schema: unknown, depth = 0): JsonObject {
  const resolved = resolveRef(doc, schema);
  if (!isObject(resolved) || depth > 8) return {};
  const out: JsonObject = { ...resolved };
  // A `$ref` with its own description (OpenAPI 3.1) reads as the field's description, not the target's.
  if (isObject(schema) && typeof schema.$ref === "string" && typeof schema.description === "string") out.description = schema.description;
  if (isObject(resolved.properties)) {
    out.properties = Object.fromEntries(Object.entries(resolved.properties).map(([key, value]) => [key, derefSchema(doc, value, depth + 1)]));
  }
  if (resolved.items !== undefined) out.items = derefSchema(doc, resolved.items, depth + 1);
  for (const key of ["allOf", "oneOf", "anyOf"] as const) {
    if (Array.isArray(resolved[key])) out[key] = (resolved[key] as unknown[]).map((part) => derefSchema(doc, part, depth + 1));
  }
  if (Array.isArray(out.allOf)) {
    // allOf of objects reads as one object: merge properties and required lists.
    const parts = out.allOf as JsonObject[];
    out.properties = Object.assign({}, ...parts.map((p) => (isObject(p.properties) ? p.properties : {})), out.properties ?? {});
    out.required = [...new Set(parts.flatMap((p) => (Array.isArray(p.required) ? (p.required as string[]) : [])).concat((out.required as string[]) ?? []))];
    out.type ??= "object";
    delete out.allOf;
  }
  return out;
}

function mediaOf(doc: OpenApiDocument, content: unknown): ApiMedia | undefined {
  if (!isObject(content)) return undefined;
  const [type, raw] = Object.entries(content)[0] ?? [];
  if (!type || !isObject(raw)) return undefined;
  const examples = isObject(raw.examples) ? Object.values(raw.examples).map((e) => resolveRef(doc, e)) : [];
  const first = examples.find(isObject);
  const schema = raw.schema === undefined ? undefined : derefSchema(doc, raw.schema);
  const example = raw.example ?? first?.value ?? (schema ? schema.example : undefined);
  return { type, schema, example };
}

/** Every operation of the document, in document order. */
export function listOperations(doc: OpenApiDocument): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = resolveRef(doc, rawItem);
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const byKey = new Map<string, ApiParameter>();
      for (const raw of [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
        const p = resolveRef(doc, raw);
        if (!isObject(p) || typeof p.name !== "string") continue;
        const schema = derefSchema(doc, p.schema);
        byKey.set(`${String(p.in)}:${p.name}`, {
          name: p.name,
          in: p.in as ApiParameter["in"],
          required: p.required === true,
          description: typeof p.description === "string" ? p.description : undefined,
          schema,
          example: p.example ?? schema.example,
        });
      }
      const body = resolveRef(doc, op.requestBody);
      const media = isObject(body) ? mediaOf(doc, body.content) : undefined;
      const responses: ApiResponse[] = Object.entries(isObject(op.responses) ? op.responses : {}).map(([status, raw]) => {
        const response = resolveRef(doc, raw);
        const r = isObject(response) ? response : {};
        const headers = Object.entries(isObject(r.headers) ? r.headers : {}).map(([name, rawHeader]) => {
          const header = resolveRef(doc, rawHeader);
          const h = isObject(header) ? header : {};
          return { name, description: typeof h.description === "string" ? h.description : undefined, schema: derefSchema(doc, h.schema) };
        });
        return {
          status,
          description: typeof r.description === "string" ? r.description : "",
          media: mediaOf(doc, r.content),
          headers,
          errorCode: typeof r["x-error-code"] === "string" ? r["x-error-code"] : undefined,
        };
      });
      operations.push({
        operationId: typeof op.operationId === "string" ? op.operationId : `${method} ${path}`,
        method,
        path,
        summary: typeof op.summary === "string" ? op.summary : `${method.toUpperCase()} ${path}`,
        description: typeof op.description === "string" ? op.description : undefined,
        tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
        parameters: [...byKey.values()],
        requestBody: media && isObject(body) ? { required: body.required === true, description: typeof body.description === "string" ? body.description : undefined, media } : undefined,
        responses,
        roles: Array.isArray(op["x-roles"]) ? op["x-roles"].map(String) : [],
        errors: (Array.isArray(op["x-errors"]) ? op["x-errors"] : []).filter(isObject).map((e) => ({ status: String(e.status), code: String(e.code), cause: String(e.cause ?? "") })),
        paginated: [...byKey.values()].some((p) => p.in === "query" && p.name === "page"),
      });
    }
  }
  return operations;
}

const listed = new WeakMap<OpenApiDocument, { operations: ApiOperation[]; byId: Map<string, ApiOperation> }>();

/**
 * listOperations, once per document, and the operations by operationId (the last of two sharing one; checkReferenceData
 * names those): for the checks, which look an operation up for each example and each `launchbay api` invocation of a
 * page (listing them anew each time, dereferenced schemas and all, was ~0.5 s of a cold content step). Shared: read only.
 */
export function operationsOf(doc: OpenApiDocument): { operations: ApiOperation[]; byId: Map<string, ApiOperation> } {
  let found = listed.get(doc);
  if (!found) {
    const operations = listOperations(doc);
    listed.set(doc, (found = { operations, byId: new Map(operations.map((op) => [op.operationId, op])) }));
  }
  return found;
}

const shellQuote = (text: string) => `'${text.replace(/'/g, "'\\''")}'`;

/** A curl command for the operation, authenticated with a personal access token from the environment. */
export function curlExample(op: ApiOperation): string {
  const lines = [`curl${op.method === "get" ? "" : ` -X ${op.method.toUpperCase()}`} "${requestUrl(exampleRequest(op))}"`, `-H "Authorization: Bearer $LAUNCHBAY_AUTH_TOKEN"`];
  const media = op.requestBody?.media;
  if (media?.type === "application/json" && media.example !== undefined) {
    lines.push(`-H "Content-Type: application/json"`, `-d ${shellQuote(JSON.stringify(media.example))}`);
  } else if (media && media.type !== "application/json") {
    lines.push(`-H "Content-Type: ${media.type}"`, `--data-binary @${media.type === "application/zip" ? "site.zip" : "body"}`);
  }
  return lines.join(" \\\n  ");
}

/** The operation's example as one request (path parameters, query parameters with an example, the body's example): what every sample and the Try it form start from. */
export function exampleRequest(op: ApiOperation): ApiRequest {
  const pathParams: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of op.parameters) {
    // A path parameter without an example shows its name in capitals (`PROJECT_ID`).
    if (p.in === "path") pathParams[p.name] = String(p.example ?? p.name.toUpperCase());
    else if (p.in === "query" && p.example !== undefined) query[p.name] = String(p.example);
  }
  const media = op.requestBody?.media;
  return { operationId: op.operationId, method: op.method, path: op.path, pathParams, query, bodyType: media?.type, body: media?.example };
}
