/**
 * `npm run search:table`: makes the token table of search from the model package (lib/search/semantic-build.ts:
 * embeds the model's vocabulary, reduces it) and ships it as `lib/search/token-table-<key>.bin`, removing the one
 * it replaces. Run it after upgrading the model package or changing the code that makes the table (a unit test says
 * when); commit the file.
 */
import fs from "node:fs";
import path from "node:path";
import { encodeTokenTable, readSemanticInputs, SEMANTIC_BITS, SEMANTIC_DIMS, tokenTable, tokenTableFile } from "../lib/search/semantic-build";

async function main() {
  const file = tokenTableFile();
  const bytes = encodeTokenTable(tokenTable(await readSemanticInputs(), SEMANTIC_DIMS, SEMANTIC_BITS));
  for (const old of fs.readdirSync(path.dirname(file)).filter((name) => /^token-table-.*\.bin$/.test(name))) fs.rmSync(path.join(path.dirname(file), old));
  fs.writeFileSync(file, bytes);
  console.log(`search: ${path.relative(process.cwd(), file)} written (${(bytes.length / 1024).toFixed(0)} KB)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
