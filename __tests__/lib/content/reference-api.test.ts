import fs from "node:fs";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { checkOpenApiDocument, checkOpenApiFile } from "@/lib/content/check-openapi";
import { checkReferenceData } from "@/lib/content/check-references";
import type { OpenApiDocument } from "@/lib/content/reference-data";
import { cliSample } from "@/lib/api/samples";
import { curlExample, exampleRequest, listOperations, type ApiOperation } from "@/lib/content/reference-openapi";
import { renderApiOverview, renderApiTag } from "@/lib/content/reference-render";

const fixtureFile = path.join(__dirname, "../../fixtures/reference/openapi.yaml");
const fixture = () => loadYaml(fs.readFileSync(fixtureFile, "utf8")) as OpenApiDocument;
const FILE = "fixture.yaml";

/** The Markdown text of generated nodes, as the .md copies print it. */
const toMarkdown = (children: Root["children"]) => unified().use(remarkGfm).use(remarkMdx).use(remarkStringify).stringify({ type: "root", children });

type Op = { parameters?: { in: string }[]; responses: Record<string, { content: Record<string, { example?: unknown }> }> };
const operation = (doc: OpenApiDocument, p: string, method: string) => (doc.paths[p] as Record<string, Op>)[method] as Op;

describe("OpenAPI validation (check:content)", () => {
  it("passes a valid document", async () => {
    await expect(checkOpenApiDocument(fixture(), FILE)).resolves.toEqual([]);
  }, 60_000);

  it("fails a malformed document, naming the operation", async () => {
    const doc = fixture();
    operation(doc, "/v1/projects/{project_id}/widgets", "get").parameters = [{ in: "pth" }];
    const problems = await checkOpenApiDocument(doc, FILE);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.startsWith(`${FILE}: operation listWidgets (GET /v1/projects/{project_id}/widgets): `))).toBe(true);
  }, 60_000);

  it("names each broken operation of several, and a problem outside the operations once, not once per operation", async () => {
    const doc = fixture();
    operation(doc, "/v1/projects/{project_id}/widgets", "get").parameters = [{ in: "pth" }];
    (operation(doc, "/v1/projects/{project_id}/uploads", "post").responses as Record<string, unknown>)["200"] = { description: 5 };
    const problems = await checkOpenApiDocument(doc, FILE);
    expect(problems.length).toBeGreaterThanOrEqual(2);
    expect(problems.every((p) => /^fixture\.yaml: operation (listWidgets|uploadZip) /.test(p))).toBe(true);
    expect(problems.some((p) => p.includes("operation uploadZip (POST /v1/projects/{project_id}/uploads): TYPE must be string"))).toBe(true);
    const info = fixture();
    (info.info as unknown as { title: unknown }).title = 7;
    expect(await checkOpenApiDocument(info, FILE)).toEqual([expect.stringMatching(/^fixture\.yaml: TYPE must be string/)]);
  }, 60_000);

  it("fails an example that does not match its schema, naming the operation and the example", async () => {
    const doc = fixture();
    const created = operation(doc, "/v1/projects/{project_id}/widgets", "post").responses["201"] as { content: Record<string, { example?: unknown }> };
    (created.content["application/json"] as { example?: unknown }).example = { id: 7, name: "gear", color: "green" };
    const problems = await checkOpenApiDocument(doc, FILE);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^fixture\.yaml: operation createWidget \(POST \/v1\/projects\/\{project_id\}\/widgets\): response 201 \(application\/json\) example does not match its schema: /);
    expect(problems[0]).toContain("/id must be string");
    expect(problems[0]).toContain("/color must be equal to one of the allowed values");
  }, 60_000);

  it("checks component examples through their $ref and parameter examples", async () => {
    const doc = fixture();
    ((doc.components?.examples as Record<string, { value: unknown }>).WidgetList as { value: unknown }).value = [{ name: "no id" }];
    const param = operation(doc, "/v1/projects/{project_id}/widgets", "get").parameters?.[0] as { example?: unknown };
    param.example = "green";
    const problems = await checkOpenApiDocument(doc, FILE);
    expect(problems).toEqual([
      expect.stringMatching(/operation listWidgets .*parameter color example does not match its schema/),
      expect.stringMatching(/operation listWidgets .*response 200 \(application\/json\) example "default" does not match its schema: \/0 must have required property 'id'/),
    ]);
  }, 60_000);

  it("requires what the pages and the CLI need: operationId, summary, a declared tag", async () => {
    const doc = fixture();
    const op = operation(doc, "/v1/projects/{project_id}/uploads", "post") as Op & { operationId?: string; summary?: string; tags?: string[] };
    delete op.summary;
    op.tags = ["nope"];
    const problems = await checkOpenApiDocument(doc, FILE);
    expect(problems).toEqual([
      `${FILE}: operation uploadZip (POST /v1/projects/{project_id}/uploads): needs a summary (its heading on the reference page)`,
      `${FILE}: operation uploadZip (POST /v1/projects/{project_id}/uploads): tag "nope" is not declared under tags:`,
    ]);
  }, 60_000);

  it("fails a field or parameter without a description, naming the operation or schema and the field", async () => {
    const doc = fixture();
    const body = (operation(doc, "/v1/projects/{project_id}/widgets", "post") as unknown as { requestBody: { content: Record<string, { schema: { properties: Record<string, { description?: string; properties?: Record<string, { description?: string }> }> } }> } }).requestBody;
    const props = body.content["application/json"]!.schema.properties;
    delete props.dimensions!.properties!.width!.description;
    delete (operation(doc, "/v1/projects/{project_id}/widgets", "get").parameters?.[0] as { description?: string }).description;
    const schemas = doc.components?.schemas as Record<string, { properties: Record<string, { description?: string }> }>;
    delete schemas.Widget!.properties.color!.description;
    delete (doc.components?.parameters as Record<string, { description?: string }>).Page!.description;
    const problems = await checkOpenApiDocument(doc, FILE);
    expect(problems).toEqual([
      `${FILE}: operation listWidgets (GET /v1/projects/{project_id}/widgets): parameter color: needs a description`,
      `${FILE}: operation createWidget (POST /v1/projects/{project_id}/widgets): request body (application/json) field dimensions.width: needs a description`,
      `${FILE}: components.parameters.Page: needs a description`,
      `${FILE}: components.schemas.Widget: field color: needs a description`,
    ]);
  }, 60_000);

  it("counts a $ref field as described when its target is", async () => {
    const doc = fixture();
    const schemas = doc.components?.schemas as Record<string, { properties: Record<string, unknown>; description?: string }>;
    schemas.Widget!.properties.role = { $ref: "#/components/schemas/Role" };
    expect(await checkOpenApiDocument(doc, FILE)).toEqual([`${FILE}: components.schemas.Widget: field role: needs a description`]);
    schemas.Role!.description = "A team role.";
    expect(await checkOpenApiDocument(doc, FILE)).toEqual([]);
  }, 60_000);

  it("fails an operation without roles, with an unknown role, without a 429, or with an error status it does not answer", async () => {
    const doc = fixture();
    const list = operation(doc, "/v1/projects/{project_id}/widgets", "get") as Op & { "x-roles"?: string[] };
    delete list["x-roles"];
    const create = operation(doc, "/v1/projects/{project_id}/widgets", "post") as Op & { "x-roles"?: string[]; "x-errors"?: unknown[] };
    create["x-roles"] = ["owner", "admin"];
    create["x-errors"]!.push({ status: "409", code: "conflict", cause: "Taken." });
    const upload = operation(doc, "/v1/projects/{project_id}/uploads", "post");
    delete upload.responses["429"];
    const problems = await checkOpenApiDocument(doc, FILE);
    expect(problems).toEqual([
      expect.stringMatching(/^fixture\.yaml: operation listWidgets \(GET \/v1\/projects\/\{project_id\}\/widgets\): needs x-roles \(the roles that may call it: any, public, partner, owner, developer, reviewer\)$/),
      expect.stringMatching(/^fixture\.yaml: operation createWidget .*: x-roles: unknown role "admin"/),
      `${FILE}: operation createWidget (POST /v1/projects/{project_id}/widgets): x-errors: conflict has status 409, which is not among the responses`,
      `${FILE}: operation uploadZip (POST /v1/projects/{project_id}/uploads): needs a 429 response (the rate limit, with Retry-After)`,
    ]);
  }, 60_000);

  it("fails a success response without the rate-limit headers (and Link on a paginated list) and an error without a machine code", async () => {
    const doc = fixture();
    const list = operation(doc, "/v1/projects/{project_id}/widgets", "get") as unknown as { responses: Record<string, { headers?: Record<string, unknown> }> };
    delete list.responses["200"]!.headers!.Link;
    delete list.responses["200"]!.headers!["X-RateLimit-Reset"];
    delete (doc.components?.responses as Record<string, { "x-error-code"?: string }>).NotFound!["x-error-code"];
    const problems = await checkOpenApiDocument(doc, FILE);
    expect(problems).toEqual([
      `${FILE}: operation listWidgets (GET /v1/projects/{project_id}/widgets): response 200 needs the headers X-RateLimit-Reset, Link (a paginated list)`,
      `${FILE}: operation listWidgets (GET /v1/projects/{project_id}/widgets): response 404 needs a machine error code (x-errors on the operation, or x-error-code on the shared response)`,
    ]);
  }, 60_000);

  it("reports a YAML syntax error with the file", async () => {
    const broken = path.join(fs.mkdtempSync("/tmp/openapi-"), "openapi.yaml");
    fs.writeFileSync(broken, "openapi: 3.1.0\npaths: {\n");
    await expect(checkOpenApiFile(broken, FILE)).resolves.toEqual([expect.stringMatching(/^fixture\.yaml: not valid YAML: /)]);
  });

  it("passes the site's own document (content/api/openapi.yaml)", async () => {
    await expect(checkOpenApiFile(path.join(__dirname, "../../../content/api/openapi.yaml"))).resolves.toEqual([]);
  }, 120_000);
});

describe("the reference data's own problems (checkReferenceData)", () => {
  it("names an operationId used twice, whether or not the CLI reference loaded", () => {
    const doc = fixture();
    const widgets = doc.paths["/v1/projects/{project_id}/widgets"] as Record<string, { operationId: string }>;
    (widgets.post as { operationId: string }).operationId = "listWidgets";
    const data = { root: "content", limits: { problems: [] }, cli: { problems: ["content/cli.yaml: missing"] }, editorCli: { problems: [] }, api: { data: doc, problems: [] } };
    expect(checkReferenceData(data)).toEqual(["content/cli.yaml: missing", "content/api/openapi.yaml: operationId listWidgets is used twice"]);
    expect(checkReferenceData({ ...data, api: { data: fixture(), problems: [] } })).toEqual(["content/cli.yaml: missing"]);
  });
});

describe("OpenAPI rendering", () => {
  const doc = fixture();

  it("lists operations with path-level parameters merged and $refs resolved", () => {
    const ops = listOperations(doc);
    expect(ops.map((o) => `${o.method} ${o.operationId}`)).toEqual(["get listWidgets", "post createWidget", "post uploadZip"]);
    expect(ops[0]?.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(["path:project_id", "query:color", "query:page"]);
    expect(ops[0]?.responses[0]?.media?.example).toEqual([{ id: "w_1", name: "gear", color: "blue" }]);
  });

  it("makes a curl and a launchbay api example from the examples", () => {
    const [list, create, upload] = listOperations(doc);
    const cliExample = (op: ApiOperation) => cliSample(exampleRequest(op));
    expect(curlExample(list!)).toBe('curl "https://api.launchbay.com/v1/projects/p_42/widgets?color=red" \\\n  -H "Authorization: Bearer $LAUNCHBAY_AUTH_TOKEN"');
    expect(cliExample(list!)).toBe(`launchbay api listWidgets --data '{"project_id":"p_42","color":"red"}'`);
    expect(curlExample(create!)).toContain(`-X POST "https://api.launchbay.com/v1/projects/p_42/widgets"`);
    expect(curlExample(create!)).toContain(`-d '{"name":"gear","size":2}'`);
    expect(cliExample(create!)).toBe(`launchbay api createWidget --data '{"project_id":"p_42","name":"gear","size":2}'`);
    expect(curlExample(upload!)).toContain("--data-binary @site.zip");
    expect(cliExample(upload!)).toBeUndefined();
  });

  it("renders each operation of a tag: heading, method and path, parameters, body, responses, errors, examples", () => {
    const md = toMarkdown(renderApiTag(doc, "widgets"));
    expect(md).toContain("## List widgets\n");
    expect(md).toContain("## Create a widget\n");
    expect(md).toContain("`POST /v1/projects/{project_id}/widgets` · operation `createWidget`");
    expect(md).toContain("Creates a widget. Names are **unique** per project.");
    expect(md).toMatch(/\| `color` +\| query +\| string +\| no +\| Only widgets of this color\. One of `red`, `blue` +\|/);
    expect(md).toMatch(/\| `name` +\| string +\| yes +\| The widget's name\. At most 20 characters +\|/);
    expect(md).toMatch(/\| `size` +\| integer +\| no +\| The widget's size\. Default `3`\. At least 1 +\|/);
    expect(md).toMatch(/\| `dimensions.width` +\| number +\| no/);
    expect(md).toMatch(/\| `\[\]\.color` +\| string, nullable +\| no/);
    expect(md).toMatch(/\| `422` +\| `not_found` +\| No such project\. +\|/);
    expect(md).toContain("launchbay api createWidget --data");
    expect(md).not.toContain("Upload a zip");
  });

  it("renders roles, the rate limit, pagination, response headers and the errors with their codes and causes", () => {
    const md = toMarkdown(renderApiTag(doc, "widgets"));
    const [list, create] = md.split("## Create a widget");
    expect(list).toContain("**Roles:** Owner, Developer, Reviewer.");
    expect(create).toContain("**Roles:** Owner.");
    expect(list).toContain("**Rate limit:** the [token's rate limit](/api/get-started/#rate-limiting); over it the answer is `429` with `Retry-After`.");
    expect(list).toContain("**Paginated:** `page` and `per_page`; follow the `Link` header's `rel=\"next\"` ([pagination](/api/get-started/#pagination)).");
    expect(create).not.toContain("**Paginated:**");
    expect(list).toMatch(/\| `X-RateLimit-Remaining` +\| integer +\| Requests left in the window\. +\|/);
    expect(list).toMatch(/\| `Link` +\| string +\| The next page/);
    expect(create).not.toMatch(/\| `Link` /);
    expect(create).toContain('**Errors** (body `{ "code": STATUS, "error": "CODE", "message": "…" }`; [errors](/api/get-started/#errors))');
    expect(create).toMatch(/\| `422` +\| `name_taken` +\| The widget name is taken in this project\. +\|/);
    expect(create).toMatch(/\| `429` +\| `rate_limited` +\| Over the rate limit\. +\|/);
    expect(toMarkdown(renderApiTag(doc, "uploads"))).toContain("**Roles:** no token needed.");
  });

  it("shows a $ref field's own description rather than its target's", () => {
    const withRef = fixture();
    const schemas = withRef.components?.schemas as Record<string, { properties: Record<string, unknown>; description?: string }>;
    schemas.Role!.description = "A team role.";
    schemas.Widget!.properties.owner_role = { $ref: "#/components/schemas/Role", description: "The role that owns it." };
    const md = toMarkdown(renderApiTag(withRef, "widgets"));
    expect(md).toMatch(/\| `\[\]\.owner_role` +\| string +\| no +\| The role that owns it\. One of `owner`/);
  });

  it("renders the overview with links to each operation's heading on its tag page", () => {
    const md = toMarkdown(renderApiOverview(doc, (tag) => `/api/reference/${tag}/`));
    expect(md).toContain("## Widgets");
    expect(md).toContain("[versioning and deprecation](/api/get-started/#versioning-and-deprecation)");
    expect(md).toContain("[`listWidgets`](/api/reference/widgets/#list-widgets)");
    expect(md).toContain("[`uploadZip`](/api/reference/uploads/#upload-a-zip)");
  });
});
