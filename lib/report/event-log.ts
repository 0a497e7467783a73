/**
 * Reading an export of the site's usage events for `content:report -- --events FILE`: a JSON array (or an
 * object holding one under `events`, `batch` or `data`, as search:report reads) or NDJSON, one event a line.
 * A line that is not an event is reported with its line number and a reason, and skipped: it never stops the report.
 */

/** One event of the export, with the line it starts on. */
export interface LoggedEvent {
  line: number;
  /** The event name (`event` or `name`); "page" for a page view (`type: "page"` or `Page Viewed`). */
  name: string;
  /** The reader: `anonymousId`, else `userId`, else "" (unknown). */
  reader: string;
  /** Epoch ms of `timestamp`, `originalTimestamp`, `receivedAt` or `sentAt`; NaN when none is readable. */
  time: number;
  properties: Record<string, unknown>;
}

/** A skipped line. */
export interface EventProblem {
  line: number;
  reason: string;
}

export interface EventLog {
  events: LoggedEvent[];
  problems: EventProblem[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const yesNo = (value: unknown) => value === "yes" || value === "no";
const isPosition = (value: unknown) => typeof value === "number" && Number.isInteger(value) && value >= 1;

/** What is wrong with the properties of one of the events the report reads ("" when nothing). */
function fieldProblem(name: string, p: Record<string, unknown>): string {
  if (name === "Page Feedback") {
    if (typeof p.page !== "string" || !p.page.startsWith("/")) return "Page Feedback without a page path";
    if (!yesNo(p.answer)) return "Page Feedback whose answer is not yes or no";
    if (p.reasons !== undefined && !(Array.isArray(p.reasons) && p.reasons.every((r) => typeof r === "string"))) return "Page Feedback whose reasons are not a list of ids";
  } else if (name === "Ask Answer Rated") {
    if (!yesNo(p.rating)) return "Ask Answer Rated whose rating is not yes or no";
    if (!Array.isArray(p.pages) || !p.pages.every((page) => typeof page === "string")) return "Ask Answer Rated without a list of cited pages";
  } else if (name === "Search Result Opened") {
    if (typeof p.query !== "string") return "Search Result Opened without a query";
    if (p.position !== undefined && !isPosition(p.position)) return "Search Result Opened whose position is not a whole number from 1";
  }
  return "";
}

/** One parsed value as an event, or the reason it is not one. */
function toEvent(value: unknown, line: number): LoggedEvent | string {
  if (!isRecord(value)) return "not an event object";
  const named = typeof value.event === "string" ? value.event : typeof value.name === "string" ? value.name : "";
  const name = value.type === "page" || named === "Page Viewed" ? "page" : named.trim();
  if (!name) return "no event name (`event` or `name`) and not a page view";
  if (value.properties !== undefined && !isRecord(value.properties)) return "`properties` is not an object";
  const properties = (value.properties as Record<string, unknown> | undefined) ?? {};
  const problem = fieldProblem(name, properties);
  if (problem) return problem;
  const stamp = [value.timestamp, value.originalTimestamp, value.receivedAt, value.sentAt].find((t) => typeof t === "string" || typeof t === "number");
  const time = typeof stamp === "number" ? stamp : typeof stamp === "string" ? Date.parse(stamp) : NaN;
  const reader = typeof value.anonymousId === "string" && value.anonymousId ? value.anonymousId : typeof value.userId === "string" ? value.userId : "";
  return { line, name, reader, time, properties };
}

/** Adds a value to the log: as an event, or as a problem on its line. */
function add(log: EventLog, value: unknown, line: number): void {
  const event = toEvent(value, line);
  if (typeof event === "string") log.problems.push({ line, reason: event });
  else log.events.push(event);
}

/**
 * The line each element of a top-level JSON array starts on (1-based), found by one pass over the text that
 * follows strings and nesting; `text` is known to be valid JSON.
 */
function elementLines(text: string, start: number): number[] {
  const lines: number[] = [];
  let line = 1;
  for (let i = 0; i < start; i++) if (text.charCodeAt(i) === 10) line++;
  let depth = 0;
  let inString = false;
  let expectElement = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (c === "\n") line++;
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === " " || c === "\t" || c === "\r" || c === "\n") continue;
    if (depth === 1 && expectElement && c !== "]") {
      lines.push(line);
      expectElement = false;
    }
    if (c === '"') inString = true;
    else if (c === "[" || c === "{") {
      depth++;
      if (depth === 1) expectElement = true;
    } else if (c === "]" || c === "}") depth--;
    else if (c === "," && depth === 1) expectElement = true;
    if (depth === 0) break;
  }
  return lines;
}

/** Reads an export: a JSON document when the whole text is one, else one JSON value a line (NDJSON). */
export function readEventLog(text: string): EventLog {
  const log: EventLog = { events: [], problems: [] };
  const first = text.search(/\S/);
  if (first === -1) return log;
  if (text[first] === "[" || text[first] === "{") {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (Array.isArray(json)) {
      const lines = elementLines(text, first);
      json.forEach((value, i) => add(log, value, lines[i] ?? 0));
      return log;
    }
    // Lines are not tracked inside a wrapper object: items are numbered instead (item 1 = line 1). A single object
    // without one is one NDJSON line, handled below.
    if (isRecord(json) && [json.events, json.batch, json.data].some(Array.isArray)) return eventLogFromJson(json);
  }
  // NDJSON, or a one-event-per-line JSON array that does not parse as a whole: each line on its own, brackets and
  // trailing commas ignored, so one broken line costs one event.
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim().replace(/,$/, "");
    if (!raw || raw === "[" || raw === "]") continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      log.problems.push({ line: i + 1, reason: `not valid JSON (${(error as Error).message})` });
      continue;
    }
    add(log, value, i + 1);
  }
  return log;
}

/** An export already parsed as JSON (an array, or an object holding one): items numbered from 1. */
export function eventLogFromJson(json: unknown): EventLog {
  const list = Array.isArray(json) ? json : isRecord(json) ? [json.events, json.batch, json.data].find(Array.isArray) : undefined;
  if (!list) return { events: [], problems: [{ line: 1, reason: "expected a JSON array of events (or { events: [...] })" }] };
  const log: EventLog = { events: [], problems: [] };
  list.forEach((value, i) => add(log, value, i + 1));
  return log;
}
