import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { computeCodeKey, devDirs, generatedDir, hashOf, moduleGraph, replaceFile, reuse, reuseBytes, reuseDir, storedBytes } from "@/lib/reuse";
import { useTemporaryGeneratedDir } from "../generated-dir";

describe("reuse", () => {
  useTemporaryGeneratedDir("reuse-");

  it("builds once per key and reuses the stored result", () => {
    const build = jest.fn(() => ({ n: 1 }));
    expect(reuse("test", hashOf("a"), build)).toEqual({ n: 1 });
    expect(reuse("test", hashOf("a"), build)).toEqual({ n: 1 });
    expect(build).toHaveBeenCalledTimes(1);
    expect(reuse("test", hashOf("b"), () => ({ n: 2 }))).toEqual({ n: 2 });
  });

  it("stores bytes", async () => {
    const first = await reuseBytes("img", hashOf("x"), () => Buffer.from([1, 2, 3]));
    const again = await reuseBytes("img", hashOf("x"), () => Buffer.from([9]));
    expect([...again]).toEqual([...first]);
  });

  it("reads stored bytes without building them (the dev route's semantic data)", async () => {
    expect(storedBytes("img", hashOf("y"))).toBeUndefined();
    await reuseBytes("img", hashOf("y"), () => Buffer.from([4, 5]));
    expect([...(storedBytes("img", hashOf("y")) ?? [])]).toEqual([4, 5]);
  });

  it("rejects a namespace that is not a plain name", () => {
    expect(() => reuse("../up", "k", () => 1)).toThrow(/namespace/);
  });

  it("hashes strings, buffers and values distinctly and stably", () => {
    expect(hashOf("a", 1)).toBe(hashOf("a", 1));
    expect(hashOf("a", 1)).not.toBe(hashOf("a", 2));
    expect(hashOf(Buffer.from("ab"))).toBe(hashOf("ab"));
    expect(hashOf("a", "b")).not.toBe(hashOf("ab"));
  });
});

describe("replaceFile", () => {
  it("puts a new file in place of the old one (a hard link to the old keeps its bytes), and leaves nothing behind when it cannot", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "replace-file-"));
    try {
      const file = path.join(dir, "page.html");
      fs.writeFileSync(file, "old");
      fs.linkSync(file, path.join(dir, "kept.html"));
      replaceFile(file, "new");
      expect(fs.readFileSync(file, "utf8")).toBe("new");
      expect(fs.readFileSync(path.join(dir, "kept.html"), "utf8")).toBe("old");
      // A folder in the file's place: the rename fails, the error is thrown, and no temporary file is left.
      const taken = path.join(dir, "taken");
      fs.mkdirSync(path.join(taken, "inside"), { recursive: true });
      expect(() => replaceFile(taken, "text")).toThrow();
      expect(fs.readdirSync(dir).sort()).toEqual(["kept.html", "page.html", "taken"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("npm run dev's folders beside the build's", () => {
  afterEach(() => {
    delete process.env.LAUNCHBAY_GENERATED_DIR;
    delete process.env.LAUNCHBAY_REUSE_DIR;
  });

  it("writes its outputs to .generated/dev/ and keeps the build's reuse store", () => {
    const dirs = devDirs({}, "/project");
    expect(dirs).toEqual({ LAUNCHBAY_GENERATED_DIR: path.join("/project", ".generated", "dev"), LAUNCHBAY_REUSE_DIR: path.join("/project", ".generated", "reuse") });
    Object.assign(process.env, dirs);
    expect(generatedDir()).toBe(path.resolve("/project/.generated/dev"));
    expect(reuseDir()).toBe(path.resolve("/project/.generated/reuse"));
    // The build (no variables set) writes to .generated/ itself and uses the same store.
    delete process.env.LAUNCHBAY_GENERATED_DIR;
    delete process.env.LAUNCHBAY_REUSE_DIR;
    const dev = devDirs({}, process.cwd());
    expect(generatedDir()).toBe(path.join(process.cwd(), ".generated"));
    expect(dev.LAUNCHBAY_GENERATED_DIR).toBe(path.join(generatedDir(), "dev"));
    expect(dev.LAUNCHBAY_REUSE_DIR).toBe(reuseDir());
  });

  it("keeps a folder given explicitly (the dev test's own), with its store inside it unless one is given", () => {
    expect(devDirs({ LAUNCHBAY_GENERATED_DIR: "/tmp/dev-x" }, "/project")).toEqual({ LAUNCHBAY_GENERATED_DIR: "/tmp/dev-x", LAUNCHBAY_REUSE_DIR: undefined });
    process.env.LAUNCHBAY_GENERATED_DIR = "/tmp/dev-x";
    expect(reuseDir()).toBe(path.resolve("/tmp/dev-x/reuse"));
    expect(devDirs({ LAUNCHBAY_REUSE_DIR: "/tmp/store" }, "/project").LAUNCHBAY_REUSE_DIR).toBe("/tmp/store");
  });

  it("stores into LAUNCHBAY_REUSE_DIR when it is set", () => {
    const store = fs.mkdtempSync(path.join(os.tmpdir(), "reuse-store-"));
    const generated = fs.mkdtempSync(path.join(os.tmpdir(), "reuse-generated-"));
    try {
      Object.assign(process.env, { LAUNCHBAY_GENERATED_DIR: generated, LAUNCHBAY_REUSE_DIR: store });
      reuse("test", hashOf("shared"), () => ({ n: 1 }));
      expect(fs.readdirSync(store)).toEqual(["test"]);
      expect(fs.readdirSync(generated)).toEqual([]);
    } finally {
      fs.rmSync(store, { recursive: true, force: true });
      fs.rmSync(generated, { recursive: true, force: true });
    }
  });
});

describe("codeKey follows the module graph", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "codekey-"));
    fs.mkdirSync(path.join(root, "lib"));
    fs.mkdirSync(path.join(root, "node_modules/some-pkg"), { recursive: true });
    fs.writeFileSync(path.join(root, "node_modules/some-pkg/package.json"), JSON.stringify({ version: "1.0.0" }));
    fs.writeFileSync(path.join(root, "lib/a.ts"), 'import { b } from "./b";\nimport { c } from "@/lib/c";\nexport const a = b + c;\n');
    fs.writeFileSync(path.join(root, "lib/b.ts"), 'import x from "some-pkg/sub";\nexport const b = 1;\n');
    fs.writeFileSync(path.join(root, "lib/c.ts"), "export const c = 2;\n");
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("lists the modules a module imports, transitively, and the packages with their versions", () => {
    const graph = moduleGraph([path.join(root, "lib/a.ts")], root);
    expect(graph.files.map((f) => path.relative(root, f))).toEqual(["lib/a.ts", "lib/b.ts", "lib/c.ts"]);
    expect(graph.packages).toEqual({ "some-pkg": "1.0.0" });
  });

  it("changes when an imported module changes, or a package version", () => {
    const entry = [path.join(root, "lib/a.ts")];
    const before = computeCodeKey(entry, root);
    expect(computeCodeKey(entry, root)).toBe(before);
    fs.writeFileSync(path.join(root, "lib/c.ts"), "export const c = 3;\n");
    const afterEdit = computeCodeKey(entry, root);
    expect(afterEdit).not.toBe(before);
    fs.writeFileSync(path.join(root, "node_modules/some-pkg/package.json"), JSON.stringify({ version: "1.0.1" }));
    expect(computeCodeKey(entry, root)).not.toBe(afterEdit);
  });

  it("covers what the content step's outputs are made from (site origin, Markdown copies, search sections, checks)", () => {
    const graph = moduleGraph([path.join(process.cwd(), "lib/content/store.ts")]).files.map((f) => path.relative(process.cwd(), f));
    expect(graph).toEqual(expect.arrayContaining(["lib/site.ts", "lib/agents/markdown.ts", "lib/search/sections.ts", "lib/content/checks.ts", "lib/content/build.ts", "lib/content/schema.ts"]));
  });
});
