import path from "node:path";
import { cacheDir, getContentFingerprint, getContentIndex } from "../content";
import { cachedDerived } from "../content/cache";
import { pathToKey } from "../content/paths";
import { buildPackedIndex, buildPageTexts, type PageTexts } from "./build-index";
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
  return buildPackedIndex(getSearchSections());
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
