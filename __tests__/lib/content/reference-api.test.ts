import fs from "node:fs";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import type { Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { checkOpenApiDocument, checkOpenApiFile } from "@/lib/content/check-openapi";
import type { OpenApiDocument } from "@/lib/content/reference-data";
import { cliExample, curlExample, listOperations } from "@/lib/content/reference-openapi";
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

  it("reports a YAML syntax error with the file", async () => {
    const broken = path.join(fs.mkdtempSync("/tmp/openapi-"), "openapi.yaml");
    fs.writeFileSync(broken, "openapi: 3.1.0\npaths: {\n");
    await expect(checkOpenApiFile(broken, FILE)).resolves.toEqual([expect.stringMatching(/^fixture\.yaml: not valid YAML: /)]);
  });

  it("passes the site's own document (content/api/openapi.yaml)", async () => {
    await expect(checkOpenApiFile(path.join(__dirname, "../../../content/api/openapi.yaml"))).resolves.toEqual([]);
  }, 120_000);
});

describe("OpenAPI rendering", () => {
  const doc = fixture();

  it("lists operations with path-level parameters merged and $refs resolved", () => {
    const ops = listOperations(doc);
    expect(ops.map((o) => `${o.method} ${o.operationId}`)).toEqual(["get listWidgets", "post createWidget", "post uploadZip"]);
    expect(ops[0]?.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(["path:project_id", "query:color"]);
    expect(ops[0]?.responses[0]?.media?.example).toEqual([{ id: "w_1", name: "gear", color: "blue" }]);
  });

  it("makes a curl and a launchbay api example from the examples", () => {
    const [list, create, upload] = listOperations(doc);
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
    expect(md).toMatch(/\| `color` +\| query +\| string +\| no +\| One of `red`, `blue` +\|/);
    expect(md).toMatch(/\| `name` +\| string +\| yes +\| The widget's name\. At most 20 characters +\|/);
    expect(md).toMatch(/\| `size` +\| integer +\| no +\| Default `3`\. At least 1 +\|/);
    expect(md).toMatch(/\| `dimensions.width` +\| number +\| no/);
    expect(md).toMatch(/\| `\[\]\.color` +\| string, nullable +\| no/);
    expect(md).toMatch(/\| `422` +\| No such project\. +\|/);
    expect(md).toContain("launchbay api createWidget --data");
    expect(md).not.toContain("Upload a zip");
  });

  it("renders the overview with links to each operation's heading on its tag page", () => {
    const md = toMarkdown(renderApiOverview(doc, (tag) => `/api/reference/${tag}/`));
    expect(md).toContain("## Widgets");
    expect(md).toContain("[`listWidgets`](/api/reference/widgets/#list-widgets)");
    expect(md).toContain("[`uploadZip`](/api/reference/uploads/#upload-a-zip)");
  });
});
