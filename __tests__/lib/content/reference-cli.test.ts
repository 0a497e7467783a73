import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { buildContentIndex, ContentError } from "@/lib/content/build";
import { loadReferenceData, parseReferenceData, type CliFile } from "@/lib/content/reference-data";
import { expandReferences } from "@/lib/content/reference-expand";
import { renderCliCommand, renderCliGroup, renderCliOverview } from "@/lib/content/reference-render";

const toMarkdown = (children: Root["children"]) => unified().use(remarkGfm).use(remarkMdx).use(remarkStringify).stringify({ type: "root", children });
const content = path.join(__dirname, "../../../content");

const cliYaml = `
binary: launchbay
globalFlags:
  - { name: help, short: h, type: boolean, default: false, description: Help. }
  - { name: team, type: string, value: TEAM_SLUG, env: LAUNCHBAY_TEAM, description: The team. }
exitCodes:
  - { code: 0, meaning: Success. }
groups:
  - { id: deploy, title: Deploys, description: Deploys. }
  - { id: env, title: Env, description: Env. }
commands:
  - name: deploy
    group: deploy
    summary: Deploy.
    flags:
      - { name: port, type: number, value: PORT, default: 8888, description: The port. }
      - { name: dir, type: string, value: FOLDER, description: Folder. }
      - { name: json, type: boolean, default: false, description: Print JSON. }
    examples: [{ command: launchbay deploy --dir dist, description: Deploy dist }]
    output:
      text: "Draft URL https://d--site.launchbay.app"
      json: '{ "deploy_id": "d1", "state": "ready" }'
  - name: env:list
    group: env
    summary: List.
    examples: [{ command: launchbay env:list, description: List }]
    output: { text: "API_URL  all  https://api.example.com\\n\\n" }
`;

const parse = (text: string) => parseReferenceData("/nowhere", (file) => (file === "cli.yaml" ? text : undefined)).cli;

describe("CLI reference data", () => {
  it("requires an output sample on every command, a json sample when it takes --json, and valid JSON in it", () => {
    expect(parse(cliYaml).problems).toEqual([]);
    expect(parse(cliYaml.replace('    output: { text: "API_URL  all  https://api.example.com\\n\\n" }\n', "")).problems).toEqual(["content/cli.yaml:23: commands.1.output: every command needs an output sample (output.text)"]);
    expect(parse(cliYaml.replace(`      json: '{ "deploy_id": "d1", "state": "ready" }'\n`, "")).problems).toEqual(["content/cli.yaml: command deploy: it has --json, so its output needs a json sample (output.json)"]);
    expect(parse(cliYaml.replace(`'{ "deploy_id": "d1", "state": "ready" }'`, `'{ deploy_id: d1 }'`)).problems).toEqual([expect.stringMatching(/^content\/cli\.yaml: command deploy: output\.json is not JSON: /)]);
  });

  it("rejects an env name that is not an environment variable's", () => {
    expect(parse(cliYaml.replace("env: LAUNCHBAY_TEAM", "env: launchbay-team")).problems).toEqual(["content/cli.yaml:5: globalFlags.1.env: env names are uppercase letters, digits and underscores"]);
  });
});

describe("CLI reference rendering", () => {
  const cli = parse(cliYaml).data as CliFile;

  it("shows every flag's default, 'none' for a flag without one, and the environment variable of a flag", () => {
    const md = toMarkdown(renderCliCommand(cli, cli.commands[0]!));
    expect(md).toMatch(/\| `--port PORT` +\| number +\| `8888` +\| The port\. +\|/);
    expect(md).toMatch(/\| `--dir FOLDER` +\| string +\| none +\| Folder\. +\|/);
    expect(md).toMatch(/\| `--json` +\| boolean +\| `false` +\|/);
    const overview = toMarkdown(renderCliOverview(cli, (g) => `/cli/reference/${g}/`));
    expect(overview).toMatch(/\| `--team TEAM_SLUG` +\| string +\| none +\| The team\. Also set by the environment variable `LAUNCHBAY_TEAM`\. +\|/);
  });

  it("shows each command's output sample, and its --json shape when it has one", () => {
    const deploy = toMarkdown(renderCliCommand(cli, cli.commands[0]!));
    expect(deploy).toContain("**Output**\n\n```text\nDraft URL https://d--site.launchbay.app\n```");
    expect(deploy).toContain('With `--json`:\n\n```json\n{ "deploy_id": "d1", "state": "ready" }\n```');
    const list = toMarkdown(renderCliCommand(cli, cli.commands[1]!));
    expect(list).toContain("```text\nAPI_URL  all  https://api.example.com\n```");
    expect(list).not.toContain("With `--json`");
    expect(list).toContain("[global flags](/cli/reference/#global-flags)");
  });

  it("gives a one-group CLI its global flags and exit codes on the group's own page", () => {
    const single: CliFile = { ...cli, groups: [cli.groups[0]!], commands: [cli.commands[0]!] };
    const md = toMarkdown(renderCliGroup(single, "deploy"));
    expect(md).toContain("[global flags](#global-flags)");
    expect(md).toContain("## Global flags");
    expect(md).toContain("## Exit codes");
    expect(toMarkdown(renderCliGroup(cli, "deploy"))).not.toContain("## Global flags");
  });
});

describe("the visual editor's CLI reference", () => {
  const element = (attributes: Record<string, string>): MdxJsxFlowElement => ({
    type: "mdxJsxFlowElement",
    name: "CliCommands",
    attributes: Object.entries(attributes).map(([name, value]) => ({ type: "mdxJsxAttribute", name, value })),
    children: [],
  });

  it("renders from content/visual-editor-cli.yaml: each command with defaults and output, the global flags on the page", () => {
    const data = loadReferenceData(content);
    const editor = data.editorCli.data as CliFile;
    const tree: Root = { type: "root", children: [element({ cli: "visual-editor", group: "visual-editor" })] };
    const md = toMarkdown(expandReferences(tree, data).children);
    for (const command of editor.commands) expect(md).toContain(`## npx @launchbay/visual-editor ${command.name}\n`);
    expect(md).toMatch(/\| `--site-port PORT` +\| number +\| `3000` +\|/);
    expect(md).toContain("**Output**");
    expect(md).toContain("## Global flags");
    expect(md).toContain("[global flags](#global-flags)");
    expect(md).not.toContain("## launchbay ");
  });

  it("is the visual editor section's page, and an unknown cli attribute fails the content build with the page and line", () => {
    const sidebar = fs.readFileSync(path.join(content, "sidebar.yaml"), "utf8");
    expect(sidebar).toMatch(/- \/visual-editor\/local-development\/\n\s+- \/visual-editor\/cli-reference\//);
    expect(fs.readFileSync(path.join(content, "visual-editor/cli-reference.mdx"), "utf8")).toContain('<CliCommands cli="visual-editor" group="visual-editor" />');

    const root = fs.mkdtempSync(path.join(os.tmpdir(), "ve-cli-"));
    fs.cpSync(path.join(__dirname, "../../fixtures/site"), root, { recursive: true });
    fs.writeFileSync(path.join(root, "visual-editor-cli.yaml"), cliYaml.replace("binary: launchbay", "binary: npx @launchbay/visual-editor").replace(/launchbay (deploy|env:list)/g, "npx @launchbay/visual-editor $1"));
    // "toString" is a name every object has: it is an unknown CLI too, not a crash.
    fs.writeFileSync(path.join(root, "ve-page.mdx"), `---\ntitle: VE CLI\ndescription: The visual editor CLI.\nhidden: true\n---\n\n<CliCommands cli="nope" group="deploy" />\n\n<CliOverview cli="toString" />\n`);
    let problems: string[] = [];
    try {
      buildContentIndex({ root });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems = error.problems;
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
    expect(problems).toEqual([
      expect.stringMatching(/ve-page\.mdx.*7.*<CliCommands cli="nope">: unknown CLI \(launchbay, visual-editor\)/),
      expect.stringMatching(/ve-page\.mdx.*9.*<CliOverview cli="toString">: unknown CLI \(launchbay, visual-editor\)/),
    ]);
  });
});
