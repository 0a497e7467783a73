/**
 * Work reused between builds, keyed by everything the result depends on.
 *
 * The build generates its data on every run (issue #20: "generate, don't cache"); what is expensive per
 * input (highlighting a code block, embedding a section, drawing an image or a diagram) is looked up here
 * by a key made of the input's own bytes and the code that produces the result. The code part comes from
 * the module graph (`codeKey`): the source of the producing module, of every project module it imports,
 * transitively, and the version of every package it imports. No git HEAD, no file times: a key either
 * covers an input or the input is not used.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { threadId } from "node:worker_threads";

/** The folder the content step writes its outputs to; `next build` and postbuild only read it. */
export const generatedDir = () => path.resolve(process.env.LAUNCHBAY_GENERATED_DIR ?? path.join(process.cwd(), ".generated"));

/**
 * Where reusable per-input results are kept between builds (inside the generated folder, never wiped by a build), or
 * LAUNCHBAY_REUSE_DIR: `npm run dev` writes its outputs to a folder of its own but shares the build's store (devDirs).
 */
export const reuseDir = () => path.resolve(process.env.LAUNCHBAY_REUSE_DIR ?? path.join(generatedDir(), "reuse"));

/**
 * The folders of `npm run dev` (scripts/dev.ts), as environment variables for it and its `next dev`: its outputs in
 * `.generated/dev/`, not the build's `.generated/`, so that a build run beside it (or a save during a build) never has
 * one writing files the other is reading; the reuse store stays the build's (its files are content-addressed and
 * written by rename, so both may add to it). An explicit LAUNCHBAY_GENERATED_DIR (the dev test's) is kept as given.
 */
export function devDirs(env: { readonly [name: string]: string | undefined }, cwd: string): { LAUNCHBAY_GENERATED_DIR: string; LAUNCHBAY_REUSE_DIR?: string } {
  if (env.LAUNCHBAY_GENERATED_DIR !== undefined) return { LAUNCHBAY_GENERATED_DIR: env.LAUNCHBAY_GENERATED_DIR, LAUNCHBAY_REUSE_DIR: env.LAUNCHBAY_REUSE_DIR };
  return { LAUNCHBAY_GENERATED_DIR: path.join(cwd, ".generated", "dev"), LAUNCHBAY_REUSE_DIR: env.LAUNCHBAY_REUSE_DIR ?? path.join(cwd, ".generated", "reuse") };
}

const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js", ".cjs", ".json"];
const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|new\s+URL\s*\(\s*)["']([^"'\n]+)["']/g;

function resolveModule(specifier: string, fromFile: string, projectRoot: string): string | undefined {
  const base = specifier.startsWith("@/") ? path.join(projectRoot, specifier.slice(2)) : path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, ...SOURCE_EXTENSIONS.map((ext) => base + ext), ...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  // `./x.js` written for an ESM import of `x.ts`
  if (/\.(m?js)$/.test(base)) candidates.push(base.replace(/\.m?js$/, ".ts"));
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

function packageName(specifier: string): string {
  const parts = specifier.replace(/^node:/, "").split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

function packageVersion(name: string, projectRoot: string): string {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot, "node_modules", name, "package.json"), "utf8")) as { version?: unknown };
    return String(manifest.version ?? "");
  } catch {
    return "builtin";
  }
}

/** Every project file and package a module depends on: the module graph from `entries` (absolute paths). */
export function moduleGraph(entries: string[], projectRoot = process.cwd()): { files: string[]; packages: Record<string, string> } {
  const files = new Set<string>();
  const packages: Record<string, string> = {};
  const queue = entries.map((entry) => path.resolve(entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    if (file.endsWith(".json")) continue;
    const source = fs.readFileSync(file, "utf8");
    for (const match of source.matchAll(IMPORT_PATTERN)) {
      const specifier = match[1] as string;
      if (specifier.startsWith(".") || specifier.startsWith("@/")) {
        const resolved = resolveModule(specifier, file, projectRoot);
        if (resolved) queue.push(resolved);
      } else if (!specifier.startsWith("node:")) {
        const name = packageName(specifier);
        packages[name] ??= packageVersion(name, projectRoot);
      }
    }
  }
  return { files: [...files].sort(), packages };
}

const codeKeys = new Map<string, string>();

/**
 * A hash of the code that produces a result: the given modules (absolute paths, e.g. `__filename` or
 * `fileURLToPath(import.meta.url)`) and everything they import. Computed once per process.
 */
export function codeKey(...entries: string[]): string {
  const id = entries.join("\0");
  let key = codeKeys.get(id);
  if (!key) codeKeys.set(id, (key = computeCodeKey(entries)));
  return key;
}

/** `codeKey` without the per-process memo: reads the module graph now. */
export function computeCodeKey(entries: string[], projectRoot = process.cwd()): string {
  const graph = moduleGraph(entries, projectRoot);
  const hash = createHash("sha256");
  for (const file of graph.files)
    hash
      .update(`${path.relative(projectRoot, file)}\0`)
      .update(fs.readFileSync(file))
      .update("\0");
  for (const [name, version] of Object.entries(graph.packages).sort()) hash.update(`${name}@${version}\0`);
  return hash.digest("hex").slice(0, 20);
}

/** A short hash of any inputs (strings, buffers, JSON-serialisable values). */
export function hashOf(...parts: unknown[]): string {
  const hash = createHash("sha256");
  for (const part of parts) {
    hash.update(typeof part === "string" || Buffer.isBuffer(part) ? part : (JSON.stringify(part) ?? "undefined"));
    hash.update("\0");
  }
  return hash.digest("hex").slice(0, 32);
}

function entryFile(namespace: string, key: string, extension: string): string {
  if (!/^[a-z0-9-]+$/.test(namespace)) throw new Error(`reuse: namespace "${namespace}" must be lower-case letters, digits and dashes`);
  return path.join(reuseDir(), namespace, key.slice(0, 2), `${key}${extension}`);
}

/**
 * Replaces a file by a new one with `data`, written beside it and renamed over it, never writing into it: a reader (a
 * thread or process beside this one) sees the old file or the new one, never half of either, and a file hard-linked
 * elsewhere (a page the build keeps from its last export, scripts/steps/page-reuse.ts) keeps its old bytes there.
 */
export function replaceFile(file: string, data: string | Buffer): void {
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  try {
    fs.writeFileSync(temporary, data);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

function writeWhole(file: string, data: string | Buffer): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    replaceFile(file, data);
  } catch {
    // A read-only checkout builds without reuse; only speed is lost.
  }
}

/** Reads a stored JSON result; undefined when there is none or it does not parse. */
export function readReused<T>(namespace: string, key: string): T | undefined {
  try {
    return (JSON.parse(fs.readFileSync(entryFile(namespace, key, ".json"), "utf8")) as { value: T }).value;
  } catch {
    return undefined;
  }
}

/** Stores a JSON result under its key. */
export function storeReused(namespace: string, key: string, value: unknown): void {
  writeWhole(entryFile(namespace, key, ".json"), JSON.stringify({ value }));
}

/** The result stored under `key`, else `build()`'s, stored for the next build. `key` must cover every input. */
export function reuse<T>(namespace: string, key: string, build: () => T): T {
  const known = readReused<T>(namespace, key);
  if (known !== undefined) return known;
  const value = build();
  storeReused(namespace, key, value);
  return value;
}

/** `reuse` for async work. */
export async function reuseAsync<T>(namespace: string, key: string, build: () => Promise<T>): Promise<T> {
  const known = readReused<T>(namespace, key);
  if (known !== undefined) return known;
  const value = await build();
  storeReused(namespace, key, value);
  return value;
}

/** The bytes stored under `key` by reuseBytes, or undefined when none are (nothing is built). */
export function storedBytes(namespace: string, key: string): Buffer | undefined {
  try {
    return fs.readFileSync(entryFile(namespace, key, ".bin"));
  } catch {
    return undefined;
  }
}

/** `reuse` for binary results (images): the bytes stored under `key`, else `build()`'s. */
export async function reuseBytes(namespace: string, key: string, build: () => Promise<Buffer> | Buffer): Promise<Buffer> {
  const stored = storedBytes(namespace, key);
  if (stored) return stored;
  const bytes = await build();
  writeWhole(entryFile(namespace, key, ".bin"), bytes);
  return bytes;
}
