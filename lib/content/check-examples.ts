/**
 * Examples checked against the API they call (issue #27): every request and response a page shows — `curl` calls,
 * `launchbay api OPERATION --data …`, `fetch` calls in JS/TS samples, `http` blocks and JSON blocks marked as an
 * operation's request or response — is tied to its operation of content/api/openapi.yaml and validated against its
 * schemas (path, query parameters, request body, the response for the status shown; enums, formats, required and
 * unknown fields). A problem names the file, line, operation and the schema error.
 *
 * A code fence's meta names what the build cannot infer, and opts out of the check for deliberate counter-examples:
 *   ```json operation=getDeploy response=200     the block is that operation's response with that status
 *   ```json operation=createProject request      the block is that operation's request body
 *   ```json response=200                          the response of the call shown just above it
 *   ```bash counterexample                       a deliberately wrong example: not checked
 * A JSON block with none of these is not an API example and is not checked.
 */
import type { Code, InlineCode, Root } from "mdast";
import type ts from "typescript";
import { visit } from "unist-util-visit";
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { shellWords } from "./check-cli";
import { orElse } from "./error";
import { scriptKind, typescript } from "./check-consistency";
import { isObject, operationsOf, pointerParts, type ApiOperation } from "./reference-openapi";
import type { JsonObject, OpenApiDocument } from "./reference-data";
import type { ApiExample, ExampleReport } from "./types";

/** A value the reader replaces (`PROJECT_ID`, `$TOKEN`, `${id}`, `<site id>`, `YOUR_KEY`), or a value the sample computes. */
const WILDCARD = "\u0000*";
const PLACEHOLDER = /^(?:[A-Z][A-Z0-9_]*|\$\{?[A-Za-z_][\w]*\}?|<[^>]+>|\{[a-z_]+\})$/;
const isPlaceholder = (value: unknown) => value === WILDCARD || (typeof value === "string" && (PLACEHOLDER.test(value) || value.includes(WILDCARD)));

/** The parsed fence meta: `operation=x response=200 counterexample` → { operation: "x", response: "200", counterexample: "" }. */
export function fenceMeta(meta: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const word of (meta ?? "").split(/\s+/).filter(Boolean)) {
    const [key = "", ...value] = word.split("=");
    out[key] = value.join("=").replace(/^["']|["']$/g, "");
  }
  return out;
}

/* ---------- the operations and their validators ---------- */

/** An OpenAPI document prepared for matching requests: operations with path patterns, and compiled schemas. */
export interface ApiIndex {
  origin: string;
  operations: ApiOperation[];
  byId: Map<string, ApiOperation>;
  validator: (op: ApiOperation, part: string, schema: JsonObject) => ValidateFunction;
}

/** A schema in which every object that lists its properties admits no others (an unknown field is a mistake in an example). */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) out[key] = key === "example" || key === "examples" || key === "enum" || key === "const" || key === "default" ? value : closed(value);
  const composed = ["oneOf", "anyOf", "allOf"].some((k) => k in schema);
  if (isObject(schema.properties) && schema.additionalProperties === undefined && schema.patternProperties === undefined && !composed) out.additionalProperties = false;
  return out;
}

const indexes = new WeakMap<OpenApiDocument, ApiIndex>();

/** The document's operations and a cache of compiled validators, made once per document. */
export function apiIndex(doc: OpenApiDocument): ApiIndex {
  let index = indexes.get(doc);
  if (index) return index;
  const { operations, byId } = operationsOf(doc);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  index = {
    origin: (doc.servers?.[0]?.url ?? "https://api.launchbay.com").replace(/\/$/, ""),
    operations,
    byId,
    validator(op, part, schema) {
      const key = `${op.operationId}\0${part}`;
      let check = compiled.get(key);
      if (!check) compiled.set(key, (check = ajv.compile(closed(schema) as object)));
      return check;
    },
  };
  indexes.set(doc, index);
  return index;
}

/* ---------- matching a request to its operation ---------- */

interface Request {
  method: string;
  /** The path without origin and query: `/v1/projects/PROJECT_ID`. */
  path: string;
  query: [string, string][];
  /** The JSON body; `undefined` when none is sent, WILDCARD when it cannot be read (a file, a variable). */
  body?: unknown;
  /** The body text when it is no valid JSON. */
  invalidBody?: string;
  /** `-d name=value` pairs: a form body (for an operation that takes one). */
  form?: JsonObject;
}

const segmentMatches = (template: string, actual: string) => template.startsWith("{") || template === actual;

/** The operation a method and path call, or why none does. */
function matchOperation(api: ApiIndex, method: string, path: string): { op: ApiOperation } | { error: string } {
  const actual = path.replace(/\/$/, "").split("/");
  const candidates = api.operations.filter((op) => {
    const template = op.path.split("/");
    return template.length === actual.length && template.every((part, i) => segmentMatches(part, decodeURIComponent(actual[i] ?? "")));
  });
  // A literal segment beats a parameter: /v1/purge is not /v1/{anything}.
  const literals = (op: ApiOperation) => op.path.split("/").filter((part) => !part.startsWith("{")).length;
  const best = Math.max(0, ...candidates.map(literals));
  const paths = candidates.filter((op) => literals(op) === best);
  if (paths.length === 0) return { error: `no operation of content/api/openapi.yaml has the path ${path}` };
  const op = paths.find((o) => o.method === method.toLowerCase());
  if (!op) return { error: `${method.toUpperCase()} ${path}: the path takes ${paths.map((o) => `${o.method.toUpperCase()} (${o.operationId})`).join(", ")}, not ${method.toUpperCase()}` };
  return { op };
}

/** The problems of a request against its operation's parameters and body. */
function checkRequest(api: ApiIndex, op: ApiOperation, request: Request): string[] {
  const problems: string[] = [];
  const template = op.path.split("/");
  const actual = request.path.replace(/\/$/, "").split("/");
  template.forEach((part, i) => {
    if (!part.startsWith("{")) return;
    const name = part.slice(1, -1);
    const parameter = op.parameters.find((p) => p.in === "path" && p.name === name);
    if (parameter) problems.push(...checkValue(api, op, `path parameter ${name}`, parameter.schema, decodeURIComponent(actual[i] ?? ""), true));
  });
  problems.push(...checkQuery(api, op, request.query));
  if (request.form && op.requestBody?.media.type === "application/x-www-form-urlencoded" && op.requestBody.media.schema) {
    problems.push(...checkValue(api, op, "form body", op.requestBody.media.schema, request.form, false));
  } else if (request.form) problems.push(`the request body is form fields (-d name=value); ${op.operationId} takes ${op.requestBody ? op.requestBody.media.type : "no body"}`);
  else problems.push(...checkBody(api, op, request.body, request.invalidBody));
  return problems;
}

function checkQuery(api: ApiIndex, op: ApiOperation, query: [string, string][]): string[] {
  const problems: string[] = [];
  const declared = op.parameters.filter((p) => p.in === "query");
  for (const [name, value] of query) {
    const parameter = declared.find((p) => p.name === name);
    if (!parameter) problems.push(`unknown query parameter "${name}" (${declared.length ? `takes ${declared.map((p) => p.name).join(", ")}` : "takes none"})`);
    else problems.push(...checkValue(api, op, `query parameter ${name}`, parameter.schema, value, true));
  }
  for (const parameter of declared) {
    if (parameter.required && !query.some(([name]) => name === parameter.name)) problems.push(`missing required query parameter "${parameter.name}"`);
  }
  return problems;
}

function checkBody(api: ApiIndex, op: ApiOperation, body: unknown, invalid?: string): string[] {
  const media = op.requestBody?.media;
  if (invalid !== undefined) return [`the request body is not valid JSON: ${invalid.slice(0, 60)}`];
  if (body === undefined) return op.requestBody?.required && media?.type === "application/json" ? ["missing the required JSON request body"] : [];
  if (body === WILDCARD) return [];
  if (!media) return [`${op.operationId} takes no request body`];
  if (media.type !== "application/json" || !media.schema) return [];
  return checkValue(api, op, "request body", media.schema, body, false);
}

/** A parameter's text converted to the type its schema wants (`100` → 100 for an integer). */
function coerce(schema: JsonObject, text: string): unknown {
  const type = schema.type;
  if ((type === "integer" || type === "number") && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (type === "boolean" && (text === "true" || text === "false")) return text === "true";
  if (type === "array") return text.split(",");
  return text;
}

/** Ajv's errors in words, with the placeholders' own errors left out. */
function checkValue(api: ApiIndex, op: ApiOperation, part: string, schema: JsonObject, value: unknown, fromText: boolean): string[] {
  if (isPlaceholder(value)) return [];
  const data = fromText && typeof value === "string" ? coerce(schema, value) : value;
  const check = api.validator(op, part, schema);
  if (check(data)) return [];
  const errors = (check.errors ?? []).filter((e) => !isPlaceholder(valueAt(data, e.instancePath)));
  return errors.length ? [`${part}: ${describeErrors(errors)}`] : [];
}

/** The value at a JSON pointer (`/items/0/name`). */
function valueAt(data: unknown, pointer: string): unknown {
  return pointerParts(pointer).reduce<unknown>((node, part) => (isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[part] : undefined), data);
}

/** Ajv errors, one clause each: `/emails: must be array`, `unknown field "email"`. */
export function describeErrors(errors: ErrorObject[]): string {
  const clauses = new Set<string>();
  for (const e of errors) {
    const where = e.instancePath ? `${e.instancePath}: ` : "";
    if (e.keyword === "additionalProperties") clauses.add(`${where}unknown field "${String(e.params.additionalProperty)}"`);
    else if (e.keyword === "required") clauses.add(`${where}missing required field "${String(e.params.missingProperty)}"`);
    else if (e.keyword === "enum") clauses.add(`${where}must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`);
    else if (e.keyword === "if" || e.keyword === "anyOf" || e.keyword === "oneOf") continue;
    else clauses.add(`${where}${e.message ?? e.keyword}`);
  }
  if (clauses.size === 0) clauses.add(errors.map((e) => `${e.instancePath} ${e.message ?? ""}`.trim()).join("; "));
  return [...clauses].slice(0, 6).join("; ");
}

/* ---------- reading the calls out of code ---------- */

/** Splits a URL into path and query; undefined when it is not on the API's origin. */
function apiUrl(api: ApiIndex, url: string): { path: string; query: [string, string][] } | undefined {
  const rest = url.startsWith(api.origin) ? url.slice(api.origin.length) : /^\/v\d+\//.test(url) ? url : undefined;
  if (rest === undefined) return undefined;
  const [pathPart = "", queryPart = ""] = rest.split("?", 2);
  const query = queryPart
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const [name = "", value = ""] = pair.split("=", 2);
      return [decodeURIComponent(name), decodeURIComponent(value)] as [string, string];
    });
  return { path: pathPart || "/", query };
}

/** A request's JSON body from its text: the value, or the text when it is no valid JSON. */
function parseJson(text: string): Pick<Request, "body" | "invalidBody"> {
  return orElse(() => ({ body: JSON.parse(text) as unknown }), { invalidBody: text });
}

/** curl's options that take a value (the rest are switches). */
const CURL_VALUE_OPTIONS = new Set(["-o", "--output", "-w", "--write-out", "-u", "--user", "-A", "--user-agent", "-e", "--referer", "-b", "--cookie", "-c", "--cookie-jar", "-m", "--max-time", "--connect-timeout", "--retry", "--retry-delay", "-T", "--upload-file", "-F", "--form", "--cacert", "--cert", "--resolve", "-x", "--proxy", "-K", "--config"]);
const CURL_DATA = new Set(["-d", "--data", "--data-raw", "--data-binary", "--json", "--data-ascii"]);

/** The request of one curl command line (the words after `curl`), or undefined when it calls another host. */
export function curlRequest(api: ApiIndex, words: string[]): Request | undefined {
  let method: string | undefined;
  let url: string | undefined;
  const data: string[] = [];
  let get = false;
  let upload = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = () => words[++i] ?? "";
    if (word === "-X" || word === "--request") method = next();
    else if (/^-X[A-Z]+$/.test(word)) method = word.slice(2);
    else if (word === "-H" || word === "--header") next();
    else if (CURL_DATA.has(word)) data.push(next());
    else if (word === "-G" || word === "--get") get = true;
    else if (word === "--url") url = next();
    else if (word === "-T" || word === "--upload-file" || word === "-F" || word === "--form") {
      next();
      upload = true;
    } else if (CURL_VALUE_OPTIONS.has(word)) next();
    else if (word.startsWith("-")) continue;
    else url ??= word;
  }
  const target = url && apiUrl(api, url);
  if (!target) return undefined;
  const request: Request = { method: method ?? (data.length && !get ? "POST" : upload ? "PUT" : "GET"), path: target.path, query: target.query };
  if (get) {
    for (const pair of data) {
      const [name = "", value = ""] = pair.split("=", 2);
      request.query.push([name, value]);
    }
  } else if (upload || data.some((d) => d.startsWith("@"))) request.body = WILDCARD;
  else if (data.length && data.every((d) => /^[\w.-]+=/.test(d))) request.form = Object.fromEntries(data.map((d) => [d.split("=")[0], d.slice(d.indexOf("=") + 1)]));
  else if (data.length) Object.assign(request, parseJson(data.join("&")));
  return request;
}

/** `launchbay api OPERATION --data JSON`: the operation and its request (path and query parameters and body fields in one object). */
function cliRequest(op: ApiOperation, data: unknown = {}): { request?: Request; problems: string[] } {
  if (!isObject(data)) return { problems: [`--data must be one JSON object of parameters and body fields`] };
  const problems: string[] = [];
  const params = new Map(op.parameters.filter((p) => p.in === "path" || p.in === "query").map((p) => [p.name, p]));
  let path = op.path;
  const query: [string, string][] = [];
  const body: JsonObject = {};
  for (const [key, value] of Object.entries(data)) {
    const parameter = params.get(key);
    if (parameter?.in === "path") path = path.replace(`{${key}}`, String(value));
    else if (parameter?.in === "query") query.push([key, typeof value === "string" ? value : JSON.stringify(value)]);
    else body[key] = value;
  }
  for (const missing of path.match(/\{[^}]+\}/g) ?? []) problems.push(`--data is missing the path parameter "${missing.slice(1, -1)}"`);
  const media = op.requestBody?.media;
  const sendsBody = Object.keys(body).length > 0;
  if (sendsBody && !media) {
    const known = [...params.keys()];
    return { problems: [...problems, `${Object.keys(body).map((k) => `"${k}"`).join(", ")} ${Object.keys(body).length > 1 ? "are" : "is"} no parameter of ${op.operationId} (${known.length ? `it takes ${known.join(", ")}` : "it takes none"}) and it takes no body`] };
  }
  const bodyValue = "body" in body && Object.keys(body).length === 1 && media?.schema?.type !== "object" ? body.body : sendsBody ? body : undefined;
  return { request: { method: op.method, path: path.replace(/\{[^}]+\}/g, "X"), query, body: bodyValue }, problems };
}

/* ---------- JavaScript: fetch calls ---------- */

/** A JS value from a literal expression; anything computed becomes a placeholder. */
function literalValue(node: ts.Node): unknown {
  const t = typescript();
  if (t.isStringLiteral(node) || t.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (t.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => WILDCARD + span.literal.text).join("");
  if (t.isNumericLiteral(node)) return Number(node.text);
  if (t.isPrefixUnaryExpression(node) && node.operator === t.SyntaxKind.MinusToken && t.isNumericLiteral(node.operand)) return -Number(node.operand.text);
  if (node.kind === t.SyntaxKind.TrueKeyword) return true;
  if (node.kind === t.SyntaxKind.FalseKeyword) return false;
  if (node.kind === t.SyntaxKind.NullKeyword) return null;
  if (t.isArrayLiteralExpression(node)) return node.elements.map(literalValue);
  if (t.isObjectLiteralExpression(node)) {
    const out: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (t.isPropertyAssignment(property)) {
        const name = t.isIdentifier(property.name) || t.isStringLiteral(property.name) ? property.name.text : undefined;
        if (name !== undefined) out[name] = literalValue(property.initializer);
      } else if (t.isShorthandPropertyAssignment(property)) out[property.name.text] = WILDCARD;
      else if (t.isSpreadAssignment(property)) return WILDCARD;
    }
    return out;
  }
  if (t.isParenthesizedExpression(node) || t.isAsExpression(node) || t.isSatisfiesExpression(node)) return literalValue(node.expression);
  return WILDCARD;
}

/** The request of each `fetch(API_URL, { method, body: JSON.stringify(…) })` in a JS/TS sample, with its 1-based line in the block. */
export function fetchRequests(api: ApiIndex, code: string, lang: string): { line: number; request: Request; text: string }[] {
  if (!code.includes("fetch(") || !(code.includes(api.origin) || /["'`]\/v\d+\//.test(code))) return [];
  const t = typescript();
  const source = t.createSourceFile(`sample.${lang}`, code, t.ScriptTarget.Latest, true, scriptKind(lang) ?? t.ScriptKind.JS);
  const constants = new Map<string, ts.Expression>();
  const found: { line: number; request: Request; text: string }[] = [];
  const visitNode = (node: ts.Node): void => {
    if (t.isVariableDeclaration(node) && t.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
    if (t.isCallExpression(node) && t.isIdentifier(node.expression) && node.expression.text === "fetch" && node.arguments[0]) {
      const resolve = (e: ts.Expression): ts.Expression => (t.isIdentifier(e) && constants.has(e.text) ? resolve(constants.get(e.text) as ts.Expression) : e);
      const urlValue = literalValue(resolve(node.arguments[0]));
      const url = typeof urlValue === "string" ? urlValue.split(WILDCARD).join("X") : undefined;
      const target = url ? apiUrl(api, url.startsWith("X/v") ? url.slice(1) : url) : undefined;
      if (target) {
        const init = node.arguments[1] ? resolve(node.arguments[1]) : undefined;
        let method = "GET";
        let body: unknown;
        if (init && t.isObjectLiteralExpression(init)) {
          for (const property of init.properties) {
            if (!t.isPropertyAssignment(property) || !(t.isIdentifier(property.name) || t.isStringLiteral(property.name))) continue;
            if (property.name.text === "method") {
              const m = literalValue(property.initializer);
              if (typeof m === "string" && m !== WILDCARD) method = m;
            }
            if (property.name.text === "body") {
              const value = resolve(property.initializer);
              const stringify = t.isCallExpression(value) && value.expression.getText(source) === "JSON.stringify" && value.arguments[0];
              body = stringify ? literalValue(resolve(value.arguments[0] as ts.Expression)) : WILDCARD;
            }
          }
        } else if (init) method = "(unknown)";
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        if (method !== "(unknown)") found.push({ line, request: { method, path: target.path, query: target.query, body }, text: node.getText(source).split("\n")[0] ?? "" });
      }
    }
    t.forEachChild(node, visitNode);
  };
  visitNode(source);
  return found;
}

/* ---------- http blocks ---------- */

/** An `http` block: a request (`POST /v1/… HTTP/1.1`, headers, blank line, body) or a response (`HTTP/1.1 200 OK` …). */
function httpBlock(code: string): { request?: { method: string; url: string; body?: string }; status?: string; body?: string } {
  const [head = "", ...rest] = code.split("\n");
  const blank = rest.findIndex((line) => line.trim() === "");
  const body = blank >= 0 ? rest.slice(blank + 1).join("\n").trim() : undefined;
  const response = /^HTTP\/[\d.]+\s+(\d{3})/.exec(head);
  if (response) return { status: response[1], body };
  const request = /^(GET|POST|PUT|PATCH|DELETE)\s+(\S+)/.exec(head);
  if (request) return { request: { method: request[1] as string, url: request[2] as string, body: body || undefined } };
  return {};
}

/* ---------- the page ---------- */

const SCRIPT_LANGS = new Set(["ts", "tsx", "js", "jsx", "mjs", "cjs"]);
const SHELL_LANGS = new Set(["bash", "sh", "shell", "zsh", "text"]);
/** How far below a call's block (in lines) a JSON block still counts as its response. */
const ADJACENT_LINES = 12;
const successStatus = (op: ApiOperation) => op.responses.find((r) => /^2/.test(r.status))?.status ?? "200";
const CURL_START = /(^|[\s;&|(`]|\$\()curl(?=\s)/g;

/** Whether a shell line leaves a quote open (a `-d '{` whose JSON goes on over the next lines). */
function openQuote(text: string): boolean {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "\\") i++;
    else if (c === "'" || c === '"') quote = c;
    else if (c === "#" && (i === 0 || /\s/.test(text[i - 1] ?? ""))) break;
  }
  return quote !== null;
}

/** The commands of a shell block — `\\` continuations and quotes that span lines joined — each with its 1-based line in the block. */
function shellLines(code: string): { text: string; line: number }[] {
  const lines = code.split("\n");
  const out: { text: string; line: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = i + 1;
    let text = lines[i] as string;
    for (;;) {
      if (/\\$/.test(text) && i + 1 < lines.length) text = `${text.slice(0, -1)} ${lines[++i] as string}`;
      else if (openQuote(text) && i + 1 < lines.length) text = `${text}\n${lines[++i] as string}`;
      else break;
    }
    out.push({ text: openQuote(text) ? text : text.replace(/(^|\s)#.*$/, "$1"), line });
  }
  return out;
}

/** The problems of a response body (text) shown for a status of an operation, against its schema (closed: no unknown field). */
export function checkResponse(api: ApiIndex, op: ApiOperation, status: string, text: string): string[] {
  const response = op.responses.find((r) => r.status === status) ?? op.responses.find((r) => r.status === `${status[0]}XX`);
  if (!response) return [`${op.operationId} has no ${status} response (it answers ${op.responses.map((r) => r.status).join(", ")})`];
  if (!text.trim()) return [];
  const parsed = parseJson(text);
  if (parsed.invalidBody !== undefined) return [`the ${status} response is not valid JSON`];
  if (!response.media?.schema) return [`${op.operationId}'s ${status} response has no body`];
  return checkValue(api, op, `response ${status}`, response.media.schema, parsed.body, false);
}

/**
 * Checks every API example of a page's syntax tree. `cliData` is used for `launchbay api` calls (the flags of every
 * `launchbay` command are checked by lib/content/check-cli.ts).
 */
export function checkApiExamples(tree: Root, doc: OpenApiDocument): ExampleReport {
  const api = apiIndex(doc);
  const report: ExampleReport = { problems: [], examples: [] };
  let last: ApiOperation | undefined;
  const problem = (line: number, op: ApiOperation | undefined, text: string, message: string): void => void report.problems.push({ line, message: `${op ? `operation ${op.operationId} (${op.method.toUpperCase()} ${op.path}): ` : ""}${message} — in \`${text.trim().slice(0, 90)}\`` });
  const checked = (line: number, op: ApiOperation, kind: ApiExample["kind"], text: string, problems: string[]) => {
    report.examples.push({ line, operationId: op.operationId, kind });
    last = op;
    for (const p of problems) problem(line, op, text, p);
  };
  const request = (line: number, kind: ApiExample["kind"], text: string, req: Request, named?: string) => {
    // A block's operation=… names an operation of the spec (checkBlock reports one that does not, before it asks).
    const matched = named ? { op: api.byId.get(named) as ApiOperation } : matchOperation(api, req.method, req.path);
    if ("error" in matched) return problem(line, undefined, text, matched.error);
    checked(line, matched.op, kind, text, checkRequest(api, matched.op, req));
  };

  /** The call of the code block just before this one, and where that block ends: a JSON block right after it is its response. */
  let previous: { op: ApiOperation; end: number } | undefined;
  const inferred = (node: Code) => (previous && (node.position?.start.line ?? 0) - previous.end <= ADJACENT_LINES ? previous.op : undefined);
  visit(tree, "code", (node: Code) => {
    // Blocks without a position are generated from the spec itself (the reference pages), which check:content validates.
    if (!node.position) return;
    const before = report.examples.length;
    checkBlock(node, inferred(node));
    previous = report.examples.length > before && last ? { op: last, end: node.position?.end.line ?? 0 } : undefined;
  });
  // An endpoint named in the text: `DELETE /v1/projects/PROJECT_ID/identity/users/USER_ID`.
  visit(tree, "inlineCode", (node: InlineCode) => {
    const named = /^(GET|POST|PUT|PATCH|DELETE)\s+(\S+)$/.exec(node.value.trim());
    const target = named && node.position ? apiUrl(api, named[2] as string) : undefined;
    if (named && target) request(node.position?.start.line ?? 0, "prose", node.value, { method: named[1] as string, path: target.path, query: target.query.filter(([, v]) => v !== ""), body: WILDCARD });
  });
  return report;

  function checkBlock(node: Code, response: ApiOperation | undefined): void {
    const start = (node.position?.start.line ?? 0) + 1;
    const meta = fenceMeta(node.meta);
    if ("counterexample" in meta) return;
    const lang = node.lang ?? "text";
    const named = meta.operation;
    if (named !== undefined && !api.byId.has(named)) return problem(start - 1, undefined, `\`\`\`${lang} ${node.meta ?? ""}`, `no operation "${named}" in content/api/openapi.yaml`);
    if (lang === "json" || lang === "jsonc") {
      if (meta.response === undefined && !("request" in meta)) {
        // The block right after a call is its response, with the call's first success status.
        if (response && !("payload" in meta)) checked(start, response, "json", node.value.split("\n")[0] ?? "", checkResponse(api, response, successStatus(response), node.value));
        return;
      }
      const op = named ? api.byId.get(named) : last;
      if (!op) return problem(start - 1, undefined, "```json", `a JSON block marked ${meta.response !== undefined ? `response=${meta.response}` : "request"} needs operation=… (no API call above it)`);
      if (meta.response !== undefined) return checked(start, op, "json", `${node.value.split("\n")[0]}`, checkResponse(api, op, meta.response || "200", node.value));
      const parsed = parseJson(node.value);
      return checked(start, op, "json", node.value.split("\n")[0] ?? "", parsed.invalidBody !== undefined ? ["the request body is not valid JSON"] : checkBody(api, op, parsed.body));
    }
    if (lang === "http") {
      const block = httpBlock(node.value);
      if (block.request) {
        const target = apiUrl(api, block.request.url);
        if (!target) return;
        return request(start, "http", node.value.split("\n")[0] ?? "", { method: block.request.method, ...target, ...(block.request.body === undefined ? {} : parseJson(block.request.body)) }, named);
      }
      const op = named ? api.byId.get(named) : response;
      if (block.status && op) return checked(start, op, "http", node.value.split("\n")[0] ?? "", checkResponse(api, op, block.status, block.body ?? ""));
      return;
    }
    if (SCRIPT_LANGS.has(lang)) {
      for (const found of fetchRequests(api, node.value, lang)) request(start + found.line - 1, "fetch", found.text, found.request, named);
      return;
    }
    if (!SHELL_LANGS.has(lang)) return;
    for (const { text, line } of shellLines(node.value)) {
      for (const match of text.matchAll(CURL_START)) {
        const { words } = shellWords(text.slice((match.index ?? 0) + match[0].length));
        const req = curlRequest(api, words);
        if (req) request(start + line - 1, "curl", text.slice(match.index ?? 0), req, named);
      }
      const cli = /(?:^|[\s;&|(])launchbay\s+api\s+(.*)$/.exec(text);
      if (cli) {
        const { words } = shellWords(cli[1] as string);
        const [operation = "", ...flags] = words;
        const op = api.byId.get(operation);
        if (!op) continue; // an unknown operation is reported by the CLI check
        const dataAt = flags.findIndex((w) => w === "--data" || w.startsWith("--data="));
        const raw = dataAt < 0 ? undefined : flags[dataAt]?.startsWith("--data=") ? flags[dataAt]?.slice(7) : flags[dataAt + 1];
        const parsed = raw === undefined ? {} : parseJson(raw);
        const where = start + line - 1;
        if (parsed.invalidBody !== undefined) checked(where, op, "cli", text, ["--data is not valid JSON"]);
        else {
          const { request: req, problems } = cliRequest(op, parsed.body);
          checked(where, op, "cli", text, [...problems, ...(req ? checkRequest(api, op, req).filter((p) => !p.startsWith("path parameter")) : [])]);
        }
      }
    }
  }
}
