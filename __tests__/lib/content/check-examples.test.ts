import fs from "node:fs";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import { analyzeMdx } from "@/lib/content/analyze";
import { checkApiExamples } from "@/lib/content/check-examples";
import { checkCliInvocations } from "@/lib/content/check-cli";
import { OPERATIONS_HEADING } from "@/lib/content/reference-expand";
import { loadReferenceData, type CliFile, type OpenApiDocument } from "@/lib/content/reference-data";

const doc = loadYaml(fs.readFileSync(path.join(__dirname, "../../fixtures/reference/openapi.yaml"), "utf8")) as OpenApiDocument;

/** The example problems of an MDX body checked against the fixture API. */
function check(body: string) {
  const { tree } = analyzeMdx(body);
  return checkApiExamples(tree, doc);
}
const messages = (body: string) => check(body).problems.map((p) => `${p.line}: ${p.message}`);

const fence = (lang: string, code: string, meta = "") => `\`\`\`${lang}${meta ? ` ${meta}` : ""}\n${code}\n\`\`\`\n`;
const curl = (tail: string) => fence("bash", `curl -X POST https://api.launchbay.com/v1/projects/PROJECT_ID/widgets \\\n  -H "Authorization: Bearer $TOKEN" \\\n  ${tail}`);

describe("API examples against the OpenAPI document", () => {
  it("passes a valid curl call and ties it to its operation", () => {
    const report = check(curl(`-d '{"name": "gear", "size": 2}'`));
    expect(report.problems).toEqual([]);
    expect(report.examples).toEqual([{ line: 2, operationId: "createWidget", kind: "curl" }]);
  });

  it("reports an unknown field, naming the operation and the line", () => {
    expect(messages(curl(`-d '{"name": "gear", "colour": "red"}'`))).toEqual([expect.stringMatching(/^2: operation createWidget \(POST \/v1\/projects\/\{project_id\}\/widgets\): request body: unknown field "colour"/)]);
  });

  it("reports a missing required field", () => {
    expect(messages(curl(`-d '{"size": 2}'`))[0]).toMatch(/missing required field "name"/);
  });

  it("reports a wrong type and a value over its maximum length", () => {
    const [problem] = messages(curl(`-d '{"name": "a name that is far too long for it", "size": "big"}'`));
    expect(problem).toMatch(/\/name: must NOT have more than 20 characters/);
    expect(problem).toMatch(/\/size: must be integer/);
  });

  it("reports a query parameter outside its enum, and an unknown one", () => {
    const body = fence("bash", `curl "https://api.launchbay.com/v1/projects/p_1/widgets?color=green&shape=round" -H "Authorization: Bearer $TOKEN"`);
    const [problem, unknown] = messages(body);
    expect(problem).toMatch(/operation listWidgets .*query parameter color: must be one of "red", "blue"/);
    expect(unknown).toMatch(/unknown query parameter "shape" \(takes color, page\)/);
  });

  it("reports a path no operation has, and a method the path does not take", () => {
    expect(messages(fence("bash", `curl https://api.launchbay.com/v1/gadgets`))[0]).toMatch(/no operation of content\/api\/openapi.yaml has the path \/v1\/gadgets/);
    expect(messages(fence("bash", `curl -X DELETE https://api.launchbay.com/v1/projects/p_1/widgets`))[0]).toMatch(/DELETE \/v1\/projects\/p_1\/widgets: the path takes GET \(listWidgets\), POST \(createWidget\), not DELETE/);
  });

  it("joins a JSON body that spans lines inside its quotes", () => {
    const body = fence("bash", `curl -X POST https://api.launchbay.com/v1/projects/p_1/widgets \\\n  -d '{\n    "name": "gear",\n    "weight": 3\n  }'`);
    expect(messages(body)[0]).toMatch(/unknown field "weight"/);
  });

  it("leaves placeholders alone: PROJECT_ID, $VARS and a body read from a file", () => {
    expect(messages(curl(`-d '{"name": "$WIDGET_NAME"}'`))).toEqual([]);
    expect(messages(curl(`-d @widget.json`))).toEqual([]);
  });

  it("checks the JSON block right after a call as its response", () => {
    const good = curl(`-d '{"name": "gear"}'`) + "\n" + fence("json", `{ "id": "w_1", "name": "gear", "color": "red" }`);
    const bad = curl(`-d '{"name": "gear"}'`) + "\n" + fence("json", `{ "widget_id": "w_1", "name": "gear" }`);
    expect(messages(good)).toEqual([]);
    expect(messages(bad)).toEqual([expect.stringMatching(/operation createWidget .*response 201: missing required field "id"; unknown field "widget_id"/)]);
  });

  it("checks a JSON block that names its operation and status, and one marked as a request body", () => {
    expect(messages(fence("json", `[{ "id": "w_1", "name": "gear", "color": "purple" }]`, "operation=listWidgets response=200"))[0]).toMatch(/response 200: \/0\/color: must be one of "red", "blue", null/);
    expect(messages(fence("json", `{ "size": 2 }`, "operation=createWidget request"))[0]).toMatch(/missing required field "name"/);
    expect(messages(fence("json", `{}`, "operation=listWidgets response=418"))[0]).toMatch(/listWidgets has no 418 response/);
    expect(messages(fence("json", `{}`, "operation=makeWidget response=200"))[0]).toMatch(/no operation "makeWidget"/);
  });

  it("does not check a deliberate counter-example", () => {
    expect(messages(fence("bash", `curl -X POST https://api.launchbay.com/v1/projects/p_1/widgets -d '{"colour": "red"}'`, "counterexample"))).toEqual([]);
  });

  it("checks launchbay api --data: parameters and body fields in one object", () => {
    expect(messages(fence("bash", `launchbay api createWidget --data '{"project_id": "p_1", "name": "gear"}'`))).toEqual([]);
    expect(messages(fence("bash", `launchbay api createWidget --data '{"project_id": "p_1", "nam": "gear"}'`))[0]).toMatch(/missing required field "name"; unknown field "nam"/);
    expect(messages(fence("bash", `launchbay api listWidgets --data '{"color": "green"}'`)).join("\n")).toMatch(/missing the path parameter "project_id"[\s\S]*query parameter color: must be one of/);
  });

  it("checks fetch calls in JavaScript samples, with computed values left alone", () => {
    const js = `const res = await fetch(\`https://api.launchbay.com/v1/projects/\${projectId}/widgets\`, {\n  method: "POST",\n  headers: { Authorization: \`Bearer \${token}\` },\n  body: JSON.stringify({ name, size: "large" }),\n});`;
    const [problem] = messages(fence("js", js));
    expect(problem).toMatch(/^2: operation createWidget .*\/size: must be integer/);
    expect(messages(fence("ts", js.replace(`size: "large"`, "size: 2")))).toEqual([]);
  });

  it("checks http blocks and endpoints named in the text", () => {
    expect(messages(fence("http", `GET https://api.launchbay.com/v1/projects/p_1/widgets?color=teal\nAuthorization: Bearer TOKEN`))[0]).toMatch(/must be one of "red", "blue"/);
    expect(messages("Delete one with `DELETE /v1/projects/PROJECT_ID/widgets`.\n")[0]).toMatch(/the path takes GET \(listWidgets\), POST \(createWidget\), not DELETE/);
    expect(check("List them with `GET /v1/projects/PROJECT_ID/widgets`.\n").examples).toEqual([{ line: 1, operationId: "listWidgets", kind: "prose" }]);
  });

  it("ignores calls to other hosts", () => {
    expect(check(fence("bash", `curl -X POST https://example.com/v1/projects/p_1/widgets -d '{"x": 1}'`)).examples).toEqual([]);
  });
});

describe("CLI invocations' flag values and the visual editor's CLI", () => {
  const cli: CliFile = {
    binary: "launchbay",
    aliases: [],
    globalFlags: [],
    exitCodes: [{ code: 0, meaning: "ok" }],
    groups: [{ id: "g", title: "G", description: "G" }],
    commands: [
      {
        name: "logs",
        group: "g",
        summary: "Logs.",
        args: [],
        flags: [
          { name: "tail", type: "number", value: "N", description: "Lines." },
          { name: "level", type: "string", value: "LEVEL", values: ["info", "error"], description: "Level." },
        ],
        examples: [{ command: "launchbay logs", description: "Logs" }],
        exitCodes: [],
        output: { text: "12:00:01 INFO started" },
      },
    ],
  };
  const editor: CliFile = { ...cli, binary: "npx @launchbay/visual-editor", commands: [{ ...cli.commands[0]!, name: "dev", examples: [{ command: "npx @launchbay/visual-editor dev", description: "Dev" }] }] };
  const problems = (body: string) => checkCliInvocations(analyzeMdx(body).tree, (line) => `page.mdx:${line}`, cli, undefined, editor);

  it("reports a value of the wrong type and a value outside the flag's choices", () => {
    expect(problems(fence("bash", "launchbay logs --tail many"))).toEqual([expect.stringMatching(/"launchbay logs" --tail: takes a number, not "many"/)]);
    expect(problems(fence("bash", "launchbay logs --level=debug"))).toEqual([expect.stringMatching(/--level: takes one of info, error, not "debug"/)]);
    expect(problems(fence("bash", "launchbay logs --tail 20 --level error --tail N"))).toEqual([]);
  });

  it("refuses env:import of a local development file (it sets every context, production included)", () => {
    const withImport: CliFile = { ...cli, commands: [...cli.commands, { ...cli.commands[0]!, name: "env:import", flags: [] }] };
    const check = (body: string) => checkCliInvocations(analyzeMdx(body).tree, (line) => `page.mdx:${line}`, withImport);
    expect(check(fence("bash", "launchbay env:import .dev.vars"))).toEqual([expect.stringMatching(/imports local development values into every context, production included/)]);
    expect(check(fence("bash", "launchbay env:import .env.production"))).toEqual([]);
  });

  it("checks npx @launchbay/visual-editor against its own data", () => {
    expect(problems(fence("bash", "npx @launchbay/visual-editor dev --tail 5"))).toEqual([]);
    expect(problems(fence("bash", "npx @launchbay/visual-editor serve"))).toEqual([expect.stringMatching(/unknown command "npx @launchbay\/visual-editor serve"; commands are listed in content\/visual-editor-cli.yaml/)]);
    expect(problems("Run `npx @launchbay/visual-editor dev --port-site 3001`.\n")).toEqual([expect.stringMatching(/has no flag --port-site/)]);
  });
});

// The real content passes the check in every build: the content step fails on any problem (npm test builds the site).
describe("the real content", () => {
  const data = loadReferenceData(path.resolve("content"));

  it("ends a page that calls the API with its operations, linked to their reference entries", () => {
    const body = "Invite them:\n\n" + fence("bash", `curl -X POST https://api.launchbay.com/v1/projects/P/identity/invitations -d '{"emails": ["a@example.com"]}'`);
    const analysis = analyzeMdx(body, data);
    expect(analysis.headings.at(-1)?.title).toBe(OPERATIONS_HEADING);
    expect(analysis.links).toEqual(expect.arrayContaining([{ url: "/api/reference/identity/#invite-identity-users", line: 0 }]));
    expect(analyzeMdx("No API here.\n", data).headings).toEqual([]);
  });

  it("has visual-editor CLI data that parses", () => {
    expect(data.editorCli.problems).toEqual([]);
    expect(data.editorCli.data?.commands.map((c) => c.name)).toEqual(["init", "dev", "validate"]);
  });
});

describe("API examples against the real API description", () => {
  const real = loadYaml(fs.readFileSync(path.join(__dirname, "../../../content/api/openapi.yaml"), "utf8")) as OpenApiDocument;
  const realMessages = (body: string) => checkApiExamples(analyzeMdx(body).tree, real).problems.map((p) => `${p.line}: ${p.message}`);
  const createEnv = (values: string) => fence("bash", `curl -X POST https://api.launchbay.com/v1/projects/PROJECT_ID/env \\\n  -H "Authorization: Bearer $TOKEN" \\\n  -d '[{"key": "API_URL", "values": ${values}}]'`);

  it("takes a variable written with a value per context, and rejects one written without its value (a secret is read back without it)", () => {
    expect(realMessages(createEnv(`[{"context": "production", "value": "https://api.example.com"}]`))).toEqual([]);
    expect(realMessages(createEnv(`[{"context": "production"}]`))).toEqual([expect.stringMatching(/^2: operation createEnvVars .*value/)]);
  });
});
