import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { analyzeMdx } from "@/lib/content/analyze";
import { buildContentIndex, ContentError } from "@/lib/content/build";
import { checkCliInvocations, findInvocations, shellWords } from "@/lib/content/check-cli";
import { loadReferenceData, parseReferenceData, type ReferenceData } from "@/lib/content/reference-data";

const fixture = path.join(__dirname, "../../fixtures/site");
const cliYaml = `
binary: launchbay
globalFlags:
  - { name: help, short: h, type: boolean, description: Help. }
exitCodes:
  - { code: 0, meaning: Success. }
groups:
  - { id: deploy, title: Deploys, description: Deploys. }
commands:
  - name: deploy
    group: deploy
    summary: Deploy.
    flags:
      - { name: prod, type: boolean, description: Publish. }
      - { name: dir, type: string, value: FOLDER, description: Folder. }
    examples: [{ command: launchbay deploy --prod, description: Publish }]
    output: { text: Done. }
  - name: env:set
    group: deploy
    summary: Set a variable.
    args: [{ name: KEY, required: true, description: Key. }, { name: VALUE, required: true, description: Value. }]
    flags:
      - { name: context, type: string, repeatable: true, description: Context. }
    examples: [{ command: launchbay env:set A b, description: Set }]
    output: { text: Done. }
  - name: api
    group: deploy
    summary: Call the API.
    args: [{ name: OPERATION, required: true, description: Operation. }]
    flags:
      - { name: data, type: string, value: JSON, description: Data. }
    examples: [{ command: launchbay api getProject, description: Read }]
    output: { text: Done. }
`;
const openapi = `
openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /v1/projects/{project_id}:
    get: { operationId: getProject, tags: [projects], summary: Get, responses: { "200": { description: ok } } }
`;

/** Builds the fixture site with a cli.yaml, an openapi.yaml and extra files; returns its problems. */
function problemsWith(files: Record<string, string>): string[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cli-check-"));
  fs.cpSync(fixture, root, { recursive: true });
  fs.writeFileSync(path.join(root, "cli.yaml"), cliYaml);
  fs.mkdirSync(path.join(root, "api"));
  fs.writeFileSync(path.join(root, "api/openapi.yaml"), openapi);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  try {
    buildContentIndex({ root });
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const page = (body: string) => `---\ntitle: CLI page\ndescription: A page with CLI commands.\nhidden: true\n---\n\n${body}\n`;

describe("shellWords", () => {
  it("groups quoted words and stops at shell operators", () => {
    expect(shellWords(` deploy --message "Release 2" && echo done`)).toEqual({ words: ["deploy", "--message", "Release 2"], rest: "&& echo done" });
    expect(shellWords(` api getProject --data '{"a": 1}' | jq .`).words).toEqual(["api", "getProject", "--data", '{"a": 1}']);
    expect(shellWords(` deploy --prod" }`, '"').words).toEqual(["deploy", "--prod"]);
  });
});

describe("findInvocations", () => {
  it("finds invocations in code blocks (continuations joined) and inline code, and nothing else", () => {
    const { tree } = analyzeMdx(
      [
        "Run `launchbay deploy --prod`, edit `launchbay.toml`, install `@launchbay/cli`, or type `/launchbay help` in Slack; add `[launchbay skip]`.",
        "",
        "```bash",
        "# launchbay is the CLI: this comment is no invocation",
        "launchbay env:set KEY VALUE \\",
        "  --context production",
        "npx launchbay deploy --dir dist && launchbay deploy --prod",
        "```",
        "",
        "```json",
        '{ "scripts": { "ship": "launchbay deploy --prod" } }',
        "```",
        "",
        "```ts",
        'import launchbay from "@launchbay/vite-plugin";',
        'execSync("launchbay deploy --prod");',
        "```",
      ].join("\n"),
    );
    expect(findInvocations(tree).map((i) => [i.line, i.words.join(" ")])).toEqual([
      [1, "deploy --prod"],
      [5, "env:set KEY VALUE --context production"],
      [7, "deploy --dir dist"],
      [7, "deploy --prod"],
      [11, "deploy --prod"],
      [16, "deploy --prod"],
    ]);
  });
});

describe("the CLI content check", () => {
  const data: ReferenceData = parseReferenceData("/x", (file) => (file === "cli.yaml" ? cliYaml : file === "api/openapi.yaml" ? openapi : undefined));
  const check = (body: string) => checkCliInvocations(analyzeMdx(body, data).tree, (line) => `content/x.mdx:${line}`, data.cli.data!, data.api.data);

  it("passes known commands, flags (global and --flag=value), placeholders and operation names", () => {
    expect(check("```bash\nlaunchbay deploy --prod --dir=dist -h\nlaunchbay env:set KEY VALUE --context a --context b\nlaunchbay api getProject --data '{\"project_id\": \"P\"}'\nlaunchbay api OPERATION --data JSON\n```\n\nThe `launchbay api` command.")).toEqual([]);
  });

  it("fails an unknown command, an unknown flag, a method and path, and an unknown operation, with file and line", () => {
    expect(check("```bash\nlaunchbay deploi --prod\nlaunchbay deploy --production\nlaunchbay api GET /v1/projects\n```\n\nThen `launchbay api getProjects`.")).toEqual([
      'content/x.mdx:2: unknown command "launchbay deploi"; commands are listed in content/cli.yaml — in `launchbay deploi --prod`',
      'content/x.mdx:3: "launchbay deploy" has no flag --production (flags: --prod, --dir; see content/cli.yaml) — in `launchbay deploy --production`',
      expect.stringMatching(/^content\/x\.mdx:4: "launchbay api" takes an operation name and --data JSON, not a method and path/),
      'content/x.mdx:7: "launchbay api getProjects": no such operation in content/api/openapi.yaml — in `launchbay api getProjects`',
    ]);
  });

  it("suggests commands of the same family", () => {
    expect(check("`launchbay env:sett A b`")).toEqual([expect.stringContaining('unknown command "launchbay env:sett" (did you mean env:set?)')]);
  });

  it("runs in the content build: a bad invocation fails it naming the file and line (frontmatter counted)", () => {
    // A page that runs a command links its reference entry (lib/content/reference-expand.ts): the reference is there.
    const reference = {
      "cli/reference/index.mdx": page("<CliOverview />").replace("A page with CLI commands.", "Every command."),
      "cli/reference/deploy.mdx": page('<CliCommands group="deploy" />').replace("A page with CLI commands.", "The deploy commands."),
    };
    expect(problemsWith({ "cli-good.mdx": page("```bash\nlaunchbay deploy --prod\n```"), ...reference })).toEqual([]);
    expect(problemsWith({ "cli-bad.mdx": page("Intro.\n\n```bash\nlaunchbay deploy --draft\n```"), ...reference })).toEqual([
      'content/cli-bad.mdx:10: "launchbay deploy" has no flag --draft (flags: --prod, --dir; see content/cli.yaml) — in `launchbay deploy --draft`',
    ]);
  });

  it("reports a cli.yaml that does not validate", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "cli-yaml-"));
    fs.writeFileSync(path.join(root, "cli.yaml"), cliYaml.replace("examples: [{ command: launchbay deploy --prod, description: Publish }]", "examples: []"));
    expect(loadReferenceData(root).cli.problems).toEqual(["content/cli.yaml:16: commands.0.examples: every command needs an example"]);
  });

  it("validates the site's own content/cli.yaml", () => {
    const site = loadReferenceData(path.join(__dirname, "../../../content"));
    expect(site.cli.problems).toEqual([]);
    expect(site.cli.data?.commands.length).toBeGreaterThanOrEqual(38);
  });
});
