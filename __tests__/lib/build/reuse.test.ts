import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { codeKey, hashOf, moduleGraph, reuse, reuseBytes } from "@/lib/build/reuse";

describe("reuse", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "reuse-"));
    process.env.LAUNCHBAY_GENERATED_DIR = dir;
  });
  afterEach(() => {
    delete process.env.LAUNCHBAY_GENERATED_DIR;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("builds once per key and reuses the stored result", () => {
    const build = jest.fn(() => ({ n: 1 }));
    expect(reuse("test", hashOf("a"), build)).toEqual({ n: 1 });
    expect(reuse("test", hashOf("a"), build)).toEqual({ n: 1 });
    expect(build).toHaveBeenCalledTimes(1);
    expect(reuse("test", hashOf("b"), () => ({ n: 2 }))).toEqual({ n: 2 });
  });

  it("stores bytes", async () => {
    const bytes = await reuseBytes("img", hashOf("x"), () => Buffer.from([1, 2, 3]));
    expect([...(await reuseBytes("img", hashOf("x"), () => Buffer.from([9])))]).toEqual([...bytes]);
  });

  it("rejects a namespace that is not a plain name", () => {
    expect(() => reuse("../up", "k", () => 1)).toThrow(/namespace/);
  });
});

describe("codeKey", () => {
  it("follows the module graph: a change in an imported module changes the key", () => {
    const root = fs.mkdtempSync(path.join(process.cwd(), ".tmp-codekey-"));
    try {
      fs.writeFileSync(path.join(root, "a.ts"), 'import { b } from "./b";\nexport const a = b;\n');
      fs.writeFileSync(path.join(root, "b.ts"), 'import matter from "gray-matter";\nexport const b = 1;\n');
      const graph = moduleGraph([path.join(root, "a.ts")]);
      expect(graph.files.map((f) => path.basename(f))).toEqual(["a.ts", "b.ts"]);
      expect(Object.keys(graph.packages)).toEqual(["gray-matter"]);
      const before = codeKey(path.join(root, "a.ts"));
      fs.writeFileSync(path.join(root, "b.ts"), "export const b = 2;\n");
      // codeKey is memoised per process; a fresh graph sees the change
      const after = moduleGraph([path.join(root, "a.ts")]);
      expect(after.packages).toEqual({});
      expect(before).toMatch(/^[0-9a-f]{20}$/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
