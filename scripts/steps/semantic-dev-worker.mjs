/**
 * Worker thread of `npm run dev` (scripts/dev.ts): builds the semantic data of search for each version of the search
 * sections it is sent (lib/search/server.ts getSemanticData, which stores it in the reuse store for the dev route
 * app/search-semantic/[file]/route.dev.ts), one at a time, and replies with how long it took. On its own thread so that
 * the watcher keeps answering saves while the model embeds (~8 s from an empty store) or the data is built (~1 s).
 */
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { getSemanticData } = await tsImport("../../lib/search/server.ts", import.meta.url);
parentPort.on("message", async (sections) => {
  const started = performance.now();
  try {
    await getSemanticData(sections);
    parentPort.postMessage({ sections: sections.length, ms: Math.round(performance.now() - started) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
