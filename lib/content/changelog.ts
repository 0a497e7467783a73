/**
 * The changelog (issue #16, point 6): one data file, `content/changelog.yaml`, makes the home page's
 * "What's new?" list, the `/changelog/` page and the `/changelog/rss.xml` feed. Validated at build with zod:
 * an invalid file fails the build naming the file and the reason.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { problemsOf } from "./error";
import { contentRoot } from "./root";
import { displayName, parseYamlData, readYamlData } from "./yaml-data";
import { absoluteUrl, site } from "../site";
import { slugOfTerm } from "../kit/glossary";

import { CHANGELOG_FEED_PATH, CHANGELOG_PATH, SITE_PAGES } from "./site-routes";

export { CHANGELOG_FEED_PATH, CHANGELOG_PATH };
/** How many of the newest entries the home page lists. */
export const HOME_ENTRIES = 5;
export const CHANGELOG_TITLE = `What's new in ${site.product}`;
export const CHANGELOG_DESCRIPTION = `New features and changes on the ${site.product} platform, newest first.`;

const isoDate = z
  .union([z.string(), z.date()])
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD")
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), "not a calendar date"),
  );

const entrySchema = z.strictObject({
  date: isoDate,
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().min(1).max(400),
  link: z.string().refine((l) => /^\/[^\s]*$/.test(l) || /^https:\/\/\S+$/.test(l), "a site path starting with / or an https:// URL"),
  /**
   * What the linked page must state for the entry to be true there: a phrase, or several that must all appear (case and
   * Markdown markup ignored). Without it, the key term is the title's distinctive words (keyTerms).
   */
  term: z.union([z.string().trim().min(2), z.array(z.string().trim().min(2)).min(1)]).optional(),
});

const fileSchema = z.strictObject({ entries: z.array(entrySchema).min(1) }).superRefine(({ entries }, ctx) => {
  const seen = new Set<string>();
  entries.forEach((entry, i) => {
    const key = `${entry.date} ${entry.title}`;
    if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["entries", i], message: `"${entry.title}" on ${entry.date} is listed twice` });
    seen.add(key);
  });
});

/** One changelog entry. */
export type ChangelogEntry = z.infer<typeof entrySchema>;

/** The entries newest first (ties keep file order: Array.prototype.sort is stable). */
const newestFirst = (entries: ChangelogEntry[]) => [...entries].sort((a, b) => b.date.localeCompare(a.date));

/** Parses and validates the changelog; entries come back newest first. Throws a ContentError, `file:line: path: reason` for each problem. */
export function parseChangelog(text: string, fileName = "content/changelog.yaml"): ChangelogEntry[] {
  return newestFirst(parseYamlData(text, fileSchema, fileName).entries);
}

/** Words a title uses that say nothing about what is new. */
const COMMON_WORDS = new Set("a an and are as at be by can every for from in is it its more new now of on or per run runs the to with you your launchbay available default generally works".split(" "));

/** An entry's key terms: its `term`, else the distinctive words of its title (COMMON_WORDS and one-letter words left out). */
export function keyTerms(entry: ChangelogEntry): string[] {
  if (entry.term !== undefined) return typeof entry.term === "string" ? [entry.term] : entry.term;
  return entry.title
    .split(/[\s,;:!?()]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((word) => word.length > 1 && !COMMON_WORDS.has(word.toLowerCase()));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Text as the term check reads it: Markdown emphasis, code marks and link targets out, spaces folded, lower case. */
const plain = (text: string) =>
  text
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[*_`\\]/g, "")
    .replace(/\s+/g, " ")
    .toLowerCase();

/**
 * Entries whose linked page does not state what the entry announces (issue #27, point 2): each key term must appear in
 * the page's text (`pageText` answers for a site path without its #hash; undefined for no page, reported by the link check).
 */
export function changelogTermProblems(entries: ChangelogEntry[], pageText: (pagePath: string) => string | undefined, fileName = "content/changelog.yaml"): string[] {
  const problems: string[] = [];
  for (const entry of entries.filter((e) => e.link.startsWith("/"))) {
    const text = pageText(entry.link.split("#")[0] ?? "");
    if (text === undefined) continue;
    const page = plain(text);
    const missing = keyTerms(entry).filter((term) => !new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(plain(term))}(?![\\p{L}\\p{N}_])`, "u").test(page));
    if (missing.length)
      problems.push(
        `${fileName}: "${entry.title}": the linked page ${entry.link} does not mention ${missing.map((t) => `"${t}"`).join(", ")}; link the page that states it, state it there, or set the entry's term: to what the page says`,
      );
  }
  return problems;
}

/**
 * The build's check (the content step, scripts/steps/content.ts): the file parses and validates, its site links lead to pages that
 * mention each entry's key terms (given `pageText`), and no content page takes the changelog's path. Problems name the file.
 */
export function checkChangelog(root: string, isPage: (pagePath: string) => boolean, pageText?: (pagePath: string) => string | undefined): string[] {
  const fileName = path.relative(process.cwd(), path.join(root, "changelog.yaml"));
  const problems: string[] = [];
  for (const sitePage of SITE_PAGES) if (isPage(sitePage)) problems.push(`${fileName}: a content page maps to ${sitePage}, which the changelog uses`);
  try {
    const entries = getChangelog(root);
    // Site links that lead to no page (the path without its #hash).
    const linked = (p: string) => isPage(p) || p === "/" || SITE_PAGES.includes(p);
    for (const entry of entries) if (entry.link.startsWith("/") && !linked(entry.link.split("#")[0] ?? "")) problems.push(`${fileName}: "${entry.title}": link to ${entry.link}: no such page`);
    if (pageText) problems.push(...changelogTermProblems(entries, pageText, fileName));
  } catch (error) {
    problems.push(...problemsOf(error));
  }
  return problems;
}

/**
 * The changelog of a content tree (`CONTENT_ROOT` or content/), read on every call: only the content pipeline reads
 * it, once or twice a run (a few milliseconds), and `npm run dev`'s watcher, one long process, must see an edit.
 */
export function getChangelog(root = contentRoot()): ChangelogEntry[] {
  const file = path.join(root, "changelog.yaml");
  if (!fs.existsSync(file)) throw new Error(`${displayName(file)}: missing (the home page's "What's new?", /changelog/ and its RSS feed come from it)`);
  return newestFirst(readYamlData(file, fileSchema).entries);
}

/** An entry's link as an absolute URL (site paths on the production origin). */
export const entryUrl = (entry: ChangelogEntry) => (entry.link.startsWith("/") ? absoluteUrl(entry.link) : entry.link);

/** A date as RFC 822 (RSS 2.0 pubDate): `Thu, 12 Nov 2026 00:00:00 GMT`. */
export const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

/** The id of an entry on /changelog/ (and the tail of its RSS guid). */
export const entryId = (entry: ChangelogEntry) => `${entry.date}-${slugOfTerm(entry.title)}`;

const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** `/changelog/rss.xml`: RSS 2.0 with every entry, newest first. */
export function renderChangelogRss(entries: ChangelogEntry[]): string {
  const channelLink = absoluteUrl(CHANGELOG_PATH);
  const items = entries.map(
    (entry) =>
      `    <item>\n      <title>${xml(entry.title)}</title>\n      <link>${xml(entryUrl(entry))}</link>\n      <description>${xml(entry.summary)}</description>\n      <pubDate>${rfc822(entry.date)}</pubDate>\n      <guid isPermaLink="true">${xml(`${channelLink}#${entryId(entry)}`)}</guid>\n    </item>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xml(CHANGELOG_TITLE)}</title>`,
    `    <link>${xml(channelLink)}</link>`,
    `    <description>${xml(CHANGELOG_DESCRIPTION)}</description>`,
    `    <language>${site.language}</language>`,
    `    <atom:link href="${xml(absoluteUrl(CHANGELOG_FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...(entries[0] ? [`    <lastBuildDate>${rfc822(entries[0].date)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
