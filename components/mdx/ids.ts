/**
 * Ids of the kit's elements that must be unique in a page (tab groups, term tooltips), numbered from 1 in each
 * article: lib/content/render.ts starts the count again for every page it renders. A count that ran on through the
 * process gave a page other ids depending on which pages were rendered before it, so the same source made other HTML
 * in a clean build than in one that reused some articles.
 */
const counts = new Map<string, number>();

/** The next number of `kind` in the article being rendered (1, 2, …). */
export function nextId(kind: string): number {
  const next = (counts.get(kind) ?? 0) + 1;
  counts.set(kind, next);
  return next;
}

/** Starts every count again: one article's ids never depend on another's. */
export const restartIds = () => counts.clear();
