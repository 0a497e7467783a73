/**
 * Which doc pages a build copies from its last export instead of rendering them (scripts/steps/page-reuse.ts): what
 * goes into a page's key, which pages are reusable, and the copies both ways. next-build.integration.test.ts has Next
 * export a fixture with pages left out and copied back, the same as rendering them all.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { baseKey, pageKeys, restoreAndKeep, reusablePages } from "../../scripts/steps/page-reuse";
import type { GeneratedOutputs } from "../../lib/content/generated";
import type { ContentIndex, PageEntry } from "../../lib/content/types";

type Outputs = Pick<GeneratedOutputs, "index" | "articles" | "markdown" | "data">;

function outputs(titles: Record<string, string> = { "/a/": "A", "/a/b/": "B" }): Outputs {
  const entries = Object.entries(titles).map(([pagePath, title]) => ({ record: { path: pagePath, title, headers: [] }, body: `${title} body` }) as unknown as PageEntry);
  const index = {
    pages: new Map(entries.map((entry) => [entry.record.path, entry])),
    ordered: entries,
    sidebar: [],
    sidebarOrder: Object.keys(titles),
    home: {},
    usage: {},
  } as unknown as ContentIndex;
  return {
    index,
    articles: new Map(entries.map((entry) => [entry.record.path, `<p>${entry.record.title}</p>`])),
    markdown: Object.fromEntries(entries.map((entry) => [entry.record.path, `# ${entry.record.title}`])),
    data: { changelog: [], glossary: [], limits: null, banner: null },
  };
}

/** The pages whose key differs between two sets of keys. */
const changed = (before: Map<string, string>, after: Map<string, string>) => [...after].filter(([p, key]) => before.get(p) !== key).map(([p]) => p);

describe("pageKeys", () => {
  const before = pageKeys("base", outputs());

  it("is the same for the same inputs", () => {
    expect(pageKeys("base", outputs())).toEqual(before);
    expect(before.size).toBe(2);
  });

  it("changes only the page whose own body, article or Markdown copy changed", () => {
    for (const edit of [
      (o: Outputs) => (((o.index as ContentIndex).pages.get("/a/") as PageEntry).body = "edited"),
      (o: Outputs) => o.articles.set("/a/", "<p>edited</p>"),
      (o: Outputs) => (o.markdown["/a/"] = "edited"),
    ]) {
      const after = outputs();
      edit(after);
      expect(changed(before, pageKeys("base", after))).toEqual(["/a/"]);
    }
  });

  it("changes every page when what pages share changed: a record (the sidebar shows titles), the order, the site data, the compile", () => {
    expect(changed(before, pageKeys("base", outputs({ "/a/": "A", "/a/b/": "B renamed" })))).toEqual(["/a/", "/a/b/"]);
    const reordered = outputs();
    (reordered.index as ContentIndex).sidebarOrder.reverse();
    expect(changed(before, pageKeys("base", reordered))).toEqual(["/a/", "/a/b/"]);
    const banner = outputs();
    banner.data.banner = { id: "b", text: "New" };
    expect(changed(before, pageKeys("base", banner))).toEqual(["/a/", "/a/b/"]);
    expect(changed(before, pageKeys("another compile", outputs()))).toEqual(["/a/", "/a/b/"]);
  });

  it("has no keys without an index", () => {
    expect(pageKeys("base", { ...outputs(), index: undefined }).size).toBe(0);
  });
});

describe("baseKey", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-reuse-base-"));
    fs.mkdirSync(path.join(dir, ".next"));
    fs.mkdirSync(path.join(dir, "public"));
    fs.writeFileSync(path.join(dir, ".next/BUILD_ID"), "build-1");
    fs.writeFileSync(path.join(dir, "public/favicon.svg"), "<svg/>");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("changes with the compile's build id, its key and the files of public/ (the layout reads the favicon as it renders)", () => {
    const key = baseKey(dir, "code");
    expect(baseKey(dir, "code")).toBe(key);
    expect(baseKey(dir, "other code")).not.toBe(key);
    fs.writeFileSync(path.join(dir, "public/favicon.svg"), "<svg></svg>");
    const favicon = baseKey(dir, "code");
    expect(favicon).not.toBe(key);
    fs.writeFileSync(path.join(dir, ".next/BUILD_ID"), "build-2");
    expect(baseKey(dir, "code")).not.toBe(favicon);
  });
});

describe("reusablePages and restoreAndKeep", () => {
  let dir: string;
  let out: string;
  let kept: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  /** A page as Next exports it: its HTML and route payloads, in the folder of its path. */
  const exportPage = (folder: string, text: string) => {
    for (const name of ["index.html", "index.txt", "__next._tree.txt"]) write(path.join(out, folder, name), `${text} ${name}`);
  };
  const read = (file: string) => fs.readFileSync(file, "utf8");

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-reuse-"));
    out = path.join(dir, "out");
    kept = path.join(dir, "kept");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("keeps what Next rendered, reuses only pages with the same key, and copies them back without touching the pages below them", () => {
    exportPage("a", "A1");
    exportPage("a/b", "B1");
    exportPage("", "Home"); // the home page has its own route: never in the keys
    write(path.join(out, "_next/static/chunk.js"), "chunk");
    expect(reusablePages(new Map([["/a/", "ka"]]), kept)).toEqual([]); // nothing kept yet
    expect(
      restoreAndKeep(
        out,
        new Map([
          ["/a/", "ka1"],
          ["/a/b/", "kb1"],
        ]),
        new Set(),
        kept,
      ),
    ).toBe(0);
    expect(read(path.join(kept, "a/b/index.txt"))).toBe("B1 index.txt");
    expect(fs.existsSync(path.join(kept, "index.html"))).toBe(false);
    expect(fs.existsSync(path.join(kept, "_next"))).toBe(false);

    // /a/ changed; Next empties out/ and renders it (and the home page) only.
    fs.rmSync(out, { recursive: true });
    const keys = new Map([
      ["/a/", "ka2"],
      ["/a/b/", "kb1"],
    ]);
    const reused = reusablePages(keys, kept);
    expect(reused).toEqual(["/a/b/"]);
    exportPage("a", "A2");
    exportPage("", "Home");
    expect(restoreAndKeep(out, keys, new Set(reused), kept)).toBe(1);
    expect(fs.readdirSync(path.join(out, "a/b")).sort()).toEqual(["__next._tree.txt", "index.html", "index.txt"]);
    expect(read(path.join(out, "a/b/index.html"))).toBe("B1 index.html");
    expect(read(path.join(out, "a/index.html"))).toBe("A2 index.html");
    // The kept /a/ is now Next's new one, and /a/b/ below it is still there.
    expect(read(path.join(kept, "a/index.html"))).toBe("A2 index.html");
    expect(read(path.join(kept, "a/b/index.html"))).toBe("B1 index.html");
    expect(reusablePages(keys, kept)).toEqual(["/a/", "/a/b/"]);
  });

  it("reuses nothing whose files are gone, and forgets a page neither rendered nor reused", () => {
    const keys = new Map([
      ["/a/", "ka"],
      ["/a/b/", "kb"],
    ]);
    exportPage("a", "A1");
    exportPage("a/b", "B1");
    restoreAndKeep(out, keys, new Set(), kept);
    fs.rmSync(path.join(kept, "a/b/index.html"));
    expect(reusablePages(keys, kept)).toEqual(["/a/"]);
    fs.rmSync(out, { recursive: true });
    exportPage("a", "A1");
    restoreAndKeep(out, keys, new Set(), kept);
    expect(JSON.parse(read(path.join(kept, "keys.json")))).toEqual({ "/a/": "ka" });
  });
});
