import path from "node:path";
import { cacheDir, getContentFingerprint, getContentIndex } from "../content";
import { cachedDerived } from "../content/cache";
import { pathToKey } from "../content/paths";
import { search as searchConfig } from "../site";
import { codeKey, hashOf, reuseBytes } from "../build/reuse";
import { buildPackedIndex, buildPageTexts, type PageTexts } from "./build-index";
import { modelVersion } from "./embed";
import { buildSemanticData, getSemanticInputs, sectionText } from "./semantic-build";
import type { PackedIndex } from "./pack";
import { buildSearchSections } from "./sections";
import type { SearchSection } from "./types";

let sections: SearchSection[] | undefined;
let texts: Map<string, PageTexts> | undefined;

/** Every searchable section of this site: built once per content version (cached in .next/cache), read once per process. */
export function getSearchSections(): SearchSection[] {
  sections ??= cachedDerived(path.join(cacheDir(), "launchbay-search-sections.json"), getContentFingerprint(), () => buildSearchSections(getContentIndex()));
  return sections;
}

/** The packed index served at `/search-index.json`. */
export function getPackedIndex(): PackedIndex {
  return { ...buildPackedIndex(getSearchSections()), semantic: `${searchConfig.semanticDir}${getSemanticFileName()}` };
}

/** The text file of each page, by file key (`functions-api`). Throws if two pages share a key. */
export function getPageTexts(): Map<string, PageTexts> {
  if (texts) return texts;
  const byKey = new Map<string, PageTexts>();
  for (const page of buildPageTexts(getSearchSections()).values()) {
    const key = pathToKey(page.path);
    if (byKey.has(key)) throw new Error(`search text files: ${page.path} and ${byKey.get(key)?.path} share the key ${key}`);
    byKey.set(key, page);
  }
  texts = byKey;
  return texts;
}

/**
 * The semantic data file's name: a hash of everything it is made from (the sections' texts, the code of
 * lib/search/semantic-build.ts and its imports, the model package version), so the browser may cache
 * it for good. Cheap: the index route names the file without building it.
 */
export function getSemanticFileName(): string {
  semanticKey ??= hashOf(getSearchSections().map(sectionText), codeKey(path.join(process.cwd(), "lib/search/semantic-build.ts")), modelVersion());
  return `semantic-${semanticKey.slice(0, 16)}.bin`;
}
let semanticKey: string | undefined;

/** The semantic data file (lib/search/semantic.ts), built once per input (reused between builds). Written by postbuild. */
export async function getSemanticData(): Promise<Buffer> {
  getSemanticFileName();
  return reuseBytes("search-semantic", semanticKey as string, async () => Buffer.from(buildSemanticData(getSearchSections(), await getSemanticInputs())));
}
