/**
 * The lint rules that keep code where it runs (eslint.config.mjs): browser code cannot import Node's
 * modules or build code, and only *.client.tsx files (and hooks) say "use client". ESLint loads its
 * config as ES modules, so it runs as a process here: one for all the cases (ESLint's `lintText`), as a
 * process each costs ~3 s of CPU to load the config.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.join(__dirname, "../..");

/** Each case's file path and code; read by `messages` once all are listed. */
const cases: [filePath: string, code: string][] = [
  [
    "components/fixture-bad.client.tsx",
    '"use client";\n\nimport fs from "node:fs";\nimport { getContentIndex } from "@/lib/content/pages";\nimport { reuse } from "../lib/reuse";\n\nexport function Bad() {\n  return <p>{String(Boolean(fs && getContentIndex && reuse))}</p>;\n}\n',
  ],
  ["lib/hooks/use-fixture.ts", 'import { liveContent } from "../content/live";\n\nexport const useFixture = () => liveContent;\n'],
  ["components/fixture-widget.tsx", '"use client";\n\nexport function Widget() {\n  return null;\n}\n'],
  ["components/layout/fixture-server.tsx", 'import fs from "node:fs";\nimport { getContentIndex } from "@/lib/content/pages";\n\nexport const size = () => fs && getContentIndex;\n'],
];

let linted: Map<string, string[]> | undefined;
/** ESLint's messages for a case's file, as `rule: message`. */
function messages(filePath: string): string[] {
  if (!linted) {
    const script = `import { ESLint } from "eslint";
const eslint = new ESLint({ cwd: process.cwd() });
const cases = JSON.parse(process.argv[1]);
const results = [];
for (const [filePath, code] of cases) results.push([filePath, (await eslint.lintText(code, { filePath }))[0]?.messages ?? []]);
console.log(JSON.stringify(results));`;
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(cases)], { cwd: root, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`eslint failed:\n${result.stderr}`);
    const results = JSON.parse(result.stdout) as [string, { ruleId: string; message: string }[]][];
    linted = new Map(results.map(([file, found]) => [file, found.map((m) => `${m.ruleId}: ${m.message}`)]));
  }
  const found = linted.get(filePath);
  if (!found) throw new Error(`${filePath} is not one of the cases`);
  return found;
}

describe("runtime boundaries", () => {
  it("rejects Node's modules and build code in a client file", () => {
    const found = messages("components/fixture-bad.client.tsx");
    expect(found.filter((m) => m.startsWith("no-restricted-imports"))).toHaveLength(3);
  }, 60_000);

  it("rejects build code reached by a relative path from a hook", () => {
    const found = messages("lib/hooks/use-fixture.ts");
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*Build and server code cannot end up in a browser chunk/)]);
  }, 60_000);

  it('rejects "use client" in a file not named *.client.tsx', () => {
    const found = messages("components/fixture-widget.tsx");
    expect(found).toEqual([expect.stringContaining('runtimes/use-client-file-name: "use client" belongs in a *.client.tsx file')]);
  }, 60_000);

  it("lets server code use Node's modules and the content API", () => {
    const found = messages("components/layout/fixture-server.tsx");
    expect(found).toEqual([]);
  }, 60_000);
});
