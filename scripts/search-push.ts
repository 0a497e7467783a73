/**
 * `npm run search:push`: builds the DocSearch-shaped records of every section (lib/search/docsearch.ts)
 * and replaces the contents of the Algolia index `docs-manual` with them, then applies its settings and
 * synonyms. `--pin FILE` (one query a line, e.g. the top searches of `npm run search:report`): also replaces
 * the index's rules with one per query that pins the order the docs site's own search gives it (hybrid, with
 * the semantic data; lib/search/docsearch.ts says why records alone cannot). Needs ALGOLIA_ADMIN_KEY and the
 * app id (ALGOLIA_APP_ID or NEXT_PUBLIC_ALGOLIA_APP_ID) in the environment; `--dry-run` only builds and
 * summarizes the records and rules.
 */
import fs from "node:fs";
import { algoliasearch } from "algoliasearch";
import { buildAlgoliaSettings, buildAlgoliaSynonyms, buildDocSearchRecords, buildPinRules, type PinRule } from "../lib/search/docsearch";
import { LocalSearch } from "../lib/search/local";
import { getSearchSections, getSemanticData } from "../lib/search/server";
import { searchFiles } from "../lib/search/site-files";
import { search } from "../lib/site";

/** The value of `--flag VALUE` or `--flag=VALUE`. */
function option(flag: string): string | undefined {
  const at = process.argv.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
  if (at < 0) return undefined;
  const arg = process.argv[at] as string;
  const value = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : process.argv[at + 1];
  if (!value) throw new Error(`search:push: ${flag} needs a file (one query a line)`);
  return value;
}

async function main() {
  const sections = getSearchSections();
  const records = buildDocSearchRecords(sections);
  const bytes = records.reduce((total, record) => total + JSON.stringify(record).length, 0);
  console.log(`search:push: ${records.length} records (${(bytes / 1024).toFixed(0)} KB) for index ${search.algoliaIndex}`);
  const pinFile = option("--pin");
  let rules: PinRule[] | undefined;
  if (pinFile) {
    if (!fs.existsSync(pinFile)) throw new Error(`search:push: --pin ${pinFile}: no such file`);
    // The dialog's own search over this content's files: the same ranking, on the same semantic data.
    const local = new LocalSearch({ fetcher: searchFiles(sections, await getSemanticData(sections)), completeAfter: 0 });
    if (!(await local.loadSemantic())) throw new Error("search:push: the semantic data did not load");
    rules = await buildPinRules(fs.readFileSync(pinFile, "utf8").split("\n"), (query) => local.search(query));
    console.log(`search:push: ${rules.length} rules pinning the site's order (from ${pinFile})`);
  }
  if (process.argv.includes("--dry-run")) {
    console.log(JSON.stringify(records[1] ?? records[0], null, 2));
    if (rules?.[0]) console.log(JSON.stringify(rules[0], null, 2));
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
  if (rules) await client.saveRules({ indexName: search.algoliaIndex, rules, clearExistingRules: true });
  console.log(`search:push: ${search.algoliaIndex} updated`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
