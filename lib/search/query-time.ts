/**
 * The median time (ms) of one hybrid query, over the questions (after one warm-up pass), each with nothing kept
 * from earlier queries (no ranking, no word's expansions). No Node import: `npm run bench:search` times it in Node
 * and, bundled with the engine, in Chromium.
 */
import type { SearchEngine } from "./engine";
import type { SemanticIndex } from "./semantic";

export function medianQueryMs(engine: SearchEngine, questions: string[], semantic?: SemanticIndex): number {
  for (const q of questions) engine.searchSections(q, 80, semantic);
  const times = questions
    .map((q) => {
      engine.forgetQueries();
      const start = performance.now();
      engine.searchSections(q, 80, semantic);
      return performance.now() - start;
    })
    .sort((a, b) => a - b);
  return times[times.length >> 1] ?? NaN;
}
