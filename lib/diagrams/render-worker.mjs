/**
 * Draws Mermaid diagrams; run by lib/diagrams/render.ts as a plain Node process (one for all the diagrams
 * of a build), because Mermaid's hundreds of ES module files load in 1–2 s in plain Node and several
 * times slower through tsx's loader. Reads a JSON array of `{ source, drawing }` on stdin, writes a JSON
 * array of `{ svg }` or `{ error, line }` on stdout.
 *
 * Mermaid's own parser (the reference grammar; jsdom gives its sanitizer, DOMPurify, a window) decides
 * whether a diagram is valid and where its error is, because the layout renderer skips broken lines
 * silently. beautiful-mermaid draws: pure JS, every colour a CSS variable, labels as SVG <text>.
 */
import { JSDOM } from "jsdom";
import { renderMermaidSVG } from "beautiful-mermaid";

globalThis.window = new JSDOM("").window;
const { default: mermaid } = await import("mermaid");
mermaid.initialize({ startOnLoad: false, securityLevel: "strict" });

/** Mermaid's error as one line, and the 1-based line of the source it points at. */
function parseError(error) {
  const text = String(error?.message ?? error);
  const lines = text.split("\n");
  const detail = lines.find((line) => /^Expecting |^Lexical error|^Unrecognized text/.test(line)) ?? lines[0];
  const loc = error?.hash?.loc?.first_line;
  const line = typeof loc === "number" ? loc : typeof error?.hash?.line === "number" ? error.hash.line + 1 : undefined;
  return { error: `Mermaid syntax error: ${detail.replace(/^Parse error on line \d+:?\s*/, "")}`, line };
}

async function draw({ source, drawing }) {
  try {
    await mermaid.parse(source);
  } catch (error) {
    return parseError(error);
  }
  try {
    return { svg: renderMermaidSVG(drawing, { transparent: true, font: "var(--font-sans)" }) };
  } catch (error) {
    return { error: `cannot draw this diagram: ${error?.message ?? error}` };
  }
}

let input = "";
process.stdin.setEncoding("utf8");
for await (const chunk of process.stdin) input += chunk;
const results = [];
for (const request of JSON.parse(input)) results.push(await draw(request));
process.stdout.write(JSON.stringify(results));
// jsdom and Mermaid keep timers alive; the answer is written.
process.exit(0);
