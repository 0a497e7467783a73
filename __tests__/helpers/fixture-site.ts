import fs from "node:fs";
import path from "node:path";
import type * as ContentBuild from "@/lib/content/build";
import type { ContentIndex } from "@/lib/content/types";

/** The fixture site the unit tests of the content's readers (search, Ask, agents, reports, images) read. */
export const fixtureRoot = path.join(__dirname, "../fixtures/site");

/** A directory of this jest run only (__tests__/global-setup.js): the fixture site's index is built once per run. */
export const RUN_DIR_ENV = "JEST_RUN_DIR";

// JSON keeps neither a Map (the index's pages) nor a Date (a frontmatter date): both are tagged.
function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  if (raw instanceof Date) return { $date: raw.toISOString() };
  if (raw instanceof Map) return { $map: [...raw] };
  return value;
}
function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === "object") {
    if ("$date" in value) return new Date(value.$date as string);
    if ("$map" in value) return new Map(value.$map as [unknown, unknown][]);
  }
  return value;
}

/**
 * The fixture site's content index, as buildContentIndex makes it. About twenty test files read it, and building it
 * loads the content pipeline (remark, Shiki, zod, TypeScript…) into the file's vm context: ~1 CPU-s a file. The
 * first file of a run builds it and leaves a copy for the others; each call returns an index of its own.
 */
export function fixtureIndex(): ContentIndex {
  const dir = process.env[RUN_DIR_ENV];
  const copy = dir ? path.join(dir, "fixture-index.json") : undefined;
  if (copy && fs.existsSync(copy)) return JSON.parse(fs.readFileSync(copy, "utf8"), reviver) as ContentIndex;
  const { buildContentIndex } = jest.requireActual<typeof ContentBuild>("@/lib/content/build");
  const index = buildContentIndex({ root: fixtureRoot });
  if (copy) {
    // Written whole, then renamed: a worker reading at the same moment sees no half of it.
    const partial = `${copy}.${process.pid}`;
    fs.writeFileSync(partial, JSON.stringify(index, replacer));
    fs.renameSync(partial, copy);
  }
  return index;
}
