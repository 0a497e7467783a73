/**
 * The one content pipeline (issue #29): load and check every file of `content/`, check the API description and the
 * changelog, draw the diagrams, compile every page and write `.generated/`. `npm run build`'s content step
 * (scripts/steps/content.ts) and `npm run dev`'s watcher (scripts/dev.ts) both call `generateContent`; the build keeps
 * only its scheduling (next build starts once the checks pass, highlighting on the other core) and fails on any
 * problem, the watcher only watches and shows the same problems on the pages they concern. So a page that fails the
 * build cannot look fine in the preview.
 */
import fs from "node:fs";
import path from "node:path";
import type { Root } from "mdast";
import { checkBanner, getBanner } from "./banner";
import { checkChangelog, getChangelog } from "./changelog";
import { orElse } from "./error";
import { loadGlossary } from "../kit/glossary";
import { loadReferenceData } from "./reference-data";
import { codeKey, hashOf, reuseAsync } from "../reuse";
import { collectDiagrams, drawDiagrams } from "../diagrams";
import { compilePages } from "./compile";
import { renderArticles } from "./render";
import { checkMs, timed } from "./check-timing";
import { writeGenerated, type GeneratedData, type GeneratedOutputs } from "./generated";
import { codeBlocksOf, loadContent, markdownOf, sectionsOf, type ContentState, type LoadOptions } from "./store";
import type { SearchSection } from "../search/types";

/**
 * The REST API description's problems (content/api/openapi.yaml; its parser is asynchronous). Validating it loads a
 * JSON Schema compiler and a parser (~0.4 s): the problems are reused while the file and the checking code
 * (lib/content/check-openapi.ts, its imports and their package versions) are the same.
 */
export async function checkApi(root: string): Promise<string[]> {
  const file = path.join(root, "api/openapi.yaml");
  const key = hashOf(fs.existsSync(file) ? fs.readFileSync(file) : "(no file)", codeKey(path.join(process.cwd(), "lib/content/check-openapi.ts")));
  return reuseAsync("openapi-check", key, async () => (await import("./check-openapi")).checkOpenApiFile(file));
}

/**
 * Highlights the code blocks into the reuse store before the pages are compiled (the build does it on the other
 * core; lib/mdx/highlight.ts finds them there): `add` is handed each page's blocks as soon as the page is parsed,
 * `finish` every block of the site once all are; it says how many were highlighted rather than reused.
 */
export interface Highlight {
  add(blocks: [string, string][]): void;
  finish(blocks: [string, string][]): Promise<{ highlighted: number }>;
}

export interface GenerateOptions extends Omit<LoadOptions, "onMade"> {
  /** The build id `next build`'s workers wait for in the manifest (lib/content/generated.ts). */
  build?: string;
  /** The watcher's run: it writes over a folder being served (see writeGenerated) and goes on to show every problem, where a build stops at the first stage with problems. */
  live?: boolean;
  /** Called once every page has loaded and the checks across files passed, before diagrams and compiling. */
  onChecked?: () => void;
  highlight?: Highlight;
  /** The build's choice of pages whose last export it copies instead of rendering them (scripts/steps/page-reuse.ts), made from what is about to be written; written into the manifest. */
  reuse?: (outputs: GeneratedOutputs) => string[];
}

export interface Generated {
  state: ContentState;
  /** Every problem, one line each with file and line; the build fails on any. */
  problems: string[];
  sections: SearchSection[];
  /** Whether anything changed since `previous` (false: nothing was written). */
  changed: boolean;
  counts: { files: number; made: number; pages: number; blocks: number; highlighted: number; diagrams: number; drawn: number; compiled: number; compiledNow: number };
}

/**
 * The page paths a problem line is about: those of the content files it names (`content/x.mdx:12: …`; both files of
 * `content/a.mdx and content/a/index.mdx both map to /a/`), or every page for a problem of a shared file.
 */
export function pagesOf(problem: string, state: Pick<ContentState, "artifacts" | "index">): string[] {
  const named = [...problem.matchAll(/content\/([^\s:]+\.mdx)/g)].flatMap(([, file]) => state.artifacts.get(file as string)?.path ?? []);
  if (named.length > 0) return [...new Set(named)];
  return state.index ? [...state.index.pages.keys()] : [];
}

/**
 * The data files the routes read besides the pages (the changelog, the glossary, the limits, the banner), as `.generated/data.json`.
 * A file with problems (the live preview shows them) gives nothing rather than stopping the rest.
 */
export function siteData(root: string): GeneratedData {
  return { changelog: orElse(() => getChangelog(root), []), glossary: orElse(() => loadGlossary(root), []), limits: loadReferenceData(root).limits.data ?? null, banner: orElse(() => getBanner(root), null) };
}

/** Loads, checks and generates the content; see the module comment. */
export async function generateContent(options: GenerateOptions): Promise<Generated> {
  const { root, publicDir, previous, live = false } = options;
  // The files first, then the API description's check: it reads the file again, never an older version than the
  // one the inputs name. (In the other order, a spec fixed while the check ran kept its old problems under the new
  // inputs, and the watcher's next run, seeing the same inputs, changed nothing: the preview showed them for good.)
  // Each page made now hands its code blocks to the highlighter at once, and its syntax tree to the compiler below.
  const trees = new Map<string, Root>();
  const loaded = loadContent({
    root,
    publicDir,
    previous,
    onMade: (artifact, tree) => {
      options.highlight?.add(artifact.codeBlocks ?? []);
      if (tree) trees.set(artifact.relativePath, tree);
    },
  });
  const apiStarted = performance.now();
  const api = await checkApi(root);
  checkMs.set("openapi", (checkMs.get("openapi") ?? 0) + performance.now() - apiStarted);
  const counts = { files: loaded.artifacts.size, made: loaded.made, pages: loaded.index?.pages.size ?? 0, blocks: 0, highlighted: 0, diagrams: 0, drawn: 0, compiled: 0, compiledNow: 0 };
  const problems = [...api, ...loaded.problems];
  const index = loaded.index;
  if (index) {
    // The changelog's links must point to pages that state the entry's key term (the page's text, read here).
    const pageText = (p: string) => {
      const page = index.pages.get(p);
      return page && [page.record.title, page.record.frontmatter.description, page.body].join("\n");
    };
    problems.push(...timed("changelog", () => checkChangelog(root, (p) => index.pages.has(p), pageText)), ...timed("banner", () => checkBanner(root, (p) => index.pages.has(p) || p === "/")));
  }
  const result = (state: ContentState, sections: SearchSection[] = []): Generated => ({ state, problems, sections, changed: true, counts });
  if (previous && loaded.inputs === previous.inputs && !options.build) return { state: previous, problems: previous.problems, sections: [], changed: false, counts };
  if (problems.length > 0 && !live) return result(loaded);
  options.onChecked?.();
  let articles = new Map<string, string>();
  const data = siteData(root);
  if (index) {
    // Diagrams are validated and drawn by one renderer process while this one goes on.
    const drawing = drawDiagrams(collectDiagrams(index));
    const blocks = codeBlocksOf(loaded);
    counts.blocks = blocks.length;
    if (options.highlight) counts.highlighted = (await options.highlight.finish(blocks)).highlighted;
    const diagrams = await drawing;
    Object.assign(counts, { diagrams: diagrams.diagrams, drawn: diagrams.drawn });
    problems.push(...diagrams.problems);
    if (diagrams.problems.length > 0 && !live) return result(loaded);
    // Every page compiled once here, with its code blocks and diagrams in it (the compiled code is reused between builds).
    const pages = await compilePages(loaded, trees);
    Object.assign(counts, { compiled: pages.compiled.size, compiledNow: pages.made });
    problems.push(...pages.problems.values());
    if (pages.problems.size > 0 && !live) return result(loaded);
    // And rendered to the HTML the routes insert, with the kit's data from here (.generated/ is written below).
    const rendered = renderArticles(index, pages.compiled, data);
    articles = rendered.html;
    problems.push(...rendered.problems);
    if (rendered.problems.length > 0 && !live) return result(loaded);
  }
  // Every problem shows on the page it is about (a shared file's, on every page) in the preview.
  const problemsByPath = new Map<string, string[]>();
  for (const problem of problems) for (const page of pagesOf(problem, loaded)) problemsByPath.set(page, [...(problemsByPath.get(page) ?? []), problem]);
  for (const [page, own] of loaded.problemsByPath) if (!problemsByPath.has(page)) problemsByPath.set(page, own);
  const state: ContentState = { ...loaded, problems, problemsByPath };
  const outputs = { index: state.index, markdown: markdownOf(state), sections: sectionsOf(state), articles, data };
  writeGenerated(state, outputs, { build: options.build, live, reused: options.reuse?.(outputs) });
  return result(state, outputs.sections);
}
