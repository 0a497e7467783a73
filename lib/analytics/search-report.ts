/**
 * The content-gap report (`npm run search:report`): from a JSON export of usage events, the queries
 * readers searched for without a result and the questions Ask could not answer, most frequent first.
 */
import { USAGE_EVENTS } from "./events";
import { normalizeQueryText } from "./query-text";

/** One exported event: Segment-style (`event`, `properties`, `timestamp` or `receivedAt`) or `name` for `event`. */
export interface ExportedEvent {
  event?: string;
  name?: string;
  properties?: Record<string, unknown>;
  timestamp?: string;
  receivedAt?: string;
}

/** A missed query in the report. */
export interface MissedQuery {
  /** The grouping key: normalised, punctuation at the ends dropped. */
  key: string;
  count: number;
  searches: number;
  questions: number;
  /** The most frequent wording. */
  example: string;
  /** ISO time of the latest miss ("" when the export has no times). */
  lastSeen: string;
}

/** The events of an export: an array, or an object holding one under `events`, `batch` or `data`. */
export function exportedEvents(json: unknown): ExportedEvent[] {
  const record = json as Record<string, unknown> | null;
  const list = Array.isArray(json) ? json : [record?.events, record?.batch, record?.data].find(Array.isArray);
  if (!Array.isArray(list)) throw new Error("search:report: expected a JSON array of events (or { events: [...] })");
  return list.filter((e): e is ExportedEvent => typeof e === "object" && e !== null);
}

/** The key queries are grouped by: normalised (lib/analytics/query-text.ts), punctuation at the ends dropped. */
export const queryKey = (text: string) => normalizeQueryText(text).replace(/^[\s"'“”.,;:!?¿¡-]+|[\s"'“”.,;:!?¿¡-]+$/g, "");

/** The missed queries of the events, most frequent first (then most recent, then alphabetical). */
export function missedQueries(events: ExportedEvent[]): MissedQuery[] {
  const groups = new Map<string, MissedQuery & { wordings: Map<string, number> }>();
  for (const e of events) {
    const name = e.event ?? e.name;
    const raw = name === USAGE_EVENTS.searchNoResults ? e.properties?.query : name === USAGE_EVENTS.askUnanswered ? e.properties?.question : undefined;
    if (typeof raw !== "string") continue;
    const key = queryKey(raw);
    if (!key) continue;
    const group = groups.get(key) ?? { key, count: 0, searches: 0, questions: 0, example: "", lastSeen: "", wordings: new Map<string, number>() };
    group.count += 1;
    if (name === USAGE_EVENTS.searchNoResults) group.searches += 1;
    else group.questions += 1;
    const wording = normalizeQueryText(raw);
    group.wordings.set(wording, (group.wordings.get(wording) ?? 0) + 1);
    const time = e.timestamp ?? e.receivedAt ?? "";
    if (time && !Number.isNaN(Date.parse(time)) && (!group.lastSeen || Date.parse(time) > Date.parse(group.lastSeen))) group.lastSeen = new Date(Date.parse(time)).toISOString();
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ wordings, ...group }) => ({ ...group, example: [...wordings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0] }))
    .sort((a, b) => b.count - a.count || b.lastSeen.localeCompare(a.lastSeen) || a.key.localeCompare(b.key));
}

/** Text safe inside a Markdown table cell. */
export const cell = (text: string) =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/\|/g, "\\|")
    .replace(/[`*_[\]<>]/g, "\\$&");

/** The report as Markdown: a table of the top `top` missed queries. */
export function renderSearchReport(missed: MissedQuery[], top = 25): string {
  const total = missed.reduce((sum, m) => sum + m.count, 0);
  const lines = [
    "# Top missed queries",
    "",
    `${total} misses (searches without a result and Ask questions it could not answer), ${missed.length} distinct queries; the top ${Math.min(top, missed.length)}:`,
    "",
    "| # | Query | Count | Search | Ask | Example | Last seen |",
    "| ---: | --- | ---: | ---: | ---: | --- | --- |",
    ...missed
      .slice(0, top)
      .map((m, i) => `| ${i + 1} | ${cell(m.key)} | ${m.count} | ${m.searches} | ${m.questions} | ${cell(m.example)} | ${m.lastSeen ? m.lastSeen.slice(0, 16).replace("T", " ") + " UTC" : "—"} |`),
  ];
  if (missed.length === 0) lines.splice(4, 2, "No missed queries in this export.");
  return `${lines.join("\n")}\n`;
}
