/**
 * V8's compile hint in the chunks a page boots (lib/next-export/compile-hints.ts): the first line, once, in exactly the
 * files given.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { COMPILE_HINT, hintChunks, withCompileHint } from "@/lib/next-export";

describe("withCompileHint", () => {
  it("puts V8's magic comment first, on a line of its own, once", () => {
    const js = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["x",{1:e=>{e.v=1}}]);';
    const hinted = withCompileHint(js);
    expect(hinted.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(hinted.slice(COMPILE_HINT.length)).toBe(js);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it("is a comment: the chunk runs the same with it", () => {
    const js = "globalThis.__hintProbe = [1, 2, 3].map((n) => n * 2).join();";
    // What the browser does with the file: run it as a script.
    new Function(withCompileHint(js))();
    expect((globalThis as { __hintProbe?: string }).__hintProbe).toBe("2,4,6");
  });
});

describe("hintChunks", () => {
  let out: string;
  const chunk = (name: string) => path.join(out, "_next/static/chunks", name);
  beforeEach(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
    fs.mkdirSync(path.join(out, "_next/static/chunks"), { recursive: true });
    for (const name of ["a.js", "b.js", "lazy.js", "with space.js"]) fs.writeFileSync(chunk(name), `self.${name.replace(/\W/g, "")}=1;`);
  });
  afterEach(() => fs.rmSync(out, { recursive: true, force: true }));

  it("marks the chunks it is given and no other, and leaves no temporary file", () => {
    const done = new Set<string>();
    expect(hintChunks(out, ["/_next/static/chunks/a.js", "/_next/static/chunks/with%20space.js"], done)).toBe(2);
    expect(fs.readFileSync(chunk("a.js"), "utf8")).toBe(`${COMPILE_HINT}self.ajs=1;`);
    expect(fs.readFileSync(chunk("with space.js"), "utf8")).toBe(`${COMPILE_HINT}self.withspacejs=1;`);
    expect(fs.readFileSync(chunk("b.js"), "utf8")).toBe("self.bjs=1;");
    expect(fs.readFileSync(chunk("lazy.js"), "utf8")).toBe("self.lazyjs=1;");
    expect(fs.readdirSync(path.join(out, "_next/static/chunks")).sort()).toEqual(["a.js", "b.js", "lazy.js", "with space.js"]);
  });

  it("reads a chunk once per thread, and never marks a file twice (another thread, another run)", () => {
    const done = new Set<string>();
    expect(hintChunks(out, ["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"], done)).toBe(2);
    expect(hintChunks(out, ["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"], done)).toBe(0);
    // Another thread (its own set) finds the files marked already.
    expect(hintChunks(out, ["/_next/static/chunks/b.js"], new Set())).toBe(0);
    expect(fs.readFileSync(chunk("b.js"), "utf8")).toBe(`${COMPILE_HINT}self.bjs=1;`);
  });

  it("names the file when a page boots a chunk the export lacks", () => {
    expect(() => hintChunks(out, ["/_next/static/chunks/missing.js"], new Set())).toThrow(/missing\.js/);
  });
});
