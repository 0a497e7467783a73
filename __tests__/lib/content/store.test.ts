/**
 * The per-file content store: what a warm build reuses, and the stale cases a fingerprint-keyed cache
 * missed (issue #20): each input a result depends on is in its key, and the checks across pages always run.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadContent, markdownOf, sectionsOf } from "@/lib/content/store";

const fixture = path.join(__dirname, "../../fixtures/site");

describe("loadContent", () => {
  let root: string;
  let publicDir: string;
  let generated: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "store-content-"));
    fs.cpSync(fixture, root, { recursive: true });
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "store-public-"));
    generated = fs.mkdtempSync(path.join(os.tmpdir(), "store-generated-"));
    process.env.LAUNCHBAY_GENERATED_DIR = generated;
  });
  afterEach(() => {
    delete process.env.LAUNCHBAY_GENERATED_DIR;
    for (const dir of [root, publicDir, generated]) fs.rmSync(dir, { recursive: true, force: true });
  });
  const edit = (file: string, change: (text: string) => string) => fs.writeFileSync(path.join(root, file), change(fs.readFileSync(path.join(root, file), "utf8")));

  it("parses every file once, then reuses each file's work until its bytes change", () => {
    const cold = loadContent({ root, publicDir });
    expect(cold.problems).toEqual([]);
    expect(cold.made).toBe(cold.artifacts.size);
    expect(loadContent({ root, publicDir }).made).toBe(0);
    edit("functions/api.mdx", (text) => text.replace("## Context", "## Request context"));
    const warm = loadContent({ root, publicDir });
    expect(warm.made).toBe(1);
    expect(warm.index?.pages.get("/functions/api/")?.record.headers[0]?.title).toBe("Request context");
    expect(markdownOf(warm)["/functions/api/"]).toContain("## Request context");
    expect(sectionsOf(warm).some((s) => s.headings[0] === "Request context")).toBe(true);
  });

  it("reuses the artifacts of an earlier load in the same process (the dev server) without reading the store", () => {
    const first = loadContent({ root, publicDir });
    fs.rmSync(path.join(generated, "reuse"), { recursive: true, force: true });
    edit("get-started.mdx", (text) => `${text}\nOne more line.\n`);
    const next = loadContent({ root, publicDir, previous: first });
    expect(next.made).toBe(1);
    expect(loadContent({ root, publicDir, previous: next })).toMatchObject({ made: 0, inputs: next.inputs });
  });

  it("runs the checks across pages on a warm load: a static file deleted since is reported (a cache missed it)", () => {
    fs.writeFileSync(path.join(publicDir, "diagram.svg"), "<svg/>");
    edit("guides/deploy.mdx", (text) => `${text}\nSee [the diagram](/diagram.svg).\n`);
    expect(loadContent({ root, publicDir }).problems).toEqual([]);
    fs.rmSync(path.join(publicDir, "diagram.svg"));
    const warm = loadContent({ root, publicDir });
    expect(warm.made).toBe(0);
    expect(warm.problems).toEqual([expect.stringMatching(/^content\/guides\/deploy\.mdx:\d+: link to \/diagram\.svg: no such page$/)]);
  });

  it("makes every page again when a shared data file changes (components and checks may read it), not when the sidebar does", () => {
    loadContent({ root, publicDir });
    fs.writeFileSync(path.join(root, "limits.yaml"), "functions: {}\n");
    const afterData = loadContent({ root, publicDir });
    expect(afterData.made).toBe(afterData.artifacts.size);
    edit("sidebar.yaml", (text) => `# a comment\n${text}`);
    const afterSidebar = loadContent({ root, publicDir });
    expect(afterSidebar.made).toBe(0);
    expect(afterSidebar.inputs).not.toBe(afterData.inputs);
  });

  it("serves the pages that load under `next dev` and names the problems of the one that does not", () => {
    edit("functions/api.mdx", (text) => text.replace(/^title: .*$/m, "title: [broken"));
    const state = loadContent({ root, publicDir });
    expect(state.index?.pages.has("/functions/overview/")).toBe(true);
    expect(state.index?.pages.has("/functions/api/")).toBe(false);
    expect(state.problemsByPath.get("/functions/api/")).toEqual([expect.stringMatching(/^content\/functions\/api\.mdx:\d+: frontmatter is not valid YAML/)]);
  });
});
