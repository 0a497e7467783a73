import { drawDiagrams, getDiagramSvg } from "@/lib/diagrams";
import { DiagramError, renderDiagrams } from "@/lib/diagrams/render";
import { finishSvg } from "@/lib/diagrams/svg";
import { splitSource } from "@/lib/diagrams/text";
import { useTemporaryGeneratedDir } from "../../generated-dir";

jest.setTimeout(120_000);

const GOOD = `flowchart LR
  accTitle: Cache <lookup> & "miss"
  accDescr: A request checks the edge cache; a miss runs the function.
  request([Request]) --> cache{Edge cache}
  cache -->|hit| response([Response])
  cache -->|miss| fn[Function]
  fn --> response`;

/** Line 5 of the source has an unclosed bracket. */
const BAD = `flowchart TD
  accTitle: Broken
  accDescr: A diagram with a syntax error.
  a[Start] --> b
  b[unclosed --> c`;

describe("diagram renderer", () => {
  useTemporaryGeneratedDir("diagrams-", { shared: true });

  it("draws an accessible, theme-neutral SVG and fails a bad diagram with its line, in one run", async () => {
    const [svg, error, untitled] = await renderDiagrams([
      { source: GOOD, id: "d1" },
      { source: BAD, id: "d2" },
      { source: "flowchart LR\n  a --> b", id: "d3" },
    ]);
    if (typeof svg !== "string") throw svg;
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-labelledby="d1-title d1-desc"/);
    expect(svg).toContain('<title id="d1-title">Cache &lt;lookup&gt; &amp; &quot;miss&quot;</title>');
    expect(svg).toContain('<desc id="d1-desc">A request checks the edge cache; a miss runs the function.</desc>');
    for (const label of ["Request", "Edge cache", "Response", "Function", "hit", "miss"]) expect(svg).toContain(`>${label}</text>`);
    // Colours come from CSS variables only, so one SVG serves both themes; nothing the CSP or a theme would fight.
    expect(svg).not.toMatch(/<style|\sstyle="|#[0-9a-f]{3,6}\b|foreignObject|<script/i);
    expect(svg).toMatch(/fill="var\(--_node-fill\)"/);
    // Ids are prefixed per diagram, and every reference points at one.
    const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.every((id) => id?.startsWith("d1-"))).toBe(true);
    for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref[1]);

    expect(error).toBeInstanceOf(DiagramError);
    expect((error as DiagramError).message).toMatch(/^Mermaid syntax error: /);
    expect((error as DiagramError).line).toBe(5);
    expect(untitled).toEqual(new DiagramError("diagram without `accTitle: …` (its accessible name, read by screen readers)", 1));
  });

  it("names the file and line of a broken diagram, and reuses drawn ones by source", async () => {
    const first = await drawDiagrams([
      { source: GOOD, file: "content/a.mdx", line: 10 },
      { source: BAD, file: "content/b.mdx", line: 20 },
    ]);
    expect(first.drawn).toBe(1);
    expect(first.problems).toEqual([expect.stringMatching(/^content\/b\.mdx:25: diagram: Mermaid syntax error: /)]);
    const again = await drawDiagrams([{ source: GOOD, file: "content/c.mdx", line: 3 }]);
    expect(again).toEqual({ diagrams: 1, drawn: 0, problems: [] });
    expect(getDiagramSvg(GOOD)).toMatch(/^<svg [^>]*role="img"/);
  });
});

describe("diagram text and SVG finishing", () => {
  it("reads accTitle, accDescr and accDescr blocks out of the source", () => {
    expect(splitSource("graph LR\n  accTitle: T\n  accDescr {\n    one\n    two }\n  a --> b")).toEqual({ title: "T", description: "one two", drawing: "graph LR\n  a --> b" });
  });

  it("keeps the viewBox, drops styles and data attributes, prefixes ids", () => {
    const raw =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100.123 50" width="100.123" height="50" style="--bg:#fff">\n<style>text{fill:red}</style>\n<defs><marker id="arrow"/></defs>\n<line data-from="a" x1="1.23456" marker-end="url(#arrow)"/>\n</svg>';
    expect(finishSvg(raw, { title: "T", description: "D" }, "x")).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100.1 50" width="101" height="50" role="img" aria-labelledby="x-title x-desc" class="diagram-svg"><title id="x-title">T</title><desc id="x-desc">D</desc><defs><marker id="x-arrow"/></defs><line x1="1.2" marker-end="url(#x-arrow)"/></svg>',
    );
    expect(() => finishSvg("<p>no</p>", { title: "T", description: "D" }, "x")).toThrow(/no <svg>/);
  });
});
