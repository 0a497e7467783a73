/**
 * The content health report (`npm run content:report`): what an editor should look at next. From the
 * content index (and, when given, an export of usage events): pages by age, word counts and thin pages,
 * inbound links and orphans, pages without code or steps in groups where most pages have them, external
 * links (listed, never fetched), the top missed queries, the pages readers leave the most, and what readers
 * told us and did (lib/report/usage.ts: page feedback, Ask ratings, search click-through).
 */
import type { ContentIndex, PageEntry } from "../content/types";
import { groupsByPath, isSearchable } from "../search/sections";
import { cell as markdownCell, missedQueries, type ExportedEvent, type MissedQuery } from "../analytics/search-report";
import { eventLogFromJson, type EventLog, type EventProblem, type LoggedEvent } from "./event-log";
import { FLAG_MAX_YES, FLAG_MIN_VOTES, getOrCreate, usageReport, VISIT_GAP_MS, type ReasonCount, type UsageReport } from "./usage";
import { limitsOwned, renderLimitsOwned, type LimitsOwned } from "./limits-owned";

/** A page below this many words of prose is thin. */
export const THIN_WORDS = 150;
/** A group "usually has" code or steps when at least this share of its pages do. */
export const USUAL_SHARE = 0.6;

export interface PageHealth {
  path: string;
  title: string;
  file: string;
  group: string;
  /** ISO date of the later of lastUpdated (git) and lastReviewed. */
  checked: string;
  ageDays: number;
  words: number;
  inbound: number;
  hasCode: boolean;
  hasSteps: boolean;
}

export interface ContentReport {
  generatedAt: string;
  pages: PageHealth[];
  thin: string[];
  orphans: string[];
  missingCode: string[];
  missingSteps: string[];
  /** Pages in the search index without their `questions:` (search and Ask index what a page answers). */
  missingQuestions: string[];
  externalLinks: { url: string; pages: string[] }[];
  /** Pages that print limits from content/limits.yaml (lib/report/limits-owned.ts). */
  limitsOwned: LimitsOwned[];
  missedQueries?: MissedQuery[];
  exits?: { path: string; views: number; exits: number; exitRate: number }[];
  usage?: UsageReport;
  /** Lines of the events export that were not events (skipped). */
  skipped?: EventProblem[];
}

/** Words of prose in an MDX body: code blocks, tags, URLs and Markdown punctuation left out. */
export function proseWords(body: string): number {
  const prose = body
    .replace(/^```[\s\S]*?^```/gm, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/https?:\/\/\S+/g, " ");
  return prose.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

/** Whether a page has numbered steps: an ordered list or a <Steps> component. */
const hasSteps = (entry: PageEntry) => /^\s*1\.\s/m.test(entry.body) || entry.analysis.components.some((c) => c.name === "Steps");

/** Exits per page: the last page view of each visit (a reader's views, split at 30-minute gaps). */
export function exitPages(events: ExportedEvent[]): NonNullable<ContentReport["exits"]> {
  const views = new Map<string, { path: string; time: number }[]>();
  for (const event of events as (ExportedEvent & { type?: string; anonymousId?: string; userId?: string })[]) {
    const isView = event.type === "page" || (event.event ?? event.name) === "Page Viewed";
    const path = typeof event.properties?.path === "string" ? event.properties.path : undefined;
    const time = Date.parse(event.timestamp ?? event.receivedAt ?? "");
    const reader = event.anonymousId ?? event.userId;
    if (!isView || !path || !reader || Number.isNaN(time)) continue;
    getOrCreate(views, reader, () => []).push({ path, time });
  }
  const counts = new Map<string, { views: number; exits: number }>();
  for (const list of views.values()) {
    list.sort((a, b) => a.time - b.time);
    list.forEach((view, i) => {
      const next = list[i + 1];
      const count = getOrCreate(counts, view.path, () => ({ views: 0, exits: 0 }));
      count.views++;
      if (!next || next.time - view.time > VISIT_GAP_MS) count.exits++;
    });
  }
  return [...counts]
    .map(([path, { views: viewCount, exits }]) => ({ path, views: viewCount, exits, exitRate: exits / viewCount }))
    .sort((a, b) => b.exits - a.exits || b.exitRate - a.exitRate || a.path.localeCompare(b.path));
}

/** A logged event in the export's own shape, for the readers of exported events (missed queries, exits). */
const exported = (e: LoggedEvent): ExportedEvent & { type: string; anonymousId?: string } => ({
  type: e.name === "page" ? "page" : "track",
  ...(e.name === "page" ? {} : { event: e.name }),
  ...(e.reader ? { anonymousId: e.reader } : {}),
  properties: e.properties,
  ...(Number.isNaN(e.time) ? {} : { timestamp: new Date(e.time).toISOString() }),
});

/**
 * Builds the report. `now` fixes the ages (tests); the usage events are `eventLog` (an export read by
 * readEventLog, with line numbers) or `events` (an export already parsed as JSON).
 */
export function buildContentReport(index: ContentIndex, options: { now?: Date; events?: unknown; eventLog?: EventLog } = {}): ContentReport {
  const now = options.now ?? new Date();
  const groups = groupsByPath(index);
  const inbound = new Map<string, Set<string>>();
  const external = new Map<string, Set<string>>();
  for (const entry of index.ordered) {
    for (const link of entry.analysis.links) {
      if (/^https?:/.test(link.url)) {
        external.set(link.url, (external.get(link.url) ?? new Set()).add(entry.record.path));
        continue;
      }
      const target = link.url.split("#")[0]?.split("?")[0] ?? "";
      if (target && target !== entry.record.path && index.pages.has(target)) inbound.set(target, (inbound.get(target) ?? new Set()).add(entry.record.path));
    }
  }
  const pages: PageHealth[] = index.ordered.map((entry) => {
    const { record } = entry;
    const reviewed = record.frontmatter.lastReviewed ? new Date(record.frontmatter.lastReviewed).getTime() : 0;
    const checked = Math.max(record.lastUpdatedTimestamp, reviewed);
    return {
      path: record.path,
      title: record.title,
      file: `content/${record.relativePath}`,
      group: groups.get(record.path) ?? "",
      checked: new Date(checked).toISOString().slice(0, 10),
      ageDays: Math.max(0, Math.floor((now.getTime() - checked) / 86_400_000)),
      words: proseWords(entry.body),
      inbound: inbound.get(record.path)?.size ?? 0,
      hasCode: entry.analysis.codeBlocks.length > 0,
      hasSteps: hasSteps(entry),
    };
  });
  const listed = pages.filter((p) => !index.pages.get(p.path)?.record.frontmatter.hidden && p.group);
  const usual = (has: (p: PageHealth) => boolean) => {
    const missing: string[] = [];
    for (const group of new Set(listed.map((p) => p.group))) {
      const members = listed.filter((p) => p.group === group);
      if (members.length >= 3 && members.filter(has).length / members.length >= USUAL_SHARE) missing.push(...members.filter((p) => !has(p)).map((p) => p.path));
    }
    return missing;
  };
  const report: ContentReport = {
    generatedAt: now.toISOString(),
    pages: [...pages].sort((a, b) => b.ageDays - a.ageDays || a.path.localeCompare(b.path)),
    thin: pages.filter((p) => p.words < THIN_WORDS).map((p) => p.path),
    orphans: listed.filter((p) => p.inbound === 0 && p.path !== "/").map((p) => p.path),
    missingCode: usual((p) => p.hasCode),
    missingSteps: usual((p) => p.hasSteps),
    missingQuestions: index.ordered.filter((entry) => isSearchable(entry) && !entry.record.frontmatter.questions?.length).map((entry) => entry.record.path),
    externalLinks: [...external].map(([url, from]) => ({ url, pages: [...from].sort() })).sort((a, b) => a.url.localeCompare(b.url)),
    limitsOwned: limitsOwned(index),
  };
  const log = options.eventLog ?? (options.events !== undefined ? eventLogFromJson(options.events) : undefined);
  if (log) {
    const events = log.events.map(exported);
    report.missedQueries = missedQueries(events);
    report.exits = exitPages(events);
    report.usage = usageReport(log.events);
    report.skipped = log.problems;
  }
  return report;
}

const cell = (text: string) => text.replace(/\|/g, "\\|");

/** A section of the Markdown report: a blank line, its `##` heading, a blank line and the lines of its body. */
const section = (heading: string, ...body: string[]) => ["", `## ${heading}`, "", ...body];

/** The report as Markdown. */
export function renderContentReport(report: ContentReport, top = 30): string {
  const byPath = new Map(report.pages.map((p) => [p.path, p]));
  const link = (path: string) => `[${cell(byPath.get(path)?.title ?? path)}](${path})`;
  const list = (paths: string[]) =>
    paths.length
      ? paths
          .slice(0, top)
          .map((p) => `- ${link(p)} (\`${byPath.get(p)?.file}\`)`)
          .join("\n")
      : "None.";
  const words = report.pages.reduce((sum, p) => sum + p.words, 0);
  const out = [
    "# Content health report",
    "",
    `Generated ${report.generatedAt.slice(0, 10)}: ${report.pages.length} pages, ${words.toLocaleString("en-US")} words; ${report.thin.length} thin (under ${THIN_WORDS} words), ${report.orphans.length} orphans, ${report.externalLinks.length} external links.`,
    ...section(
      "Pages by age",
      "Oldest first: the later of the last commit and `lastReviewed`.",
      "",
      "| Page | Group | Checked | Age (days) | Words | Inbound links |",
      "| --- | --- | --- | ---: | ---: | ---: |",
      ...report.pages.slice(0, top).map((p) => `| ${link(p.path)} | ${cell(p.group || "—")} | ${p.checked} | ${p.ageDays} | ${p.words} | ${p.inbound} |`),
    ),
    ...section(`Thin pages (under ${THIN_WORDS} words)`, list([...report.thin].sort((a, b) => (byPath.get(a)?.words ?? 0) - (byPath.get(b)?.words ?? 0)))),
    ...section("Orphans (no other page links to them)", list(report.orphans)),
    ...section("No code where the group's pages usually have some", list(report.missingCode)),
    ...section("No numbered steps where the group's pages usually have them", list(report.missingSteps)),
    ...section("In search without `questions:`", "Search and Ask index the questions a page answers (frontmatter `questions:`, 5–10 in readers' words).", "", list(report.missingQuestions)),
    ...section("External links (not fetched)", report.externalLinks.length ? report.externalLinks.map((l) => `- <${l.url}>: ${l.pages.map(link).join(", ")}`).join("\n") : "None."),
    ...renderLimitsOwned(report.limitsOwned, link),
  ];
  if (report.missedQueries) {
    out.push(
      ...section(
        "Top missed queries",
        report.missedQueries.length
          ? ["| Query | Count | Example |", "| --- | ---: | --- |", ...report.missedQueries.slice(0, top).map((m) => `| ${text(m.key)} | ${m.count} | ${text(m.example)} |`)].join("\n")
          : "None in this export.",
      ),
    );
  }
  if (report.exits) {
    out.push(
      ...section(
        "Pages readers leave the most",
        report.exits.length
          ? [
              "| Page | Views | Exits | Exit rate |",
              "| --- | ---: | ---: | ---: |",
              ...report.exits.slice(0, top).map((e) => `| ${byPath.has(e.path) ? link(e.path) : text(e.path)} | ${e.views} | ${e.exits} | ${Math.round(e.exitRate * 100)} % |`),
            ].join("\n")
          : "No page views in this export.",
      ),
    );
  }
  if (report.usage) out.push(...renderUsage(report.usage, top, (path) => (byPath.has(path) ? link(path) : text(path))));
  if (report.skipped?.length) {
    out.push(
      ...section(
        "Skipped event lines",
        `${report.skipped.length} lines of the events export are not events and were skipped:`,
        "",
        ...report.skipped.slice(0, SKIPPED_LISTED).map((p) => `- line ${p.line}: ${text(p.reason)}`),
        ...(report.skipped.length > SKIPPED_LISTED ? [`- and ${report.skipped.length - SKIPPED_LISTED} more`] : []),
      ),
    );
  }
  return `${out.join("\n")}\n`;
}

/** Skipped lines listed one by one (the rest counted). */
export const SKIPPED_LISTED = 50;

/** Text from the events (typed by readers, or forged in an export: queries, paths) made inert in Markdown, on one line. */
const text = (value: string) => markdownCell(value).replace(/[\r\n]+/g, " ");

/** A share as a whole percentage ("—" when there is none). */
export const percent = (share: number | null) => (share === null || Number.isNaN(share) ? "—" : `${Math.round(share * 100)} %`);
const reasonList = (reasons: ReasonCount[]) => (reasons.length ? reasons.map((r) => `${text(r.reason)} (${r.count})`).join(", ") : "—");

/** The usage sections of the Markdown report. */
function renderUsage(usage: UsageReport, top: number, page: (path: string) => string): string[] {
  const flagged = usage.pageFeedback.filter((p) => p.flagged).length;
  const askTotal = usage.askRatings.yes + usage.askRatings.no;
  return [
    ...section(
      "Was this page helpful?",
      usage.pageFeedback.length
        ? [
            `${usage.pageFeedback.reduce((sum, p) => sum + p.votes, 0)} votes on ${usage.pageFeedback.length} pages; ${flagged} flagged (⚠: at least ${FLAG_MIN_VOTES} votes and under ${FLAG_MAX_YES * 100} % yes), listed first.`,
            "",
            "| Page | Yes | No | Helpful | Top reasons | Comments | Flag |",
            "| --- | ---: | ---: | ---: | --- | ---: | --- |",
            ...usage.pageFeedback.slice(0, top).map((p) => `| ${page(p.path)} | ${p.yes} | ${p.no} | ${percent(p.helpful)} | ${reasonList(p.topReasons)} | ${p.comments} | ${p.flagged ? "⚠" : ""} |`),
          ].join("\n")
        : "No page feedback in this export.",
    ),
    ...section(
      "Ask answers, by page cited",
      askTotal
        ? [
            `${askTotal} answers rated: ${usage.askRatings.yes} 👍, ${usage.askRatings.no} 👎 (${percent(usage.askRatings.yes / askTotal)} helpful). Reasons given with 👎: ${reasonList(usage.askRatings.reasons)}. An answer counts once for each page it cites.`,
            "",
            "| Page cited | 👍 | 👎 | Helpful | Top reasons |",
            "| --- | ---: | ---: | ---: | --- |",
            ...usage.askByPage.slice(0, top).map((p) => `| ${page(p.path)} | ${p.yes} | ${p.no} | ${percent(p.helpful)} | ${reasonList(p.topReasons)} |`),
          ].join("\n")
        : "No rated Ask answers in this export.",
    ),
    ...section(
      "Search queries",
      usage.queries.length
        ? [
            "Queries normalised as `search:report` groups them. Click-through: searches followed by an opened result in the same visit; no-click rate: searches that found results but had none opened, over searches that found results.",
            "",
            "| Query | Searches | No results | Click-through | No-click rate | Mean clicked position | Then asked Ask |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
            ...usage.queries
              .slice(0, top)
              .map(
                (q) =>
                  `| ${text(q.query)} | ${q.searches} | ${q.noResults} | ${percent(q.clickThrough)} | ${percent(q.noClickRate)} | ${q.meanPosition === null ? "—" : q.meanPosition.toFixed(1)} | ${q.thenAsked} |`,
              ),
            ...(usage.searchesWithoutQuery ? ["", `${usage.searchesWithoutQuery} searches in this export carry no query (sent before queries were) and are not in the table.`] : []),
          ].join("\n")
        : "No searches with a query in this export.",
    ),
    ...section(
      "Queries readers followed with Ask",
      usage.queries.some((q) => q.thenAsked)
        ? [
            "Searches after which the same reader asked Ask in the same visit (30 minutes without an event end a visit): the search did not answer them.",
            "",
            "| Query | Searches then Ask | Of searches | Question most asked next |",
            "| --- | ---: | ---: | --- |",
            ...usage.queries
              .filter((q) => q.thenAsked)
              .sort((a, b) => b.thenAsked - a.thenAsked || a.query.localeCompare(b.query))
              .slice(0, top)
              .map((q) => `| ${text(q.query)} | ${q.thenAsked} | ${percent(q.thenAsked / q.searches)} | ${q.askedExample ? text(q.askedExample) : "—"} |`),
          ].join("\n")
        : "None in this export.",
    ),
  ];
}
