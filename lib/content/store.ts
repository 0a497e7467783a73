/**
 * The content, file by file. Each MDX file becomes an artifact — its page entry, its own problems, its
 * Markdown copy, its search sections and its code blocks — made from the file's bytes alone and reused
 * (lib/reuse.ts) while the file, the shared data files and the code that makes artifacts are
 * unchanged. The index is assembled from the artifacts, and the checks across pages run, every time.
 *
 * `npm run build`'s content step loads the content once from here and writes what it made into
 * `.generated/` (lib/content/generated.ts); the live preview's watcher (scripts/dev.ts) does the same after every
 * saved edit, passing its last state as `previous`: a saved file is read again, an unchanged one is not. The
 * tests load it live from here.
 */
import path from "node:path";
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import { codeKey, hashOf, readReused, storeReused } from "../reuse";
import { contentInputs, readContentFiles, sha, STORE_MODULE } from "./inputs";
import { renderPageMarkdown } from "../agents/markdown";
import { buildPageSections, groupsByPath, isSearchable } from "../search/sections";
import type { SearchSection } from "../search/types";
import { analyzeMdx } from "./analyze";
import { assembleIndex, loadPage, type BuildOptions, type LoadedPage } from "./build";
import { gitTimesOf } from "./dates";
import { loadReferenceData } from "./reference-data";
import { grammarFor } from "./languages";
import { fillUsedIn } from "./usage";
import { absoluteUrl } from "../site";
import type { AnalysisFacts, ContentIndex, PageEntry, PageRecord } from "./types";

/** What one MDX file yields, as stored between builds (no syntax tree). */
export interface Artifact {
  relativePath: string;
  path: string;
  problems: string[];
  page?: { record: PageRecord; body: string; bodyLine: number; facts: AnalysisFacts };
  /** The page's Markdown copy (lib/agents/markdown.ts). */
  markdown?: string;
  /** The page's search sections, without their sidebar group (set when the index is assembled). */
  sections?: SearchSection[];
  /** Every fenced code block: [Shiki grammar, code]. */
  codeBlocks?: [string, string][];
}

/** The content as loaded: the index (when sidebar.yaml and home.yaml can be read), every problem, and what the pages yield. */
export interface ContentState {
  root: string;
  index?: ContentIndex;
  problems: string[];
  /** Problems by the page path of the file they are in (for the page that shows them under `next dev`). */
  problemsByPath: Map<string, string[]>;
  artifacts: Map<string, Artifact>;
  /** The reuse key of each file's artifact. */
  artifactKeys: Map<string, string>;
  /** A hash of every input: the content files and the code that reads them. */
  inputs: string;
}

/** Files that are no page but that per-page checks and components may read (limits, CLI, glossary…). */
const isSharedData = (file: string) => /\.(ya?ml|json)$/.test(file) && !/^(sidebar|home)\.ya?ml$/.test(file);

/** A page entry from a stored artifact: the syntax tree is parsed again only if something asks for it. */
function entryOf(root: string, page: NonNullable<Artifact["page"]>): PageEntry {
  let tree: ReturnType<typeof analyzeMdx>["tree"] | undefined;
  const analysis = {
    ...page.facts,
    get tree() {
      return (tree ??= analyzeMdx(page.body, loadReferenceData(root)).tree);
    },
  };
  return { record: structuredClone(page.record), body: page.body, bodyLine: page.bodyLine, file: path.join(root, page.record.relativePath), analysis };
}

/** Makes the artifact of one file from its bytes. */
export function makeArtifact(root: string, relativePath: string, bytes: Buffer, onMade?: LoadOptions["onMade"]): Artifact {
  const { entry, ...loaded } = loadPage(root, relativePath, bytes);
  if (!entry) {
    onMade?.(loaded, undefined);
    return loaded;
  }
  const { tree, ...facts } = entry.analysis;
  const codeBlocks: [string, string][] = [];
  visit(tree, "code", (node) => {
    codeBlocks.push([grammarFor(node.lang), node.value]);
  });
  const artifact: Artifact = {
    ...loaded,
    page: { record: entry.record, body: entry.body, bodyLine: entry.bodyLine, facts },
    markdown: renderPageMarkdown(entry),
    sections: isSearchable(entry) ? buildPageSections(entry) : [],
    codeBlocks,
  };
  onMade?.(artifact, tree);
  return artifact;
}

/** Options of loading the content. */
export interface LoadOptions extends BuildOptions {
  /** The state of an earlier load in this process: its artifacts serve the files whose bytes are unchanged. */
  previous?: ContentState;
  /**
   * Called with each artifact made (not reused) as soon as it is, and the page's syntax tree (references expanded):
   * the pipeline hands the code blocks to the highlighter and compiles the page from the tree, not from its text again.
   */
  onMade?: (artifact: Artifact, tree: Root | undefined) => void;
}

/** Loads the content folder: artifacts (made, or reused), the assembled index and every problem. */
export function loadContent({ root, publicDir, previous, onMade }: LoadOptions): ContentState & { made: number } {
  const code = codeKey(STORE_MODULE());
  const contents = readContentFiles(root);
  const files = new Map([...contents].map(([name, bytes]) => [name, sha(bytes)]));
  // What .generated/ is made from (the manifest's `inputs`); a page's artifact depends on the store's graph only.
  const inputs = contentInputs(root, files);
  if (previous && previous.inputs === inputs) return { ...previous, made: 0 };
  const shared = hashOf([...files].filter(([name]) => isSharedData(name)));
  const artifacts = new Map<string, Artifact>();
  const artifactKeys = new Map<string, string>();
  let made = 0;
  for (const [name, bytes] of contents) {
    if (!name.endsWith(".mdx")) continue;
    const key = hashOf(name, files.get(name), shared, code);
    const known = previous?.artifactKeys.get(name) === key ? previous.artifacts.get(name) : undefined;
    let artifact = known ?? readReused<Artifact>("content-page", key);
    if (!artifact) {
      artifact = makeArtifact(root, name, bytes, onMade);
      made++;
      storeReused("content-page", key, artifact);
    }
    artifacts.set(name, artifact);
    artifactKeys.set(name, key);
  }
  const loaded: LoadedPage[] = [...artifacts.values()].map((a) => ({ relativePath: a.relativePath, path: a.path, problems: a.problems, entry: a.page && entryOf(root, a.page) }));
  const { index, problems } = assembleIndex(loaded, { root, publicDir, gitTimes: gitTimesOf(root) });
  const problemsByPath = new Map<string, string[]>();
  for (const artifact of artifacts.values()) {
    const own = problems.filter((line) => line.startsWith(`content/${artifact.relativePath}`));
    if (own.length) problemsByPath.set(artifact.path, own);
  }
  return { root, index, problems, problemsByPath, artifacts, artifactKeys, inputs, made };
}

/** The search sections of the site from the artifacts, pages in index order, each with its sidebar group. */
export function sectionsOf(state: ContentState): SearchSection[] {
  if (!state.index) return [];
  const groups = groupsByPath(state.index);
  const byPath = new Map([...state.artifacts.values()].map((a) => [a.path, a]));
  return state.index.ordered.flatMap((entry) => (byPath.get(entry.record.path)?.sections ?? []).map((section) => ({ ...section, group: groups.get(entry.record.path) ?? "" })));
}

/** The Markdown copy of every page, by page path, in index order. */
export function markdownOf(state: ContentState): Record<string, string> {
  if (!state.index) return {};
  const byPath = new Map([...state.artifacts.values()].map((a) => [a.path, a]));
  const index = state.index;
  return Object.fromEntries(index.ordered.map((entry) => [entry.record.path, fillUsedIn(byPath.get(entry.record.path)?.markdown ?? "", index, absoluteUrl)]));
}

/** The distinct code blocks of every page: [grammar, code]. */
export function codeBlocksOf(state: ContentState): [string, string][] {
  const seen = new Map<string, [string, string]>();
  for (const artifact of state.artifacts.values()) for (const block of artifact.codeBlocks ?? []) seen.set(`${block[0]}\0${block[1]}`, block);
  return [...seen.values()];
}
