/**
 * `npm run build`'s Next step (scripts/steps/next-build.ts) on a fixture site whose pages come from a data file read
 * at render time, as the site's come from .generated/: a first build compiles; one after the data changed (a page
 * edited, one added, one removed) generates from that compile and exports what a full build would; one after the code
 * changed compiles again. Three `next build` runs of a tiny site, ~15 s.
 */
import fs from "node:fs";
import path from "node:path";
import { COMPILE_RECORD, startNextBuild, type NextBuild } from "../../scripts/steps/next-build";

const root = path.join(__dirname, "../..");
const fixture = path.join(__dirname, "../fixtures/next-generate");
const dir = path.join(root, "__tests__/fixtures/next-generate-work");
const pagesFile = path.join(dir, "pages.json");
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", NEXT_GENERATE_FIXTURE_ROOT: root, NEXT_GENERATE_FIXTURE_PAGES: pagesFile };

async function build(pages: Record<string, string>): Promise<NextBuild["mode"]> {
  fs.writeFileSync(pagesFile, JSON.stringify(pages));
  const next = startNextBuild({ dir, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  for (const stream of [next.child.stdout, next.child.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await next.done.catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });
  return next.mode;
}

const read = (file: string) => fs.readFileSync(path.join(dir, "out", file), "utf8");
const exported = (slug: string) => fs.existsSync(path.join(dir, "out", slug, "index.html"));
const chunks = () => fs.readdirSync(path.join(dir, "out/_next/static/chunks")).sort();

beforeAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(fixture, dir, { recursive: true });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it("compiles first, generates while only the data changed, and compiles again when the code changed", async () => {
  expect(await build({ alpha: "Alpha one", beta: "Beta one" })).toBe("compile");
  expect(read("alpha/index.html")).toContain("Alpha one");
  expect(read("index.html")).toContain('href="/beta/"');
  const compiledChunks = chunks();

  // The data changed: no compile, and the export is the new data's, pages added and removed included.
  expect(await build({ alpha: "Alpha two", gamma: "Gamma one" })).toBe("generate");
  expect(read("alpha/index.html")).toContain("Alpha two");
  expect(read("gamma/index.html")).toContain("Gamma one");
  expect(read("gamma/index.txt")).toContain("Gamma one");
  expect(exported("beta")).toBe(false);
  expect(read("index.html")).toContain('href="/gamma/"');
  expect(read("index.html")).not.toContain('href="/beta/"');
  expect(chunks()).toEqual(compiledChunks);

  // The code changed: compiled again, and the export shows it.
  fs.writeFileSync(path.join(dir, "app/marker.js"), 'export const CODE_MARK = "code two";\n');
  expect(await build({ alpha: "Alpha two", gamma: "Gamma one" })).toBe("compile");
  expect(read("alpha/index.html")).toContain("code two");
}, 180_000);

it("compiles after a build that failed or was stopped: its compile is no longer recorded", async () => {
  // The code is as the last build compiled it: this one would only generate, but it is stopped.
  const stopped = startNextBuild({ dir, env, stdio: "ignore" });
  expect(stopped.mode).toBe("generate");
  process.kill(-(stopped.child.pid as number), "SIGTERM");
  await expect(stopped.done).rejects.toThrow("next build failed");
  expect(fs.existsSync(path.join(dir, COMPILE_RECORD))).toBe(false);
  const next = startNextBuild({ dir, env, stdio: "ignore" });
  expect(next.mode).toBe("compile");
  process.kill(-(next.child.pid as number), "SIGTERM");
  await next.done.catch(() => undefined);
}, 180_000);
