import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FLOOR_DIR, withoutScripts, writeFloorPages } from "../../scripts/bench-floor";

const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/><link rel="modulepreload" href="/m.js"/><link rel="preload" href="/f.woff2" as="font"/>
<script>document.documentElement.classList.add("dark")</script><script src="/_next/static/chunks/b.js" async=""></script></head>
<body><h1>Title</h1><SCRIPT type="module">x()</SCRIPT><script>self.__next_f.push([1,"</div>"])</script><p>after</p></body></html>`;

describe("bench floor: the page with every script removed", () => {
  it("removes inline and external scripts and script preloads, and keeps markup, stylesheets and font preloads", () => {
    const floor = withoutScripts(page);
    expect(floor).not.toMatch(/<script/i);
    expect(floor).not.toContain('as="script"');
    expect(floor).not.toContain("modulepreload");
    expect(floor).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(floor).toContain('<link rel="preload" href="/f.woff2" as="font"/>');
    expect(floor).toContain("<h1>Title</h1>");
    expect(floor).toContain("<p>after</p>");
  });

  it("writes one floor copy per template into out/ and removes them again", () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "floor-"));
    try {
      fs.mkdirSync(path.join(out, "docs/a"), { recursive: true });
      fs.writeFileSync(path.join(out, "docs/a/index.html"), page);
      fs.writeFileSync(path.join(out, "404.html"), page);
      const { paths, remove } = writeFloorPages(out, { doc: "/docs/a/", notFound: "/404.html" });
      expect(paths).toEqual({ doc: `/${FLOOR_DIR}/doc/`, notFound: `/${FLOOR_DIR}/notFound/` });
      expect(fs.readFileSync(path.join(out, FLOOR_DIR, "doc/index.html"), "utf8")).toBe(withoutScripts(page));
      remove();
      expect(fs.existsSync(path.join(out, FLOOR_DIR))).toBe(false);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
