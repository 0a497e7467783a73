import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { analyzeMdx, type Analysis } from "./analyze";
import type { ContentIndex, PageEntry } from "./types";

/**
 * The content index is built (and checked) once per build by `npm run check:content`, then loaded by
 * every Next worker from this cache: parsing 300+ MDX files takes seconds, and each worker would
 * otherwise repeat it. The key covers every content file's size and time, the git HEAD (dates), and
 * the code of lib/content itself (a new check must run on unchanged content).
 */
const CACHE_VERSION = 1;

/** A fingerprint of everything the index is built from. */
export function contentFingerprint(root: string): string {
  const hash = createHash("sha256").update(`v${CACHE_VERSION}\0${root}\0`);
  const code = path.join(process.cwd(), "lib/content");
  const sources = [
    ...(fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.(mdx|ya?ml)$/.test(f)).map((f) => path.join(root, f)),
    ...(fs.existsSync(code) ? fs.readdirSync(code).map((f) => path.join(code, f)) : []),
  ].sort();
  for (const file of sources) {
    const stat = fs.statSync(file);
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\0`);
  }
  try {
    hash.update(execFileSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
  } catch {
    // No git: dates come from file times, which the fingerprint already covers.
  }
  return hash.digest("hex");
}

type SerializedEntry = Omit<PageEntry, "analysis">;
interface SerializedIndex {
  fingerprint: string;
  pages: SerializedEntry[];
  orderedPaths: string[];
  sidebar: ContentIndex["sidebar"];
  sidebarOrder: string[];
  home: ContentIndex["home"];
}

/** A page entry whose syntax tree is parsed on first use. */
function lazyEntry(entry: SerializedEntry): PageEntry {
  let analysis: Analysis | undefined;
  return {
    ...entry,
    get analysis() {
      analysis ??= analyzeMdx(entry.body);
      return analysis;
    },
  };
}

/** Writes the index to the cache file. Failures only cost speed. */
export function writeIndexCache(file: string, fingerprint: string, index: ContentIndex): void {
  const data: SerializedIndex = {
    fingerprint,
    pages: [...index.pages.values()].map(({ record, body, file: source, bodyLine }) => ({ record, body, file: source, bodyLine })),
    orderedPaths: index.ordered.map((e) => e.record.path),
    sidebar: index.sidebar,
    sidebarOrder: index.sidebarOrder,
    home: index.home,
  };
  writeCacheFile(file, data);
}

/** Reads the cached index when its fingerprint matches; undefined otherwise. */
export function readIndexCache(file: string, fingerprint: string): ContentIndex | undefined {
  const data = readCacheFile<SerializedIndex>(file);
  if (data?.fingerprint !== fingerprint) return undefined;
  const pages = new Map(data.pages.map((entry) => [entry.record.path, lazyEntry(entry)]));
  return {
    pages,
    ordered: data.orderedPaths.map((p) => pages.get(p) as PageEntry),
    sidebar: data.sidebar,
    sidebarOrder: data.sidebarOrder,
    home: data.home,
  };
}

/**
 * Data derived from the content index (the search sections), cached like the index itself: read when the
 * fingerprint matches, else built and written. `npm run check:content` builds it while the syntax trees
 * are in memory, so no Next worker or postbuild step parses the MDX again for it.
 */
export function cachedDerived<T>(file: string, fingerprint: string, build: () => T): T {
  const data = readCacheFile<{ fingerprint: string; value: T }>(file);
  if (data?.fingerprint === fingerprint) return data.value;
  const value = build();
  writeCacheFile(file, { fingerprint, value });
  return value;
}

/** A cache file's data; undefined when there is none yet or it cannot be read (then the caller builds it). */
export function readCacheFile<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

/** Writes a cache file whole or not at all (a temporary file renamed into place). Failures only cost speed. */
export function writeCacheFile(file: string, data: unknown): void {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(tmp, JSON.stringify(data));
    fs.renameSync(tmp, file);
  } catch {
    // A read-only checkout builds without the cache.
  }
}
