/**
 * `npm run search:push`: builds the DocSearch-shaped records of every section (lib/search/docsearch.ts)
 * and replaces the contents of the Algolia index `docs-manual` with them, then applies its settings and
 * synonyms. Needs ALGOLIA_ADMIN_KEY and the app id (ALGOLIA_APP_ID or NEXT_PUBLIC_ALGOLIA_APP_ID) in the
 * environment; `--dry-run` only builds and summarizes the records.
 */
import { algoliasearch } from "algoliasearch";
import { getContentIndex } from "../lib/content";
import { buildAlgoliaSettings, buildAlgoliaSynonyms, buildDocSearchRecords } from "../lib/search/docsearch";
import { buildSearchSections } from "../lib/search/sections";
import { search } from "../lib/site";

async function main() {
  const records = buildDocSearchRecords(buildSearchSections(getContentIndex()));
  const bytes = records.reduce((total, record) => total + JSON.stringify(record).length, 0);
  console.log(`search:push: ${records.length} records (${(bytes / 1024).toFixed(0)} KB) for index ${search.algoliaIndex}`);
  if (process.argv.includes("--dry-run")) {
    console.log(JSON.stringify(records[1] ?? records[0], null, 2));
    return;
  }
  const appId = process.env.ALGOLIA_APP_ID ?? process.env.NEXT_PUBLIC_ALGOLIA_APP_ID;
  const adminKey = process.env.ALGOLIA_ADMIN_KEY;
  if (!appId || !adminKey) throw new Error("search:push needs ALGOLIA_APP_ID (or NEXT_PUBLIC_ALGOLIA_APP_ID) and ALGOLIA_ADMIN_KEY in the environment");
  const client = algoliasearch(appId, adminKey);
  // Writes to a temporary index and swaps it in: readers never see a half-filled index.
  await client.replaceAllObjects({ indexName: search.algoliaIndex, objects: records as unknown as Record<string, unknown>[], batchSize: 1000 });
  await client.setSettings({ indexName: search.algoliaIndex, indexSettings: buildAlgoliaSettings() });
  await client.saveSynonyms({ indexName: search.algoliaIndex, synonymHit: buildAlgoliaSynonyms(), replaceExistingSynonyms: true });
  console.log(`search:push: ${search.algoliaIndex} updated`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
