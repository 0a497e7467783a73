/**
 * The build's content step as a process (`npm run check:content`): what it writes to `.generated/`, what a
 * warm run redoes, and that a reader of `.generated/` refuses output made from other content.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.join(__dirname, "../..");
const fixture = path.join(__dirname, "../fixtures/site");
/** Node with tsx's loader: one process per run (the tsx command starts a second one). */
const tsx = ["--import", "tsx"];

describe("the content step", () => {
  const content = fs.mkdtempSync(path.join(os.tmpdir(), "step-content-"));
  const generated = fs.mkdtempSync(path.join(os.tmpdir(), "step-generated-"));
  fs.cpSync(fixture, content, { recursive: true });
  const env = { ...process.env, CONTENT_ROOT: content, LAUNCHBAY_GENERATED_DIR: generated };
  const run = () => execFileSync(process.execPath, [...tsx, "scripts/check-content.ts"], { cwd: root, env, encoding: "utf8" });
  const readJson = (name: string) => JSON.parse(fs.readFileSync(path.join(generated, name), "utf8"));
  afterAll(() => {
    fs.rmSync(content, { recursive: true, force: true });
    fs.rmSync(generated, { recursive: true, force: true });
  });

  it("writes the index, Markdown copies, search sections and every code block highlighted in both themes", () => {
    const output = run();
    const [, parsed, files, highlighted, blocks] = /\((\d+) of (\d+) files parsed, (\d+) of (\d+) code blocks highlighted[,)]/.exec(output) ?? [];
    expect(parsed).toBe(files);
    expect(highlighted).toBe(blocks);
    expect(Number(blocks)).toBeGreaterThanOrEqual(3);
    expect(readJson("content.json").pages).toHaveLength(8);
    // Each page's own outputs in a file named after its content file.
    const pages = (readJson("content.json").pages as { record: { path: string; relativePath: string } }[]).map(({ record }) => ({
      path: record.path,
      ...(readJson(`pages/${record.relativePath}.json`) as { body: string; html: string; markdown: string }),
    }));
    expect(pages.find((page) => page.path === "/functions/api/")?.markdown).toMatch(/^# Functions API/m);
    expect(readJson("search-sections.json").length).toBeGreaterThan(8);
    expect(
      fs
        .readdirSync(generated)
        .filter((name) => name.endsWith(".json"))
        .sort(),
    ).toEqual(["content.json", "data.json", "manifest.json", "problems.json", "search-sections.json"]);
    expect((fs.readdirSync(path.join(generated, "pages"), { recursive: true }) as string[]).filter((name) => name.endsWith(".json"))).toHaveLength(8);
    expect(readJson("manifest.json")).toMatchObject({ pages: 8, root: content });
    // The data files the routes read besides the pages: the changelog newest first (the fixture has no glossary, limits or banner).
    const data = readJson("data.json") as { changelog: { date: string }[]; glossary: unknown[]; limits: unknown; banner: unknown };
    expect(data.changelog.length).toBeGreaterThan(0);
    expect(data.changelog.map((e) => e.date)).toEqual(
      data.changelog
        .map((e) => e.date)
        .sort()
        .reverse(),
    );
    expect([data.glossary, data.limits, data.banner]).toEqual([[], null, null]);
    // Every page compiled and rendered to HTML once here (the routes insert it), with its code highlighted in both themes in it.
    const articles = Object.fromEntries(pages.map((page) => [page.path, page.html]));
    const html = Object.values(articles).flatMap((article) => article.match(/<pre class="shiki shiki-themes github-light-default github-dark-default"[^>]*><code>/g) ?? []);
    expect(html).toHaveLength(Number(blocks));
    expect(Object.values(articles).some((article) => /<span style="color:#CF222E;--shiki-dark:#FF7B72">(export|import|const)<\/span>/.test(article))).toBe(true);
    expect(Object.keys(articles).sort()).toEqual(
      readJson("content.json")
        .pages.map((p: { record: { path: string } }) => p.record.path)
        .sort(),
    );
    expect(output).toMatch(/, 8 of 8 pages compiled\)/);
    expect(Object.values(articles).some((article) => article.includes('<div class="code-block"><pre class="shiki shiki-themes github-light-default github-dark-default"'))).toBe(true);
  }, 120_000);

  it("redoes nothing on unchanged content, and only the edited file and its new code block after an edit", () => {
    expect(run()).toMatch(/\(0 of \d+ files parsed, 0 of \d+ code blocks highlighted, .*0 of 8 pages compiled\)/);
    const file = path.join(content, "guides/deploy.mdx");
    fs.appendFileSync(file, "\n## Build\n\n```bash\nlaunchbay build --verbose\n```\n");
    expect(run()).toMatch(/\(1 of \d+ files parsed, 1 of \d+ code blocks highlighted, .*1 of 8 pages compiled\)/);
  }, 120_000);

  it("fails naming the file and line, and writes no manifest", () => {
    const file = path.join(content, "guides/deploy.mdx");
    const good = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, good.replace(/^description: .*$/m, "description: [broken"));
    try {
      const result = spawnSync(process.execPath, [...tsx, "scripts/check-content.ts"], { cwd: root, env, encoding: "utf8" });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/content\/guides\/deploy\.mdx:\d+: frontmatter is not valid YAML/);
      // `npm run build` (scripts/build.ts) runs the same step first and stops there: the same message, no `next build`.
      const build = spawnSync(process.execPath, [...tsx, "scripts/build.ts"], { cwd: root, env, encoding: "utf8" });
      expect(build.status).toBe(1);
      expect(build.stderr).toMatch(/content\/guides\/deploy\.mdx:\d+: frontmatter is not valid YAML/);
      expect(build.stdout).not.toContain("Next.js");
    } finally {
      fs.writeFileSync(file, good);
    }
  }, 120_000);

  it("is refused by a reader when the content changed after it was written (next build run alone)", () => {
    run();
    const read = `const { getContentIndex } = require("./lib/content/pages"); console.log(getContentIndex().pages.size);`;
    const ok = spawnSync(process.execPath, [...tsx, "-e", read], { cwd: root, env: { ...env }, encoding: "utf8" });
    expect(ok.stdout.trim()).toBe("8");
    fs.appendFileSync(path.join(content, "get-started.mdx"), "\nAn edit after the content step.\n");
    const stale = spawnSync(process.execPath, [...tsx, "-e", read], { cwd: root, env: { ...env }, encoding: "utf8" });
    expect(stale.status).not.toBe(0);
    expect(stale.stderr).toContain(".generated/ was made from other content or code");
  }, 120_000);

  it("makes a reader in a build (LAUNCHBAY_BUILD_ID) wait for the manifest of that build, never an older one", async () => {
    run();
    const file = path.join(generated, "manifest.json");
    const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    const read = `const { getContentIndex } = require("./lib/content/pages"); console.log(getContentIndex().pages.size);`;
    const buildEnv = { ...env, LAUNCHBAY_BUILD_ID: "build-2" };
    // The folder is whole and made from this content, but by another build: not taken.
    const refused = spawnSync(process.execPath, [...tsx, "-e", read], { cwd: root, env: { ...buildEnv, LAUNCHBAY_BUILD_WAIT_MS: "500" }, encoding: "utf8" });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain("of this build (LAUNCHBAY_BUILD_ID=build-2) was not written within");
    // A reader started before its build's content step has written the folder waits for it (scripts/build.ts).
    const reader = spawn(process.execPath, [...tsx, "-e", read], { cwd: root, env: buildEnv });
    let output = "";
    reader.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => reader.once("exit", resolve));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(reader.exitCode).toBeNull();
    fs.writeFileSync(file, JSON.stringify({ ...manifest, build: "build-2" }));
    expect(await exited).toBe(0);
    expect(output.trim()).toBe("8");
  }, 120_000);

  it("checks the REST API description again when it changes, and reuses its result while it does not", () => {
    const api = path.join(content, "api/openapi.yaml");
    const good = fs.readFileSync(path.join(__dirname, "../fixtures/reference/openapi.yaml"), "utf8");
    const checks = () => (fs.readdirSync(path.join(generated, "reuse/openapi-check"), { recursive: true }) as string[]).filter((f) => f.endsWith(".json")).length;
    fs.mkdirSync(path.dirname(api), { recursive: true });
    fs.writeFileSync(api, good);
    try {
      run();
      const known = checks();
      run();
      expect(checks()).toBe(known);
      fs.writeFileSync(api, good.replace("operationId: createWidget", "operationId: listWidgets"));
      const broken = spawnSync(process.execPath, [...tsx, "scripts/check-content.ts"], { cwd: root, env, encoding: "utf8" });
      expect(broken.status).toBe(1);
      expect(broken.stderr).toContain("listWidgets");
      expect(checks()).toBe(known + 1);
      fs.writeFileSync(api, good);
      expect(() => run()).not.toThrow();
    } finally {
      fs.rmSync(path.dirname(api), { recursive: true, force: true });
    }
  }, 120_000);
});
