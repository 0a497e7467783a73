/**
 * Guides and the reference linked both ways (issue #27, point 6): a guide ends with the API operations and CLI
 * commands its examples use, linked to their entries; the index maps each entry to the guides that use it, and the
 * reference prints that list under each entry (<UsedIn>).
 */
import path from "node:path";
import { analyzeMdx } from "@/lib/content/analyze";
import { COMMANDS_HEADING, OPERATIONS_HEADING } from "@/lib/content/reference-expand";
import { loadReferenceData } from "@/lib/content/reference-data";
import { renderApiOperation, renderCliCommand } from "@/lib/content/reference-render";
import { listOperations } from "@/lib/content/reference-openapi";
import { commandKey, fillUsedIn, operationKey, referenceUsage, usedInMarker, usedInPages } from "@/lib/content/usage";
import { mdxToMarkdown } from "@/lib/agents/markdown";
import type { PageEntry } from "@/lib/content/types";

const data = loadReferenceData(path.resolve("content"));
const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\`\n`;
const invite = fence("bash", `curl -X POST https://api.launchbay.com/v1/projects/P/identity/invitations -d '{"emails": ["a@example.com"]}'`);
const entry = (pagePath: string, body: string) => ({ record: { path: pagePath }, analysis: analyzeMdx(body, data) }) as unknown as PageEntry;

describe("a guide links the reference entries it uses", () => {
  it("ends with the CLI commands it runs, in code blocks and inline code, each linked to its entry", () => {
    const analysis = analyzeMdx(`Deploy with \`launchbay deploy --prod\`.\n\n${fence("bash", "launchbay env:set API_KEY value --context production\nlaunchbay deploy")}`, data);
    expect(analysis.headings.map((h) => h.title)).toEqual([COMMANDS_HEADING]);
    expect(analysis.links.map((l) => l.url)).toEqual(["/cli/reference/", "/cli/reference/deploy/#launchbay-deploy", "/cli/reference/env/#launchbay-envset"]);
    expect(analysis.references).toEqual([commandKey("launchbay", "deploy"), commandKey("launchbay", "env:set")]);
  });

  it("names the operations its examples call and the visual editor's commands", () => {
    const analysis = analyzeMdx(`${invite}\nThen run \`npx @launchbay/visual-editor validate\`.\n`, data);
    expect(analysis.headings.map((h) => h.title)).toEqual([OPERATIONS_HEADING, COMMANDS_HEADING]);
    expect(analysis.references).toEqual([operationKey("inviteIdentityUsers"), commandKey("npx @launchbay/visual-editor", "validate")]);
  });

  it("names nothing for a page without calls, or for an unknown command", () => {
    expect(analyzeMdx("Run `launchbay frobnicate` someday.\n", data).references).toEqual([]);
    expect(analyzeMdx("No calls here.\n", data).headings).toEqual([]);
  });

  it("gives a reference page, whose samples call its own entries, no such sections", () => {
    const analysis = analyzeMdx('<CliCommands group="env" />\n', data);
    expect(analysis.references).toEqual([]);
    expect(analysis.headings.map((h) => h.title)).not.toContain(COMMANDS_HEADING);
  });
});

describe("each reference entry lists the guides that use it", () => {
  it("maps each entry to the guides in order, leaving out the reference's own pages", () => {
    const usage = referenceUsage([entry("/identity/invite/", invite), entry("/cli/reference/env/", invite), entry("/deploy/", `${invite}\n\`launchbay deploy\`\n`)]);
    expect(usage).toEqual({ [operationKey("inviteIdentityUsers")]: ["/identity/invite/", "/deploy/"], [commandKey("launchbay", "deploy")]: ["/deploy/"] });
  });

  it("puts a <UsedIn> element under every operation and command of the reference, keyed like the guides' uses", () => {
    const usedIn = (nodes: { type: string; name?: string; attributes?: { name: string; value: unknown }[] }[]) => nodes.filter((n) => n.name === "UsedIn").map((n) => n.attributes?.[0]?.value);
    const op = listOperations(data.api.data!).find((o) => o.operationId === "inviteIdentityUsers")!;
    expect(usedIn(renderApiOperation(op) as never)).toEqual([operationKey("inviteIdentityUsers")]);
    const cli = data.cli.data!;
    expect(usedIn(renderCliCommand(cli, cli.commands.find((c) => c.name === "deploy")!) as never)).toEqual([commandKey("launchbay", "deploy")]);
  });
});

describe("the Markdown copy of a reference entry", () => {
  it("holds the entry's list of guides too (a placeholder, filled from the index), with absolute links", () => {
    const md = mdxToMarkdown('## Deploy\n\n<UsedIn entry="cli:launchbay deploy" />\n\n## Unused\n\n<UsedIn entry="cli:launchbay logout" />\n');
    expect(md).toContain(usedInMarker("cli:launchbay deploy"));
    const guides = Array.from({ length: 10 }, (_, i) => ({ record: { path: `/guide-${i}/`, title: `Guide ${i}` } }) as unknown as PageEntry);
    const index = { usage: { "cli:launchbay deploy": guides.map((g) => g.record.path) }, pages: new Map(guides.map((g) => [g.record.path, g])) };
    const filled = fillUsedIn(md, index, (p) => `https://docs.example.com${p}`);
    expect(filled).toContain("**Used in the guides:** [Guide 0](https://docs.example.com/guide-0/), [Guide 1](https://docs.example.com/guide-1/)");
    expect(filled).toContain("[Guide 7](https://docs.example.com/guide-7/) and 2 more.");
    expect(filled).not.toContain("used-in:");
    expect(usedInPages(index, "cli:launchbay logout")).toEqual({ shown: [], more: 0 });
  });
});
