/**
 * Diagrams of the content: every ```mermaid block of every page, drawn once per distinct source by the
 * content step (`drawDiagrams`) and reused between builds under a key of the source and the code that
 * draws it (lib/reuse.ts). Pages read the SVG by the same key (`getDiagramSvg`); a page rendered
 * before the content step drew its diagram (an edit under `next dev`) draws it on the spot.
 */
import fs from "node:fs";
import path from "node:path";
import { codeKey, hashOf, readReused, reuse, storeReused } from "../reuse";
import type { ContentIndex } from "../content/types";
import { renderDiagrams, renderDiagramSync, rendererFile, workerFile } from "./render";

export { DIAGRAM_LANG } from "../content/languages";
const NAMESPACE = "diagrams";

function packageVersion(name: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), "node_modules", name, "package.json"), "utf8")) as { version: string };
  return `${name}@${manifest.version}`;
}

let rendererKey: string | undefined;
/** What every diagram's SVG depends on besides its source: this code (module graph) and the renderers' versions. */
const rendererVersion = (): string => (rendererKey ??= hashOf(codeKey(rendererFile(), workerFile()), packageVersion("mermaid"), packageVersion("beautiful-mermaid")));

/** The reuse key of one diagram's SVG. */
export const diagramKey = (source: string) => hashOf(source, rendererVersion());
/** The element-id prefix of a diagram's SVG (its title and desc are referenced by id). */
const diagramId = (key: string) => `diagram-${key.slice(0, 8)}`;

/** One diagram of a page: its source and where its fence is. */
export interface DiagramBlock {
  source: string;
  file: string;
  /** Line of the opening fence in the file. */
  line: number;
}

/** Every diagram of the content, in page order (from the pages' facts: no syntax tree is parsed again). */
export function collectDiagrams(index: ContentIndex): DiagramBlock[] {
  return [...index.pages.values()].flatMap((entry) =>
    entry.analysis.codeBlocks.flatMap(({ source, line }) => (source === undefined ? [] : [{ source, file: `content/${entry.record.relativePath}`, line: line + entry.bodyLine - 1 }])),
  );
}

/** Draws the diagrams not drawn by an earlier build (one renderer process for all); returns counts and problems. */
export async function drawDiagrams(blocks: DiagramBlock[]): Promise<{ diagrams: number; drawn: number; problems: string[] }> {
  const missing = new Map<string, DiagramBlock[]>();
  for (const block of blocks) {
    const key = diagramKey(block.source);
    if (readReused<string>(NAMESPACE, key) !== undefined) continue;
    missing.set(key, [...(missing.get(key) ?? []), block]);
  }
  const keys = [...missing.keys()];
  const results = await renderDiagrams(keys.map((key) => ({ source: (missing.get(key) as DiagramBlock[])[0]?.source ?? "", id: diagramId(key) })));
  // Each problem as the content checks print it: file, line of the error, reason.
  const problems: string[] = [];
  results.forEach((result, i) => {
    const key = keys[i] as string;
    if (typeof result === "string") storeReused(NAMESPACE, key, result);
    else for (const block of missing.get(key) ?? []) problems.push(`${block.file}:${block.line + (result.line ?? 0)}: diagram: ${result.message}`);
  });
  return { diagrams: blocks.length, drawn: results.filter((r) => typeof r === "string").length, problems };
}

/** The SVG of a diagram, as drawn by the content step (or drawn now). Throws a DiagramError. */
export function getDiagramSvg(source: string): string {
  const key = diagramKey(source);
  return reuse(NAMESPACE, key, () => renderDiagramSync(source, diagramId(key)));
}
