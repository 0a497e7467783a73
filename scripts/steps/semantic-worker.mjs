/**
 * Worker thread of `npm run build` (scripts/build.ts): the semantic data of search (lib/search/semantic-build.ts)
 * on its own thread from the start of the build. It embeds the model's vocabulary at once (the model package is
 * all it needs: ~8 s on a cold build, reused after), then, when told the content step has written `.generated/`,
 * builds the data from the search sections and posts back its bytes, for postbuild to write.
 */
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { getSemanticInputs } = await tsImport("../../lib/search/semantic-build.ts", import.meta.url);
const { getSemanticData } = await tsImport("../../lib/search/server.ts", import.meta.url);
const inputs = getSemanticInputs();
inputs.catch(() => undefined); // awaited by getSemanticData, whose failure reaches the main thread
parentPort.once("message", async () => {
  const bytes = await getSemanticData();
  parentPort.postMessage(bytes);
});
