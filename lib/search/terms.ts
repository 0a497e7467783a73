/**
 * Term processing shared by the index build and the browser: both sides must turn words into the
 * same terms, or a serialized index would not match its queries.
 */

/** Words too common to help ranking; dropping them also keeps the index small. */
const STOP_WORDS = new Set(
  (
    "a about above after again all also am an and another any are as at be because been before being both but by can could did do does " +
    "doing each either else every few for from further had has have having he her here hers him his how i if in into is it its itself " +
    "just me more most must my myself no nor not of off on once one only or other our ours out over own per same she should so some " +
    "such than that the their theirs them then there these they this those through to too under until up upon very via was we were what " +
    "when where whether which while who whom why will with within without would you your yours instead"
  ).split(" "),
);

/** Words ending in s that are not plurals (an s-strip would mangle them). */
const KEEP_S = /(ss|us|is|ous|ics|dns|https|aws|cms|sms|os|as|ps)$/;

/** A light plural folding: `functions` → `function`, `policies` → `policy`. */
export function stem(term: string): string {
  if (term.length <= 3 || KEEP_S.test(term)) return term;
  if (term.endsWith("ies") && term.length > 4) return `${term.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses)$/.test(term)) return term.slice(0, -2);
  if (term.endsWith("s")) return term.slice(0, -1);
  return term;
}

/** Splits text into words: letters and digits, keeping inner dots, dashes and underscores out. */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Lower-cases, folds plurals and drops stop words; null drops the term. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  // Single letters are mostly the tails of contractions and possessives (`don't`, `project's`).
  if (STOP_WORDS.has(lower) || (lower.length === 1 && !/\d/.test(lower))) return null;
  return stem(lower);
}

/** The processed terms of a query (what the index would match), without duplicates. */
export function queryTerms(query: string): string[] {
  return [...new Set(processedTerms(query))];
}

/** The processed terms of a text in order, repeats kept (as MiniSearch turns a query into terms). */
export function processedTerms(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((t): t is string => Boolean(t));
}
