/**
 * Mermaid diagrams to static, accessible SVG at build time, without a browser: the source's
 * `accTitle:`/`accDescr:` become the SVG's <title> and <desc>, render-worker.mjs validates (Mermaid's
 * grammar) and draws (beautiful-mermaid), and svg.ts makes the result theme-neutral and unique per page.
 */
import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { finishSvg, type DiagramText } from "./svg";
import { splitSource } from "./text";

/** A diagram that cannot be drawn; `line` is 1-based within the diagram's source, when known. */
export class DiagramError extends Error {
  constructor(
    message: string,
    public readonly line?: number,
  ) {
    super(message);
    this.name = "DiagramError";
  }
}

/** The worker that validates and draws (a plain Node ES module; part of the diagrams' code key). */
export const workerFile = () => path.join(process.cwd(), "lib/diagrams/render-worker.mjs");
/** This module (the other part of the code key). */
export const rendererFile = () => path.join(process.cwd(), "lib/diagrams/render.ts");

type WorkerResult = { svg: string } | { error: string; line?: number };
interface Prepared extends DiagramText {
  id: string;
  request: { source: string; drawing: string };
}

function prepare(source: string, id: string): Prepared | DiagramError {
  const { title, description, drawing } = splitSource(source);
  if (!title) return new DiagramError("diagram without `accTitle: …` (its accessible name, read by screen readers)", 1);
  if (!description) return new DiagramError("diagram without `accDescr: …` (what it shows, in a sentence or two, for readers who cannot see it)", 1);
  return { id, title, description, request: { source, drawing } };
}

function finish(prepared: Prepared, result: WorkerResult | undefined): string | DiagramError {
  if (!result) return new DiagramError("the diagram renderer gave no answer");
  if ("error" in result) return new DiagramError(result.error, result.line);
  try {
    return finishSvg(result.svg, prepared, prepared.id);
  } catch (error) {
    return new DiagramError((error as Error).message);
  }
}

function runWorker(requests: Prepared["request"][]): Promise<WorkerResult[]> {
  return new Promise((resolve, reject) => {
    // Plain Node (no tsx loader inherited): Mermaid loads several times faster.
    const child = spawn(process.execPath, [workerFile()], { stdio: ["pipe", "pipe", "inherit"], env: { ...process.env, NODE_OPTIONS: "" } });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) reject(new Error(`the diagram renderer (${workerFile()}) exited with code ${code}`));
      else resolve(JSON.parse(output) as WorkerResult[]);
    });
    child.stdin.end(JSON.stringify(requests));
  });
}

/** Renders many diagrams in one renderer process; each result is an SVG or the DiagramError of its source. */
export async function renderDiagrams(diagrams: { source: string; id: string }[]): Promise<(string | DiagramError)[]> {
  const prepared = diagrams.map((d) => prepare(d.source, d.id));
  const ready = prepared.filter((p): p is Prepared => !(p instanceof DiagramError));
  const results = ready.length > 0 ? await runWorker(ready.map((p) => p.request)) : [];
  let next = 0;
  return prepared.map((p) => (p instanceof DiagramError ? p : finish(p, results[next++])));
}

/** Renders one diagram synchronously (a page rendered before the content step drew its diagrams: `next dev`). Throws a DiagramError. */
export function renderDiagramSync(source: string, id: string): string {
  const prepared = prepare(source, id);
  if (prepared instanceof DiagramError) throw prepared;
  const output = execFileSync(process.execPath, [workerFile()], {
    input: JSON.stringify([prepared.request]),
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = finish(prepared, (JSON.parse(output) as WorkerResult[])[0]);
  if (result instanceof DiagramError) throw result;
  return result;
}
