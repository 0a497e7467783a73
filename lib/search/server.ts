import path from "node:path";
import { fromGenerated, readGeneratedSections } from "../content/generated";
import { pathToKey } from "../content/paths";
import { search as searchConfig } from "../site";
import { codeKey, hashOf, reuse, reuseBytes, storedBytes } from "../reuse";
import { buildPackedIndex, buildPageTexts, type PageTexts } from "./build-index";
import { modelVersion } from "./embed";
import { buildSemanticData, getTokenTable, sectionText } from "./semantic-build";
import type { PackedIndex } from "./pack";
import { splitIndex, type SplitIndex } from "./shards";
import { buildSearchGroups } from "./groups";
import type { SearchSection } from "./types";

/** Every searchable section of this site, as the content step generated them (tests pass their own sections to what follows). */
export function getSearchSections(): SearchSection[] {
  // Read once per version of .generated/ (under `npm run dev` the watcher writes a new one on every saved edit).
  return fromGenerated("sections", readGeneratedSections);
}

/** A function of the sections, computed once per version of them (one under the build; one per content version under `npm run dev`). */
function perSections<T>(make: (sections: SearchSection[]) => T): (sections?: SearchSection[]) => T {
  const made = new WeakMap<SearchSection[], T>();
  return (sections = getSearchSections()) => {
    let value = made.get(sections);
    if (value === undefined) made.set(sections, (value = make(sections)));
    return value;
  };
}

/**
 * The packed index served at `/search-index.json` (written by postbuild; a route under `npm run dev`), reused between
 * builds while the sections and the code that packs them are the same (~0.5 s of CPU a build with nothing changed).
 */
export const getPackedIndex = perSections((sections): PackedIndex => ({
  ...reuse("search-index", hashOf(sections, codeKey(path.join(process.cwd(), "lib/search/build-index.ts"))), () => buildPackedIndex(sections)),
  semantic: `${searchConfig.semanticDir}${getSemanticFileName(sections)}`,
}));

/** The index split into a core and its term shards and section blocks (`/search-core.json`, `/search-shards/…`). */
export const getSplitIndex = perSections((sections): SplitIndex => splitIndex(getPackedIndex(sections)));

/** The sidebar groups and their pages (`/search-groups.json`): the search filter's choices. */
export const getSearchGroups = perSections(buildSearchGroups);

/** The text file of each page, by file key (`functions-api`). Throws if two pages share a key. */
export const getPageTexts = perSections((sections): Map<string, PageTexts> => {
  const byKey = new Map<string, PageTexts>();
  for (const page of buildPageTexts(sections).values()) {
    const key = pathToKey(page.path);
    if (byKey.has(key)) throw new Error(`search text files: ${page.path} and ${byKey.get(key)?.path} share the key ${key}`);
    byKey.set(key, page);
  }
  return byKey;
});

/**
 * The semantic data file's name: a hash of everything it is made from (the sections' texts and questions, the code of
 * lib/search/semantic-build.ts and its imports, the model package version), so the browser may cache
 * it for good. Cheap: the index route names the file without building it. Per version of the sections (one under the
 * build; one per saved edit under `npm run dev`).
 */
export function getSemanticFileName(sections = getSearchSections()): string {
  return `semantic-${semanticKey(sections).slice(0, 16)}.bin`;
}

/** The reuse key of the semantic data of `sections` (what its file is named by). */
export const semanticKey = perSections((sections) => hashOf(sections.map(semanticInput), codeKey(path.join(process.cwd(), "lib/search/semantic-build.ts")), modelVersion()));

/** What the semantic data is made from, per section: its text and the questions its page answers (their own vectors). */
const semanticInput = (section: SearchSection) => (section.questions?.length ? [sectionText(section), ...section.questions] : sectionText(section));

/** The semantic data file (lib/search/semantic.ts), built once per input (reused between builds). Written by postbuild. */
export async function getSemanticData(sections = getSearchSections()): Promise<Buffer> {
  return reuseBytes("search-semantic", semanticKey(sections), async () => Buffer.from(buildSemanticData(sections, await getTokenTable())));
}

/**
 * The semantic data of `sections` if it has been built (by the build, or by `npm run dev`'s watcher after each saved
 * edit), without building it: what the dev route serves, so that `next dev` never loads the model itself.
 */
export function storedSemanticData(sections = getSearchSections()): Buffer | undefined {
  return storedBytes("search-semantic", semanticKey(sections));
}
