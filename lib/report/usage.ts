/**
 * What readers told us and did (issue #30, the content loop): from the site's usage events, per page the
 * "Was this page helpful?" votes, per page cited the Ask answer ratings, and per query (normalised as
 * search:report groups them) searches, click-through, no-click rate, mean clicked position and how often
 * readers went on to ask Ask. Linear in the events (one pass, then one sort per reader).
 */
import { USAGE_EVENTS } from "../analytics/events";
import { queryKey } from "../analytics/search-report";
import { normalizeQueryText } from "../analytics/query-text";
import type { LoggedEvent } from "./event-log";

/** A page is flagged with at least this many votes… */
export const FLAG_MIN_VOTES = 10;
/** …and a share of yes under this. */
export const FLAG_MAX_YES = 0.6;
/** Events of one reader further apart than this start a new visit. */
export const VISIT_GAP_MS = 30 * 60 * 1000;
/** Reasons listed per page. */
const TOP_REASONS = 3;

export interface ReasonCount {
  reason: string;
  count: number;
}

export interface PageFeedbackRow {
  path: string;
  yes: number;
  no: number;
  votes: number;
  /** yes / votes. */
  helpful: number;
  /** The most given reasons (both answers' reasons; their ids differ), most first. */
  topReasons: ReasonCount[];
  /** Votes sent with a comment (the text goes to the feedback endpoint, never in the event). */
  comments: number;
  /** At least FLAG_MIN_VOTES votes and under FLAG_MAX_YES yes. */
  flagged: boolean;
}

export type AskPageRow = Pick<PageFeedbackRow, "path" | "yes" | "no" | "helpful" | "topReasons"> & { ratings: number };

export interface QueryRow {
  query: string;
  /** Searches: `Search` and `Search No Results` events, plus a result opened with no search before it in the visit. */
  searches: number;
  /** Searches that found nothing. */
  noResults: number;
  /** Results opened (a search may open several). */
  clicks: number;
  /** Searches followed by at least one opened result in the same visit, over searches. */
  clickThrough: number;
  /** Searches with results but no result opened, over searches with results (null: none had results). */
  noClickRate: number | null;
  /** Mean position of the opened results (1 = first; null: none opened). */
  meanPosition: number | null;
  /** Searches followed by an Ask question in the same visit. */
  thenAsked: number;
  /** The question most often asked after this query (normalised), "" when none. */
  askedExample: string;
}

export interface UsageReport {
  events: number;
  pageFeedback: PageFeedbackRow[];
  /** Page feedback reasons over all pages, most given first. */
  pageReasons: ReasonCount[];
  /** Ask ratings in total (an answer citing several pages counts once here, once per page below). */
  askRatings: { yes: number; no: number; reasons: ReasonCount[] };
  askByPage: AskPageRow[];
  queries: QueryRow[];
  /** Search events from before queries were sent (no `query`): counted here only. */
  searchesWithoutQuery: number;
}

const tally = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
/** The value of `key` in `map`, made by `create` and stored there the first time. */
export function getOrCreate<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = create()));
  return value;
}
const topOf = (map: Map<string, number>, n = Infinity): ReasonCount[] =>
  [...map]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason))
    .slice(0, n);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

const newVotes = () => ({ yes: 0, no: 0, reasons: new Map<string, number>(), comments: 0 });
type Votes = ReturnType<typeof newVotes>;

interface SearchRecord {
  key: string;
  results: boolean;
  clicked: boolean;
  asked: boolean;
  question?: string;
}

const { search: SEARCH, searchNoResults: NO_RESULTS, searchResultOpened: OPENED, askQuestion: ASKED } = USAGE_EVENTS;

/** A function of a string, remembered per argument (readers repeat the same queries: the regexes run once each). */
function remembered(fn: (text: string) => string): (text: string) => string {
  const seen = new Map<string, string>();
  return (text) => getOrCreate(seen, text, () => fn(text));
}

/** The usage part of the content report. */
export function usageReport(events: readonly LoggedEvent[]): UsageReport {
  const keyOf = remembered(queryKey);
  const normalized = remembered(normalizeQueryText);
  const pages = new Map<string, Votes>();
  const pageReasons = new Map<string, number>();
  const askPages = new Map<string, Votes>();
  const ask = newVotes();
  let searchesWithoutQuery = 0;
  // Search, result and Ask events by reader, for the visit-linked figures.
  const byReader = new Map<string, LoggedEvent[]>();
  for (const event of events) {
    const p = event.properties;
    if (event.name === USAGE_EVENTS.pageFeedback) {
      const votes = getOrCreate(pages, p.page as string, newVotes);
      votes[p.answer as "yes" | "no"]++;
      for (const reason of new Set(strings(p.reasons))) {
        tally(votes.reasons, reason);
        tally(pageReasons, reason);
      }
      if (typeof p.commentLength === "number" && p.commentLength > 0) votes.comments++;
    } else if (event.name === USAGE_EVENTS.askAnswerRated) {
      const rating = p.rating as "yes" | "no";
      const reasons = new Set(strings(p.reasons));
      ask[rating]++;
      for (const reason of reasons) tally(ask.reasons, reason);
      for (const page of new Set(strings(p.pages))) {
        const votes = getOrCreate(askPages, page, newVotes);
        votes[rating]++;
        for (const reason of reasons) tally(votes.reasons, reason);
      }
    } else if (event.name === SEARCH || event.name === NO_RESULTS || event.name === OPENED || event.name === ASKED) {
      if (event.name !== ASKED && (typeof p.query !== "string" || !keyOf(p.query))) {
        if (event.name !== OPENED) searchesWithoutQuery++;
        continue;
      }
      getOrCreate(byReader, event.reader, () => []).push(event);
    }
  }

  const newTally = () => ({ searches: 0, noResults: 0, withResults: 0, clicked: 0, clickedWithResults: 0, clicks: 0, positionSum: 0, positions: 0, thenAsked: 0, asked: new Map<string, number>() });
  const queries = new Map<string, ReturnType<typeof newTally>>();
  const finish = (visit: SearchRecord[]) => {
    for (const record of visit) {
      const t = getOrCreate(queries, record.key, newTally);
      t.searches++;
      if (record.results) t.withResults++;
      else t.noResults++;
      if (record.clicked) {
        t.clicked++;
        if (record.results) t.clickedWithResults++;
      }
      if (record.asked) {
        t.thenAsked++;
        if (record.question) tally(t.asked, record.question);
      }
    }
  };
  for (const [reader, list] of byReader) {
    // Without a reader or a time an event cannot be placed in a visit: each one is then a visit of its own.
    const linkable = reader !== "";
    if (linkable) list.sort((a, b) => (a.time || 0) - (b.time || 0) || a.line - b.line);
    let visit: SearchRecord[] = [];
    let latest = new Map<string, SearchRecord>();
    let last = NaN;
    for (const event of list) {
      const newVisit = !linkable || Number.isNaN(event.time) || Number.isNaN(last) || event.time - last > VISIT_GAP_MS;
      if (newVisit) {
        finish(visit);
        visit = [];
        latest = new Map();
      }
      last = linkable ? event.time : NaN;
      const p = event.properties;
      if (event.name === ASKED) {
        const question = typeof p.question === "string" ? normalized(p.question) : "";
        for (const record of visit) {
          if (record.asked) continue;
          record.asked = true;
          if (question) record.question = question;
        }
        continue;
      }
      const key = keyOf(p.query as string);
      if (event.name === OPENED) {
        let record = latest.get(key);
        if (!record) {
          // Opened before its Search event went out (the dialog closes and cancels it): the search is implied.
          record = { key, results: true, clicked: false, asked: false };
          visit.push(record);
          latest.set(key, record);
        }
        record.clicked = true;
        record.results = true;
        const t = getOrCreate(queries, key, newTally);
        t.clicks++;
        if (typeof p.position === "number") {
          t.positionSum += p.position;
          t.positions++;
        }
        continue;
      }
      const record = { key, results: event.name === SEARCH, clicked: false, asked: false };
      visit.push(record);
      latest.set(key, record);
    }
    finish(visit);
  }

  return {
    events: events.length,
    pageFeedback: [...pages]
      .map(([path, { yes, no, reasons, comments }]) => {
        const votes = yes + no;
        return { path, yes, no, votes, helpful: yes / votes, topReasons: topOf(reasons, TOP_REASONS), comments, flagged: votes >= FLAG_MIN_VOTES && yes / votes < FLAG_MAX_YES };
      })
      .sort((a, b) => Number(b.flagged) - Number(a.flagged) || b.votes - a.votes || a.helpful - b.helpful || a.path.localeCompare(b.path)),
    pageReasons: topOf(pageReasons),
    askRatings: { yes: ask.yes, no: ask.no, reasons: topOf(ask.reasons) },
    askByPage: [...askPages]
      .map(([path, { yes, no, reasons }]) => ({ path, yes, no, ratings: yes + no, helpful: yes / (yes + no), topReasons: topOf(reasons, TOP_REASONS) }))
      .sort((a, b) => b.ratings - a.ratings || a.helpful - b.helpful || a.path.localeCompare(b.path)),
    queries: [...queries]
      .map(([query, t]) => ({
        query,
        searches: t.searches,
        noResults: t.noResults,
        clicks: t.clicks,
        clickThrough: t.clicked / t.searches,
        noClickRate: t.withResults ? (t.withResults - t.clickedWithResults) / t.withResults : null,
        meanPosition: t.positions ? t.positionSum / t.positions : null,
        thenAsked: t.thenAsked,
        askedExample: topOf(t.asked, 1)[0]?.reason ?? "",
      }))
      .sort((a, b) => b.searches - a.searches || a.query.localeCompare(b.query)),
    searchesWithoutQuery,
  };
}
