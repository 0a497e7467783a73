import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { absoluteUrl, site } from "../site";
import { analyzeMdx } from "./analyze";
import { checkDescriptions, checkLinks, checkPage } from "./checks";
import { checkReferences } from "./check-references";
import { loadReferenceData } from "./reference-data";
import { formatDate, gitLastModified, lastUpdatedOf } from "./dates";
import { homeLinks, parseHome } from "./home";
import { fileToPath, pathToKey } from "./paths";
import { parseFrontmatter } from "./schema";
import { parseSidebar, resolveSidebar, sidebarPaths } from "./sidebar";
import type { ContentIndex, MetaTag, PageEntry, PageRecord } from "./types";

/** Thrown when content has problems; lists every problem, one per line, each naming its file. */
export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Content check failed with ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

/** Options of one content build. */
export interface BuildOptions {
  /** The content folder. */
  root: string;
  /** The folder of static files that links may point at. */
  publicDir?: string;
}

function listMdx(root: string): string[] {
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((file) => file.replace(/\\/g, "/"))
    .filter((file) => file.endsWith(".mdx"))
    .sort();
}

function metaTags(record: { title: string; description: string; canonicalUrl: string; image: string }): MetaTag[] {
  return [
    { name: "description", content: record.description },
    { property: "og:title", content: `${record.title}${site.titleSuffix}` },
    { property: "og:url", content: record.canonicalUrl },
    { property: "og:description", content: record.description },
    { property: "og:image", content: absoluteUrl(record.image) },
  ];
}

/** Reads one MDX file into a page entry, or returns its problems. */
function loadPage(root: string, relativePath: string, gitTimes: Map<string, number>): PageEntry | string[] {
  const file = path.join(root, relativePath);
  const where = `content/${relativePath}`;
  const source = fs.readFileSync(file, "utf8");
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object keeps gray-matter from serving a cached result of an earlier, different file.
    parsed = matter(source, {});
  } catch (error) {
    return [`${where}: frontmatter is not valid YAML: ${(error as Error).message.split("\n")[0]}`];
  }
  const result = parseFrontmatter(parsed.data);
  if ("errors" in result) return result.errors.map((e) => `${where}: frontmatter: ${e}`);
  const frontmatter = result.data;
  const bodyLine = source.slice(0, source.length - parsed.content.length).split("\n").length;
  let analysis;
  try {
    analysis = analyzeMdx(parsed.content, loadReferenceData(root));
  } catch (error) {
    const e = error as { line?: number; reason?: string; message: string };
    return [`${where}${e.line ? `:${e.line + bodyLine - 1}` : ""}: MDX syntax error: ${e.reason ?? e.message}`];
  }
  const pagePath = fileToPath(relativePath);
  const canonicalUrl = frontmatter.canonicalUrl ?? absoluteUrl(pagePath);
  const timestamp = lastUpdatedOf(file, frontmatter.lastUpdated, gitTimes);
  const record: PageRecord = {
    key: pathToKey(pagePath),
    path: pagePath,
    regularPath: pagePath,
    relativePath,
    title: frontmatter.title,
    frontmatter: {
      ...frontmatter,
      canonicalUrl,
      meta: metaTags({ title: frontmatter.title, description: frontmatter.description, canonicalUrl, image: frontmatter.image ?? site.defaultImage }),
    },
    headers: analysis.headings.map(({ level, title, slug }) => ({ level, title, slug })),
    lastUpdated: formatDate(timestamp),
    lastUpdatedTimestamp: timestamp,
  };
  return { record, body: parsed.content, file, analysis, bodyLine };
}

/** Builds the content index from a content folder and runs every check; throws a ContentError listing all problems. */
export function buildContentIndex({ root, publicDir }: BuildOptions): ContentIndex {
  const problems: string[] = [];
  const gitTimes = gitLastModified(root);
  const pages = new Map<string, PageEntry>();
  for (const relativePath of listMdx(root)) {
    const loaded = loadPage(root, relativePath, gitTimes);
    if (Array.isArray(loaded)) {
      problems.push(...loaded);
      continue;
    }
    const clash = pages.get(loaded.record.path);
    if (clash) problems.push(`content/${clash.record.relativePath} and content/${relativePath} both map to ${loaded.record.path}`);
    else pages.set(loaded.record.path, loaded);
  }
  const entries = [...pages.values()];
  for (const entry of entries) problems.push(...checkPage(entry));

  let sidebarOrder: string[] = [];
  let groups: ReturnType<typeof parseSidebar> = [];
  try {
    groups = parseSidebar(fs.readFileSync(path.join(root, "sidebar.yaml"), "utf8"), "content/sidebar.yaml");
    sidebarOrder = sidebarPaths(groups);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const listed = new Set<string>();
  for (const entryPath of sidebarOrder) {
    if (listed.has(entryPath)) problems.push(`content/sidebar.yaml: ${entryPath} is listed twice`);
    listed.add(entryPath);
    const page = pages.get(entryPath);
    if (!page) problems.push(`content/sidebar.yaml: ${entryPath} has no page (create content${entryPath.slice(0, -1)}.mdx or remove the entry)`);
    else if (page.record.frontmatter.hidden) problems.push(`content/sidebar.yaml: ${entryPath} is marked hidden: true in content/${page.record.relativePath}`);
  }
  for (const entry of entries) {
    if (!entry.record.frontmatter.hidden && !listed.has(entry.record.path)) {
      problems.push(`content/${entry.record.relativePath}: ${entry.record.path} is not in content/sidebar.yaml (add it, or set hidden: true)`);
    }
  }

  const isStaticFile = (p: string) => Boolean(publicDir) && fs.existsSync(path.join(publicDir as string, decodeURIComponent(p)));
  problems.push(...checkLinks(entries, pages, isStaticFile));
  problems.push(...checkDescriptions(entries));
  problems.push(...checkReferences(entries, loadReferenceData(root)));

  let home: ContentIndex["home"] | undefined;
  try {
    home = parseHome(fs.readFileSync(path.join(root, "home.yaml"), "utf8"));
    for (const url of homeLinks(home)) {
      const target = url.split("#")[0] ?? "";
      if (url.startsWith("/") && !pages.has(target) && target !== "/" && !isStaticFile(target)) problems.push(`content/home.yaml: link to ${url}: no such page`);
    }
  } catch (error) {
    problems.push((error as Error).message);
  }

  if (problems.length > 0 || !home) throw new ContentError(problems);
  const order = sidebarOrder.filter((p) => pages.has(p));
  const hidden = entries.filter((e) => !listed.has(e.record.path)).sort((a, b) => a.record.path.localeCompare(b.record.path));
  return {
    pages,
    ordered: [...order.map((p) => pages.get(p) as PageEntry), ...hidden],
    sidebar: resolveSidebar(groups, (p) => pages.get(p)?.record.frontmatter.sidebarTitle ?? pages.get(p)?.record.title),
    sidebarOrder: order,
    home,
  };
}
