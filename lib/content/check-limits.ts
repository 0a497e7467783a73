/**
 * Limits have one owner (issue #27, point 2): a number a page states in a "Limits" section — a heading that names
 * limits, limitations or quotas, down to the next heading of the same or a higher level — or in a limits table (a
 * table whose header has a "Limit" or "Quota" column) comes from content/limits.yaml through `<Limit id="area.key" />`
 * or `<LimitsTable area="…" />`, never typed by hand. The check reads the page's source line by line and fails a
 * number followed by a unit (s, ms, minutes, MB, GB, characters, requests, "per minute", …) and a bare count ("up to 25",
 * "at most 3", a limits table cell that is only a number) with the file and line.
 *
 * Code blocks and inline code are not read (an error message quotes its own numbers). A line that states a number
 * that is not a platform limit (an example, a price, a version) opts out explicitly with
 * `{/* limits: not a limit — REASON *\/}`: on that line, or alone on the line above a block (a paragraph, a table), for the block.
 */
import { at } from "./check-components";
import type { PageEntry } from "./types";

/** The explicit opt-out: an MDX comment naming the reason. */
export const LIMITS_OPT_OUT = /\{\/\*\s*limits:\s*not a limit\b[^*]*?\S[^*]*\*\/\}/;

/** A heading that opens a limits section: "Limits", "Build limits", "Limits and behaviour", "Plans and limits", "Quotas". */
const LIMITS_HEADING = /\b(?:limits|limitations|quotas?)\b/i;

const UNITS = [
  "ms",
  "milliseconds?",
  "s",
  "secs?",
  "seconds?",
  "min",
  "mins?",
  "minutes?",
  "h",
  "hours?",
  "days?",
  "weeks?",
  "months?",
  "years?",
  "bytes?",
  "B",
  "KB",
  "KiB",
  "MB",
  "MiB",
  "GB",
  "GiB",
  "TB",
  "px",
  "characters?",
  "chars?",
  "requests?",
  "calls?",
  "invocations?",
  "events?",
  "submissions?",
  "emails?",
  "records?",
  "rules?",
  "redirects?",
  "headers?",
  "domains?",
  "aliases",
  "declarations?",
  "files?",
  "functions?",
  "steps?",
  "runs?",
  "retries",
  "members?",
  "users?",
  "roles?",
  "tokens?",
  "keys?",
  "values?",
  "variables?",
  "deploys?",
  "builds?",
  "projects?",
  "sites?",
  "stores?",
  "servers?",
  "drains?",
  "concurrent",
  "points?",
  "nodes?",
  "items?",
  "levels?",
];
const PER = "per\\s+(?:second|minute|hour|day|week|month|year|project|team|site|deploy|request|form|hook|token|IP|user|zone|query|invocation|run|branch|function|page|call|member)";

/** A number with its unit: `10 s`, `1,024 MB`, `50 per minute`, `30-day`, `2 GB`, `8,000 × 8,000 px`. */
const NUMBER_WITH_UNIT = new RegExp(`(?<![\\w.$/-])(\\d[\\d,]*(?:\\.\\d+)?)(?:\\s*(?:–|-|to)\\s*\\d[\\d,]*(?:\\.\\d+)?)?(?:\\s|-|\\u00a0)*(?:(?:${UNITS.join("|")})\\b|${PER}\\b)`, "g");

/** A bare count a limits section states in prose: `up to 100`, `at most 5`, `a maximum of 20`, `no more than 3`, `limit of 50`. */
const BARE_COUNT = /\b(?:(?<!\badd(?:s|ing|ed)? )up to|at most|maximum of|max(?:imum)?|no more than|limit(?:ed)? (?:of|to)|at least|minimum of)\s+(\d[\d,]*(?:\.\d+)?)(?![\d,.]*\s*(?:%|x\b|×))/gi;

/** A limits table cell that is only a number (the row's label says what it counts): `| 1,000 |`, `| up to 25 |`. */
const BARE_CELL = /^(?:up to\s+)?\d[\d,]*(?:\.\d+)?$/i;

/** A table header row that makes the table a limits table. */
const LIMITS_TABLE_HEADER = /^\s*\|.*\b(?:limits?|quotas?)\b.*\|\s*$/i;

/** What is left of a line when `<Limit … />`, inline code, links' targets and MDX comments are taken out. */
function readable(line: string): string {
  return line
    .replace(/<Limits?Table\b[^>]*\/>/g, " ")
    .replace(/<Limit\b[^>]*\/>/g, " ")
    .replace(/`[^`]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, " ")
    .replace(/<[A-Za-z][^>]*>/g, " ");
}

/** The hand-typed limits of a page's body (without frontmatter): each number, its line (1-based within the body) and its section's heading (or "limits table"). */
export function findHandTypedLimits(body: string) {
  const lines = body.split("\n");
  const found: { line: number; number: string; section: string }[] = [];
  let fence: string | undefined;
  /** The open limits section: its heading level and text. */
  let section: { depth: number; title: string } | undefined;
  let inLimitsTable = false;
  /** Set by an opt-out alone on its line: the block that follows it (a paragraph, a table), up to a blank line. */
  let optedOut = false;
  lines.forEach((line, i) => {
    if (line.trim() === "") optedOut = false;
    else if (new RegExp(`^\\s*${LIMITS_OPT_OUT.source}\\s*$`).test(line)) {
      optedOut = true;
      return;
    }
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]?.[0] === fence[0] && (fenceMatch[1]?.length ?? 0) >= fence.length) fence = undefined;
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      return;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const depth = (heading[1] as string).length;
      const title = (heading[2] as string).trim();
      if (section && depth <= section.depth) section = undefined;
      if (!section && LIMITS_HEADING.test(title)) section = { depth, title };
      inLimitsTable = false;
      return;
    }
    const isTableRow = /^\s*\|/.test(line);
    if (!isTableRow) inLimitsTable = false;
    else if (!inLimitsTable && LIMITS_TABLE_HEADER.test(line) && /^\s*\|[\s:|-]+\|\s*$/.test(lines[i + 1] ?? "")) inLimitsTable = true;
    if (!section && !inLimitsTable) return;
    if (LIMITS_OPT_OUT.test(line) || optedOut) return;
    const text = readable(line);
    const where = section ? section.title : "limits table";
    const numbers = [...text.matchAll(NUMBER_WITH_UNIT)].map((match) => ({ at: match.index, number: match[0].trim() }));
    // Counts without a unit: in prose after "up to", "at most"…, and in a limits table's cells of a bare number.
    for (const match of text.matchAll(BARE_COUNT)) if (!numbers.some((n) => n.at <= match.index + match[0].length && match.index <= n.at + n.number.length)) numbers.push({ at: match.index, number: match[0].trim() });
    if (isTableRow && inLimitsTable && !/^\s*\|[\s:|-]+\|\s*$/.test(line)) {
      let at = 0;
      for (const cell of text.split("|")) {
        if (BARE_CELL.test(cell.trim()) && !numbers.some((n) => n.at >= at && n.at < at + cell.length)) numbers.push({ at, number: cell.trim() });
        at += cell.length + 1;
      }
    }
    for (const { number } of numbers.sort((a, b) => a.at - b.at)) found.push({ line: i + 1, number, section: where });
  });
  return found;
}

/** The check of one page: `file:line: reason` for each number typed by hand in a limits section or table. */
export function checkLimits(entry: PageEntry): string[] {
  return findHandTypedLimits(entry.body).map(
    (hit) =>
      `${at(entry, hit.line)}: "${hit.number}" in ${hit.section === "limits table" ? "a limits table" : `the section "${hit.section}"`} is typed by hand: ` +
      `add it to content/limits.yaml and print it with <Limit id="area.key" /> (or <LimitsTable area="…" />); if it is not a platform limit, say so on the line (or alone above its block): {/* limits: not a limit — reason */}`,
  );
}
