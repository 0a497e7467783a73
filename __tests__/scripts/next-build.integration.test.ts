/**
 * `npm run build`'s Next step (scripts/steps/next-build.ts) on a fixture site whose pages come from a data file read
 * at render time, as the site's come from .generated/: a first build compiles; one after the data changed (a page
 * edited, one added, one removed) generates from that compile and exports what a full build would; one after the code
 * changed, or after a stopped build, compiles. Pages whose key is unchanged are copied from the last export instead of
 * rendered (scripts/steps/page-reuse.ts): the export is the same. One compile, four generates and two stopped builds of a tiny site, ~15 s.
 */
import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "../../lib/next-export/files";
import { COMPILE_RECORD, startNextBuild, type NextBuild } from "../../scripts/steps/next-build";
import { restoreAndKeep, reusablePages } from "../../scripts/steps/page-reuse";

const root = path.join(__dirname, "../..");
const fixture = path.join(__dirname, "../fixtures/next-generate");
const dir = path.join(root, "__tests__/fixtures/next-generate-work");
const pagesFile = path.join(dir, "pages.json");
const reusedFile = path.join(dir, "reused.json");
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_GENERATE_FIXTURE_ROOT: root,
  NEXT_GENERATE_FIXTURE_PAGES: pagesFile,
  NEXT_GENERATE_FIXTURE_REUSED: reusedFile,
};

/** Builds the pages (slug → text), leaving out of static generation the page paths `reused` names. */
async function build(pages: Record<string, string>, reused: string[] = []): Promise<NextBuild["mode"]> {
  fs.writeFileSync(pagesFile, JSON.stringify(pages));
  fs.writeFileSync(reusedFile, JSON.stringify(reused));
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
const out = path.join(dir, "out");
const kept = path.join(dir, ".next/launchbay-pages");
/** Every file of the export and its text. */
const exportedFiles = () => Object.fromEntries(filesUnder(out).map((file) => [file, fs.readFileSync(path.join(out, file), "utf8")]));
/** Page keys as the build makes them, here the page's text (page-reuse.test.ts holds what goes into the real ones). */
const keysOf = (pages: Record<string, string>) => new Map(Object.entries(pages).map(([slug, text]) => [`/${slug}/`, text]));

beforeAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(fixture, dir, { recursive: true });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Starts a build, returns the mode it chose and stops it at once. */
async function startAndStop(): Promise<NextBuild["mode"]> {
  const next = startNextBuild({ dir, env, stdio: "ignore" });
  process.kill(-(next.child.pid as number), "SIGTERM");
  await expect(next.done).rejects.toThrow("next build failed");
  return next.mode;
}

it("compiles first, generates while only the data changed, compiles when the code changed or the last build was stopped", async () => {
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

  // One page changed: the other is copied from the last export, and the export is what rendering both gives.
  expect(restoreAndKeep(out, keysOf({ alpha: "Alpha two", gamma: "Gamma one" }), new Set(), kept)).toBe(0);
  const third = { alpha: "Alpha three", gamma: "Gamma one" };
  const reused = reusablePages(keysOf(third), kept);
  expect(reused).toEqual(["/gamma/"]);
  expect(await build(third, reused)).toBe("generate");
  expect(exported("gamma")).toBe(false);
  expect(restoreAndKeep(out, keysOf(third), new Set(reused), kept)).toBe(1);
  expect(read("gamma/index.html")).toContain("Gamma one");
  const incremental = exportedFiles();
  expect(await build(third)).toBe("generate");
  expect(exportedFiles()).toEqual(incremental);
  // Every page reused: Next's export fails on a route without a page, so the route renders one anyway, and keeps Next's.
  expect(await build(third, ["/alpha/", "/gamma/"])).toBe("generate");
  expect(restoreAndKeep(out, keysOf(third), new Set(["/alpha/", "/gamma/"]), kept)).toBe(1);
  expect(exportedFiles()).toEqual(incremental);

  // The code changed: the next build compiles (the unit test holds each kind of input to the key). It is stopped.
  const marker = path.join(dir, "app/marker.js");
  const code = fs.readFileSync(marker, "utf8");
  fs.writeFileSync(marker, 'export const CODE_MARK = "code two";\n');
  expect(await startAndStop()).toBe("compile");
  // The code is back as compiled, but the stopped build took the record of that compile with it: compile again.
  fs.writeFileSync(marker, code);
  expect(fs.existsSync(path.join(dir, COMPILE_RECORD))).toBe(false);
  expect(await startAndStop()).toBe("compile");
}, 180_000);
