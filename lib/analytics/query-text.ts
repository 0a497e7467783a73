/**
 * What a reader typed, made fit for usage events (content gaps, issue #14): lower-cased, whitespace
 * collapsed, e-mail addresses, URLs and runs of 4 or more digits (phone, order, card, account numbers)
 * replaced by placeholders, then cut to 100 characters.
 */

/** Longest query text an event carries. */
export const QUERY_TEXT_MAX = 100;

const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/gi;
// A scheme URL, a www. host, or a bare host name under a common top-level domain (example.com/foo), not
// file names such as launchbay.toml or node.js.
const URL_PATTERN = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+|\b(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|app|co|uk|de|fr|nl|eu|info|me|ai|site|xyz)\b(?:\/\S*)?/gi;
const DIGITS = /\d{4,}/g;

/** The normalised query text sent with usage events. */
export function normalizeQueryText(text: string): string {
  const cleaned = text.replace(EMAIL, "[email]").replace(URL_PATTERN, "[url]").replace(DIGITS, "[number]").toLowerCase().replace(/\s+/g, " ").trim();
  // Cut at the limit, without leaving half a placeholder behind.
  if (cleaned.length <= QUERY_TEXT_MAX) return cleaned;
  return cleaned
    .slice(0, QUERY_TEXT_MAX)
    .replace(/\[[a-z]*$/, "")
    .trimEnd();
}
