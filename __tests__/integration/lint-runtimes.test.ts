/**
 * The lint rules that keep code where it runs (eslint.config.mjs): browser code cannot import Node's
 * modules or build code, and only *.client.tsx files (and hooks) say "use client". ESLint loads its
 * config as ES modules, so it runs as a process here.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.join(__dirname, "../..");
const bin = path.join(root, "node_modules/eslint/bin/eslint.js");

function messages(filePath: string, code: string): string[] {
  const result = spawnSync(process.execPath, [bin, "--stdin", "--stdin-filename", filePath, "--format", "json"], { cwd: root, input: code, encoding: "utf8" });
  const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string; message: string }[] }[];
  return (report?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe("runtime boundaries", () => {
  it("rejects Node's modules and build code in a client file", () => {
    const found = messages(
      "components/fixture-bad.client.tsx",
      '"use client";\n\nimport fs from "node:fs";\nimport { getContentIndex } from "@/lib/content/pages";\nimport { reuse } from "../lib/reuse";\n\nexport function Bad() {\n  return <p>{String(Boolean(fs && getContentIndex && reuse))}</p>;\n}\n',
    );
    expect(found.filter((m) => m.startsWith("no-restricted-imports"))).toHaveLength(3);
  }, 60_000);

  it("rejects build code reached by a relative path from a hook", () => {
    const found = messages("lib/hooks/use-fixture.ts", 'import { liveContent } from "../content/live";\n\nexport const useFixture = () => liveContent;\n');
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*Build and server code cannot end up in a browser chunk/)]);
  }, 60_000);

  it('rejects "use client" in a file not named *.client.tsx', () => {
    const found = messages("components/fixture-widget.tsx", '"use client";\n\nexport function Widget() {\n  return null;\n}\n');
    expect(found).toEqual([expect.stringContaining('runtimes/use-client-file-name: "use client" belongs in a *.client.tsx file')]);
  }, 60_000);

  it("lets server code use Node's modules and the content API", () => {
    const found = messages(
      "components/layout/fixture-server.tsx",
      'import fs from "node:fs";\nimport { getContentIndex } from "@/lib/content/pages";\n\nexport const size = () => fs && getContentIndex;\n',
    );
    expect(found).toEqual([]);
  }, 60_000);
});
