import { isUtf8 } from "node:buffer";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { filesEndingWith } from "../next-export/files";
import { absoluteUrl, site } from "../site";
import { analyzeMdx } from "./analyze";
import { checkDescriptions, checkLinks, checkPage } from "./checks";
import { timed } from "./check-timing";
import { checkConsistency } from "./check-consistency";
import { checkLimits } from "./check-limits";
import { checkPageReferences, checkReferenceData } from "./check-references";
import { checkRolesMatrix } from "./check-roles";
import { loadReferenceData } from "./reference-data";
import { formatDate, gitTimesOf, lastUpdatedOf } from "./dates";
import { homeLinks, homeSchema } from "./home";
import { fileToPath, pathToKey } from "./paths";
import { parseFrontmatter } from "./schema";
import { resolveSidebar, sidebarFileSchema, sidebarPaths, type SidebarGroupSource } from "./sidebar";
import type { ContentIndex, PageEntry, PageRecord } from "./types";
import { referenceUsage } from "./usage";

import { ContentError, orElse, problemsOf } from "./error";
import { readYamlData } from "./yaml-data";

export { ContentError } from "./error";

/** Options of one content build. */
export interface BuildOptions {
  /** The content folder. */
  root: string;
  /** The folder of static files that links may point at. */
  publicDir?: string;
}

/** One MDX file, loaded and checked on its own: the page entry (dates are set when the index is assembled) and its problems. */
export interface LoadedPage {
  relativePath: string;
  /** The page's URL path, known even when the file cannot be read as a page. */
  path: string;
  /** Problems of this file alone (frontmatter, syntax, per-page checks). */
  problems: string[];
  /** Absent when the file is no page at all (bad encoding, frontmatter or MDX syntax): then `problems` says why. */
  entry?: PageEntry;
}

/** Reads one MDX file (its bytes) into a page entry and runs the checks that need only that page. */
export function loadPage(root: string, relativePath: string, bytes: Buffer): LoadedPage {
  const where = `content/${relativePath}`;
  const pagePath = fileToPath(relativePath);
  const failed = (problems: string[]): LoadedPage => ({ relativePath, path: pagePath, problems });
  const decoded = decodeUtf8(bytes);
  if ("line" in decoded) return failed([`${where}:${decoded.line}: the file is not valid UTF-8 (byte ${decoded.offset}); save it as UTF-8`]);
  const source = decoded.text;
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object keeps gray-matter from serving a cached result of an earlier, different file.
    parsed = matter(source, {});
  } catch (error) {
    const e = error as { mark?: { line?: number }; reason?: string; message: string };
    const line = e.mark?.line !== undefined ? `:${e.mark.line + 2}` : "";
    return failed([`${where}${line}: frontmatter is not valid YAML: ${e.reason ?? e.message.split("\n")[0]} (fix the YAML between the --- lines)`]);
  }
  const result = parseFrontmatter(parsed.data);
  if ("errors" in result) return failed(result.errors.map((e) => `${where}:${frontmatterLine(source, e)}: frontmatter: ${e}`));
  const frontmatter = result.data;
  const bodyLine = source.slice(0, source.length - parsed.content.length).split("\n").length;
  let analysis;
  try {
    analysis = analyzeMdx(parsed.content, loadReferenceData(root));
  } catch (error) {
    const e = error as { line?: number; reason?: string; message: string };
    return failed([`${where}${e.line ? `:${e.line + bodyLine - 1}` : ""}: MDX syntax error: ${e.reason ?? e.message}`]);
  }
  const canonicalUrl = frontmatter.canonicalUrl ?? absoluteUrl(pagePath);
  const record: PageRecord = {
    key: pathToKey(pagePath),
    path: pagePath,
    regularPath: pagePath,
    relativePath,
    title: frontmatter.title,
    frontmatter: {
      ...frontmatter,
      canonicalUrl,
      meta: [
        { name: "description", content: frontmatter.description },
        { property: "og:title", content: `${frontmatter.title}${site.titleSuffix}` },
        { property: "og:url", content: canonicalUrl },
        { property: "og:description", content: frontmatter.description },
        { property: "og:image", content: absoluteUrl(frontmatter.image ?? site.defaultImage) },
      ],
    },
    headers: analysis.headings.map(({ level, title, slug }) => ({ level, title, slug })),
    lastUpdated: "",
    lastUpdatedTimestamp: 0,
  };
  const entry: PageEntry = { record, body: parsed.content, file: path.join(root, relativePath), analysis, bodyLine };
  const problems = [
    ...timed("page", () => checkPage(entry)),
    ...timed("consistency", () => checkConsistency(entry)),
    ...timed("limits", () => checkLimits(entry)),
    ...timed("references", () => checkPageReferences(entry, loadReferenceData(root))),
  ];
  return { relativePath, path: pagePath, problems, entry };
}

/** The text of a file, or the line and offset of its first byte that is not UTF-8. */
function decodeUtf8(bytes: Buffer): { text: string } | { line: number; offset: number } {
  const text = bytes.toString("utf8");
  if (isUtf8(bytes)) return { text };
  // The decoder puts U+FFFD for each sequence that is not UTF-8; up to the first one, the text is the file's bytes (a
  // U+FFFD the file spells as EF BF BD is no problem).
  let offset = 0;
  for (const char of text) {
    if (char === "\uFFFD" && !bytes.subarray(offset, offset + 3).equals(Buffer.from("\uFFFD"))) break;
    offset += Buffer.byteLength(char);
  }
  return { line: bytes.subarray(0, offset).toString("latin1").split("\n").length, offset };
}

/** The line of the frontmatter field a schema message names ("title: …" → the `title:` line), else line 1. */
function frontmatterLine(source: string, message: string): number {
  const field = /^(?:unknown field ")?([A-Za-z]+)/.exec(message)?.[1];
  if (!field) return 1;
  const index = source.split("\n").findIndex((line) => line.startsWith(`${field}:`));
  return index >= 0 ? index + 1 : 1;
}

/** Options of assembling the index from loaded pages. */
export interface AssembleOptions extends BuildOptions {
  /** Last commit times of the content files (gitTimesOf); read here when not given. */
  gitTimes?: Map<string, number>;
}

/**
 * Builds the content index from pages loaded one by one (undefined only when sidebar.yaml or home.yaml cannot be
 * read) and runs every check across pages (links, sidebar, descriptions, the home page). A file that is no page is
 * one problem: links to it are not reported again, the file's line says how many there are.
 */
export function assembleIndex(loaded: LoadedPage[], { root, publicDir, gitTimes = gitTimesOf(root) }: AssembleOptions): { index?: ContentIndex; problems: string[] } {
  const problems: string[] = [];
  const pages = new Map<string, PageEntry>();
  const broken = new Map<string, { problems: string[]; links: number }>();
  for (const page of loaded) {
    if (!page.entry) {
      broken.set(page.path, { problems: page.problems, links: 0 });
      continue;
    }
    problems.push(...page.problems);
    const { entry } = page;
    entry.record.lastUpdatedTimestamp = lastUpdatedOf(entry.file, entry.record.frontmatter.lastUpdated, gitTimes);
    entry.record.lastUpdated = formatDate(entry.record.lastUpdatedTimestamp);
    const clash = pages.get(entry.record.path);
    if (clash) problems.push(`content/${clash.record.relativePath} and content/${page.relativePath} both map to ${entry.record.path}`);
    else pages.set(entry.record.path, entry);
  }
  const entries = [...pages.values()];

  let groups: SidebarGroupSource[] = [];
  try {
    groups = readYamlData(path.join(root, "sidebar.yaml"), sidebarFileSchema, "content/sidebar.yaml");
  } catch (error) {
    problems.push(...problemsOf(error));
  }
  const sidebarOrder = sidebarPaths(groups);
  const listed = new Set<string>();
  for (const entryPath of sidebarOrder) {
    if (listed.has(entryPath)) problems.push(`content/sidebar.yaml: ${entryPath} is listed twice`);
    listed.add(entryPath);
    const page = pages.get(entryPath);
    if (broken.has(entryPath)) continue;
    if (!page) problems.push(`content/sidebar.yaml: ${entryPath} has no page (create content${entryPath.slice(0, -1)}.mdx or remove the entry)`);
    else if (page.record.frontmatter.hidden) problems.push(`content/sidebar.yaml: ${entryPath} is marked hidden: true in content/${page.record.relativePath}`);
  }
  for (const entry of entries) {
    if (!entry.record.frontmatter.hidden && !listed.has(entry.record.path)) {
      problems.push(`content/${entry.record.relativePath}: ${entry.record.path} is not in content/sidebar.yaml (add it, or set hidden: true)`);
    }
  }

  // A file under public/ (what the site serves at that URL): not a folder, nothing outside it (`/../package.json`).
  const isStaticFile = (p: string) => {
    if (!publicDir) return false;
    const file = path.join(publicDir, orElse(() => decodeURIComponent(p), p));
    return file.startsWith(path.join(publicDir, path.sep)) && fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;
  };
  const linksToBroken = (url: string) => {
    const target = broken.get(url.split("#")[0]?.split("?")[0] ?? "");
    if (target) target.links++;
    return Boolean(target);
  };
  problems.push(...timed("links", () => checkLinks(entries, pages, isStaticFile, linksToBroken)));
  problems.push(...timed("descriptions", () => checkDescriptions(entries)));
  problems.push(...timed("reference data", () => checkReferenceData(loadReferenceData(root))));
  problems.push(...timed("roles", () => checkRolesMatrix(entries, loadReferenceData(root).api.data)));
  // The limits page covers every limit a page states: pages print only limits.yaml's numbers, so one page must list them all.
  if (loadReferenceData(root).limits.data && !entries.some((e) => /<LimitsTable\s*\/>/.test(e.body))) {
    problems.push("content/limits.yaml: no page lists every limit: put <LimitsTable /> (without area) on the limits page");
  }

  let home: ContentIndex["home"] | undefined;
  try {
    home = readYamlData(path.join(root, "home.yaml"), homeSchema, "content/home.yaml");
    for (const url of homeLinks(home)) {
      const target = url.split("#")[0] ?? "";
      if (linksToBroken(url)) continue;
      if (url.startsWith("/") && !pages.has(target) && target !== "/" && !isStaticFile(target)) problems.push(`content/home.yaml: link to ${url}: no such page`);
    }
  } catch (error) {
    problems.push(...problemsOf(error));
  }
  // Each broken file is reported once, with the number of links that point to it.
  const brokenLines = [...broken.values()].flatMap(({ problems: lines, links }) =>
    lines.map((line, i) => (i === 0 && links > 0 ? `${line} (and ${links} link${links === 1 ? "" : "s"} to it)` : line)),
  );
  problems.unshift(...brokenLines);

  if (!home) return { problems };
  const order = sidebarOrder.filter((p) => pages.has(p));
  const hidden = entries.filter((e) => !listed.has(e.record.path)).sort((a, b) => a.record.path.localeCompare(b.record.path));
  const ordered = [...order.map((p) => pages.get(p) as PageEntry), ...hidden];
  return {
    index: {
      pages,
      ordered,
      usage: referenceUsage(ordered),
      sidebar: resolveSidebar(groups, (p) => pages.get(p)?.record.frontmatter.sidebarTitle ?? pages.get(p)?.record.title),
      sidebarOrder: order,
      home,
    },
    problems,
  };
}

/** The MDX files of a content folder, relative to it, sorted. */
export function listMdx(root: string): string[] {
  return filesEndingWith(root, ".mdx");
}

/** Builds the content index from a content folder and runs every check; throws a ContentError listing all problems. */
export function buildContentIndex(options: BuildOptions): ContentIndex {
  const loaded = listMdx(options.root).map((relativePath) => loadPage(options.root, relativePath, fs.readFileSync(path.join(options.root, relativePath))));
  const { index, problems } = assembleIndex(loaded, options);
  if (problems.length > 0 || !index) throw new ContentError(problems);
  return index;
}
