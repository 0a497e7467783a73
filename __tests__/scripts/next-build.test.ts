/**
 * What decides whether `npm run build` compiles (scripts/steps/next-build.ts compileKey): every input of Next's
 * compile changes the key, the content and what the content step writes do not.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { compileKey } from "../../scripts/steps/next-build";

let dir: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
const env: NodeJS.ProcessEnv = { NODE_ENV: "production", NEXT_PUBLIC_API_ORIGIN: "https://api.example.com", LAUNCHBAY_BUILD_ID: "build-1" };

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-key-"));
  write("next.config.mjs", "export default { output: 'export' };\n");
  write("app/page.tsx", 'import { label } from "../shared/label";\nexport default () => label;\n');
  write("app/fonts/face.woff2", "font bytes");
  write("shared/label.ts", 'export const label = "Home";\n');
  write("components/card.tsx", "export const Card = () => null;\n");
  write("lib/site.ts", "export const site = {};\n");
  write("package-lock.json", '{"lockfileVersion":3}\n');
  write("content/page.mdx", "# A page\n");
  write(".generated/manifest.json", '{"build":"build-1"}\n');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("compileKey", () => {
  it("is the same for the same code, whatever the content, the content step's output, the build id or Next's telemetry setting", () => {
    const before = compileKey(dir, env);
    write("content/page.mdx", "# A page, edited\n");
    write("content/new.mdx", "# A new page\n");
    write(".generated/manifest.json", '{"build":"build-2"}\n');
    expect(compileKey(dir, { ...env, LAUNCHBAY_BUILD_ID: "build-2", HOME: "/elsewhere", NEXT_TELEMETRY_DISABLED: "1" })).toBe(before);
  });

  it.each([
    ["a route", "app/page.tsx", 'import { label } from "../shared/label";\nexport default () => label + "!";\n'],
    ["a file of the app folder no module imports (a font)", "app/fonts/face.woff2", "other font bytes"],
    ["a component", "components/card.tsx", "export const Card = () => 'card';\n"],
    ["a new file in lib/", "lib/new.ts", "export const x = 1;\n"],
    ["a module a route imports from outside the code folders", "shared/label.ts", 'export const label = "Start";\n'],
    ["the Next config", "next.config.mjs", "export default { output: 'export', trailingSlash: true };\n"],
    ["the lockfile", "package-lock.json", '{"lockfileVersion":3,"packages":{}}\n'],
    ["an env file", ".env.production", "NEXT_PUBLIC_ASK_API_URL=https://ask.example.com\n"],
  ])("changes with %s", (_what, file, text) => {
    const before = compileKey(dir, env);
    write(file, text);
    expect(compileKey(dir, env)).not.toBe(before);
  });

  it("changes with the environment Next inlines into the bundles or reads: NEXT_PUBLIC_*, NODE_ENV, NEXT_*", () => {
    const before = compileKey(dir, env);
    expect(compileKey(dir, { ...env, NEXT_PUBLIC_API_ORIGIN: "https://api.other.example" })).not.toBe(before);
    expect(compileKey(dir, { ...env, NEXT_PUBLIC_FEEDBACK_URL: "https://feedback.example.com" })).not.toBe(before);
    expect(compileKey(dir, { ...env, NODE_ENV: "development" })).not.toBe(before);
    expect(compileKey(dir, { ...env, NEXT_DEPLOYMENT_ID: "d-2" })).not.toBe(before);
  });
});
