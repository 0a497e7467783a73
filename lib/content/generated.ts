/**
 * `.generated/`: what the build's content step makes, written anew by every build and only read by
 * `next build` and postbuild. Each file is parsed with a schema on read; `manifest.json` names the inputs
 * (content files and code) it was made from, and a reader whose inputs differ fails instead of serving
 * stale pages (e.g. `next build` run alone after an edit).
 *
 * Under `npm run dev` the live preview's watcher (scripts/dev.ts) writes the same folder after every saved edit,
 * and `next dev`'s routes read it: there every reader here sees a new version of the folder (a new `inputs` in the
 * manifest) once its manifest is written, and `fromGenerated` reads each file again once per version.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { generatedDir, replaceFile } from "../reuse";
import type { SearchSection } from "../search/types";
import { orElse } from "./error";
import type { ContentState } from "./store";
import type { ContentIndex, PageEntry } from "./types";

const FILES = { manifest: "manifest.json", content: "content.json", sections: "search-sections.json", problems: "problems.json", data: "data.json" } as const;

export const generatedFile = (name: keyof typeof FILES) => path.join(generatedDir(), FILES[name]);

/**
 * Each page's own outputs, in a file of its own named after its content file (`pages/functions/api.mdx.json`): a route
 * reads only its page's, and the live preview's watcher writes only the pages a save changed (with all of them in one
 * file, each save wrote ~11 MB and each refresh read ~7 MB on the site's 345 pages).
 */
const pagesDir = () => path.join(generatedDir(), "pages");
const pageFile = (relativePath: string) => path.join(pagesDir(), `${relativePath}.json`);

/**
 * `reused`: the pages a build copies from its last export instead of rendering them (scripts/steps/page-reuse.ts);
 * `paths`: the page paths (the live preview reloads a 404 once its path is a page).
 */
const manifestSchema = z.object({
  inputs: z.string().min(1),
  root: z.string().min(1),
  pages: z.number().int(),
  paths: z.array(z.string()).default([]),
  index: z.boolean().default(true),
  build: z.string().optional(),
  reused: z.array(z.string()).default([]),
});
type Manifest = z.infer<typeof manifestSchema>;
const problemsSchema = z.object({ problems: z.array(z.string()), byPath: z.record(z.string(), z.array(z.string())), broken: z.array(z.string()) });

const pageSchema = z.object({
  record: z.looseObject({ key: z.string(), path: z.string(), relativePath: z.string(), title: z.string(), frontmatter: z.looseObject({ title: z.string(), description: z.string() }), headers: z.array(z.looseObject({ slug: z.string() })) }),
  bodyLine: z.number().int(),
});
/** A page's file: its MDX body, its article as HTML (none while its page has problems, in the live preview) and its Markdown copy. */
const pageFileSchema = z.object({ body: z.string(), html: z.string().optional(), markdown: z.string() });
export type GeneratedPage = z.infer<typeof pageFileSchema>;
const contentSchema = z.object({
  pages: z.array(pageSchema),
  orderedPaths: z.array(z.string()),
  sidebar: z.array(z.looseObject({ label: z.string(), items: z.array(z.unknown()) })),
  sidebarOrder: z.array(z.string()),
  home: z.looseObject({}),
  usage: z.record(z.string(), z.array(z.string())),
});
/** The site's data files as the routes read them: the changelog (newest first), the glossary, the limits and the banner (lib/content/pages.ts). */
const dataSchema = z.object({
  changelog: z.array(z.looseObject({ date: z.string(), title: z.string(), link: z.string() })),
  glossary: z.array(z.object({ term: z.string(), slug: z.string(), definition: z.string(), aliases: z.array(z.string()) })),
  limits: z.record(z.string(), z.unknown()).nullable(),
  banner: z.looseObject({ id: z.string(), text: z.string() }).nullable(),
});
export type GeneratedData = z.infer<typeof dataSchema>;
/** What the content step writes besides the index's own file (and its problems and manifest). */
export interface GeneratedOutputs {
  index: ContentIndex | undefined;
  markdown: Record<string, string>;
  sections: SearchSection[];
  articles: Map<string, string>;
  data: GeneratedData;
}
const sectionSchema = z.object({ id: z.string(), path: z.string(), anchor: z.string(), pageTitle: z.string(), weight: z.number(), group: z.string(), headings: z.array(z.string()), text: z.string(), code: z.string(), keywords: z.array(z.string()).optional() });

function write(name: keyof typeof FILES, data: unknown): void {
  replaceFile(generatedFile(name), JSON.stringify(data));
}

/** The page files this process last wrote, by file: the watcher writes a page's again only when it changed (or is gone). */
const written = new Map<string, GeneratedPage>();

/**
 * Writes each page's file (only the changed ones in the live preview, every one in a build) and removes the files of
 * pages that are no more.
 */
function writePages(index: ContentIndex, outputs: Omit<GeneratedOutputs, "index">, live: boolean): void {
  fs.mkdirSync(pagesDir(), { recursive: true });
  const files = new Set<string>();
  for (const entry of index.pages.values()) {
    const file = pageFile(entry.record.relativePath);
    files.add(file);
    const page: GeneratedPage = { body: entry.body, html: outputs.articles.get(entry.record.path), markdown: outputs.markdown[entry.record.path] ?? "" };
    const last = written.get(file);
    if (live && last && last.body === page.body && last.html === page.html && last.markdown === page.markdown && fs.existsSync(file)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    replaceFile(file, JSON.stringify(page));
    written.set(file, page);
  }
  for (const name of fs.readdirSync(pagesDir(), { recursive: true }) as string[]) {
    const file = path.join(pagesDir(), name);
    if (name.endsWith(".json") && !files.has(file)) {
      fs.rmSync(file, { force: true });
      written.delete(file);
    }
  }
}

function read<T>(name: keyof typeof FILES, schema: z.ZodType<T>): T {
  return readFile(generatedFile(name), schema);
}

function readFile<T>(file: string, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)} is missing or unreadable (${(error as Error).message}): run the content step first (npm run check:content; npm run build runs it)`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`${path.relative(process.cwd(), file)} does not have the expected shape (${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}): run the content step again`);
  return parsed.data;
}

/**
 * Writes every output of the content step; the manifest last, so a half-written folder is never taken as whole.
 * Content without an index (sidebar.yaml or home.yaml unreadable: the live preview shows its problems) writes
 * only its problems and a manifest that says so.
 */
export function writeGenerated(
  state: ContentState,
  outputs: Omit<GeneratedOutputs, "index">,
  { live = false, build, reused = [] }: { live?: boolean; build?: string; reused?: string[] } = {},
): void {
  fs.mkdirSync(generatedDir(), { recursive: true });
  // A build removes the old manifest first; the live preview's watcher (`live`) keeps it while it writes, for the
  // pages being served from the folder meanwhile (each file is replaced whole).
  if (!live) fs.rmSync(generatedFile("manifest"), { force: true });
  // Files no reader reads any more (an older layout of the folder, as a checkout made before had it) go.
  for (const name of fs.readdirSync(generatedDir())) if (name.endsWith(".json") && !Object.values(FILES).includes(name as never)) fs.rmSync(path.join(generatedDir(), name));
  const broken = [...state.problemsByPath.keys()].filter((p) => !state.index?.pages.has(p));
  write("problems", { problems: state.problems, byPath: Object.fromEntries(state.problemsByPath), broken });
  const { index } = state;
  if (!index) {
    write("manifest", { inputs: state.inputs, root: state.root, pages: 0, index: false, build });
    return;
  }
  writePages(index, outputs, live);
  write("content", {
    pages: [...index.pages.values()].map(({ record, bodyLine }) => ({ record, bodyLine })),
    orderedPaths: index.ordered.map((e) => e.record.path),
    sidebar: index.sidebar,
    sidebarOrder: index.sidebarOrder,
    home: index.home,
    usage: index.usage,
  });
  write("sections", outputs.sections);
  write("data", outputs.data);
  write("manifest", { inputs: state.inputs, root: state.root, pages: index.pages.size, paths: [...index.pages.keys()], index: true, build, reused });
}

/** The content index the content step generated; `entryOf` rebuilds each page entry (the syntax tree on demand). */
export function readGeneratedIndex(entryOf: (page: z.infer<typeof pageSchema>) => PageEntry): ContentIndex {
  const data = read("content", contentSchema);
  const pages = new Map(data.pages.map((page) => [page.record.path, entryOf(page)]));
  const ordered = data.orderedPaths.map((p) => {
    const entry = pages.get(p);
    if (!entry) throw new Error(`${FILES.content}: ${p} is in the order but not in the pages: run the content step again`);
    return entry;
  });
  return { pages, ordered, sidebar: data.sidebar as ContentIndex["sidebar"], sidebarOrder: data.sidebarOrder, home: data.home as ContentIndex["home"], usage: data.usage };
}

export const readGeneratedProblems = () => read("problems", problemsSchema);
export const readGeneratedData = () => read("data", dataSchema);

/** The manifest last read, and its file's size and modification time then (under `next dev`, read again when they change). */
let seen: { manifest: Manifest; stamp: string } | undefined;
const values = new Map<string, { inputs: string; value: unknown }>();

/** How long a reader in a build waits for the content step of the same build (BUILD_ENV), in ms. */
export const BUILD_WAIT_MS = 10 * 60_000;
/**
 * `npm run build` (scripts/build.ts) runs the content step next to `next build` and gives both a build id in this
 * variable: the content step writes it into the manifest, and Next's workers wait for the manifest that has it (an
 * older folder, even one made from the same content, is never read in its place).
 */
export const BUILD_ENV = "LAUNCHBAY_BUILD_ID";

/** The manifest of build `build`, once the content step of that build has written it (polled every 50 ms). */
function awaitManifest(build: string, waitMs = Number(process.env.LAUNCHBAY_BUILD_WAIT_MS) || BUILD_WAIT_MS): Manifest {
  const until = Date.now() + waitMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    // Undefined while not written yet (the content step removes the manifest first and writes it last).
    const manifest = orElse(() => read("manifest", manifestSchema), undefined);
    if (manifest?.build === build) return manifest;
    if (Date.now() > until) {
      throw new Error(`${path.relative(process.cwd(), generatedFile("manifest"))} of this build (${BUILD_ENV}=${build}) was not written within ${Math.round(waitMs / 1000)} s: did the content step that runs next to next build (scripts/build.ts) fail?`);
    }
    Atomics.wait(pause, 0, 0, 50);
  }
}

/**
 * The manifest of the folder as this process sees it: read once and, under `next dev`, again as soon as the watcher has
 * written a new one (its file's size and modification time, looked up on each call: a few microseconds). The live
 * preview's refresh, asked for the moment the manifest is written (app/content-events/route.dev.ts), renders the
 * new version; a cache of the manifest for 150 ms made it render the old one and wait for the next poll.
 */
export function currentManifest(): Manifest {
  if (seen && process.env.NODE_ENV !== "development") return seen.manifest;
  const stamp = orElse(() => {
    const stat = fs.statSync(generatedFile("manifest"), { bigint: true });
    return `${stat.size}:${stat.mtimeNs}`;
  }, "");
  // Unchanged, or missing while the folder is written again: the version last seen.
  if (seen && (stamp === seen.stamp || stamp === "")) return seen.manifest;
  try {
    const build = process.env[BUILD_ENV];
    seen = { manifest: build ? awaitManifest(build) : read("manifest", manifestSchema), stamp };
  } catch (error) {
    // Under `next dev`, a folder being written again keeps the version last seen.
    if (!seen || process.env.NODE_ENV !== "development") throw error;
  }
  return seen.manifest;
}

/** A value read from the folder once per version of it (`name` names the value, `read` reads it). */
export function fromGenerated<T>(name: string, read: () => T): T {
  const { inputs } = currentManifest();
  const known = values.get(name);
  if (known?.inputs === inputs) return known.value as T;
  const value = read();
  values.set(name, { inputs, value });
  return value;
}

export const readGeneratedSections = (): SearchSection[] => read("sections", z.array(sectionSchema));
/** The file of the page whose content file is `relativePath` (its body, article and Markdown copy). */
export const readGeneratedPage = (relativePath: string): GeneratedPage => readFile(pageFile(relativePath), pageFileSchema);
