/**
 * One `llms.txt` per top-level sidebar group, beside the site-wide `/llms.txt` (issue #16, point 3).
 *
 * Where a group's file lives: when every page of the group sits under one first path segment that no
 * other group uses (`Platform` → every page under `/platform/`), at that prefix: `/platform/llms.txt`.
 * Otherwise (`Frameworks` holds `/frameworks/…` and `/frameworks-api/`) at `/llms/<group-slug>.txt`
 * (`/llms/frameworks.txt`, `/llms/integrate-extend.txt`). The site-wide `/llms.txt` links every group file.
 * Pure functions of the content index; postbuild writes the files.
 */
import { CHANGELOG_PATH, HOME_ENTRIES, type ChangelogEntry } from "../content/changelog";
import { pagePaths } from "../content/sidebar";
import type { ContentIndex, PageEntry } from "../content/types";
import { isNoindex, markdownPath } from "./markdown-path";
import { absoluteUrl, site } from "../site";

/** The home page's Markdown twin (`/` has no `<path>.md`), written by postbuild: the groups and where their pages are listed. */
export const HOME_MARKDOWN = "/index.md";

/** One group's file. */
export interface GroupLlmsFile {
  /** The sidebar group label. */
  group: string;
  /** URL path of the file (`/platform/llms.txt`, `/llms/frameworks.txt`). */
  path: string;
  /** Number of pages listed. */
  pages: number;
  text: string;
}

/** `Integrate & extend` → `integrate-extend`. */
export function groupSlug(label: string): string {
  return label
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const firstSegment = (pagePath: string) => pagePath.split("/")[1] ?? "";

/** The URL path of each group's file, by group label (see the module comment for the rule). */
export function groupLlmsPaths(index: ContentIndex): Map<string, string> {
  const segmentsByGroup = index.sidebar.map((group) => ({ label: group.label, segments: new Set(pagePaths(group.items).map(firstSegment)) }));
  const paths = new Map<string, string>();
  for (const { label, segments } of segmentsByGroup) {
    const [only] = [...segments];
    const shared = segmentsByGroup.some((other) => other.label !== label && only !== undefined && other.segments.has(only));
    const prefixed = segments.size === 1 && only && !shared && !index.pages.has(`/${only}/llms.txt/`);
    paths.set(label, prefixed ? `/${only}/llms.txt` : `/llms/${groupSlug(label)}.txt`);
  }
  return paths;
}

/** The pages at these paths that the files for AI tools list (noindex pages and unknown paths left out). */
export const indexablePages = (index: ContentIndex, paths: string[]) => paths.map((p) => index.pages.get(p)).filter((entry): entry is PageEntry => entry !== undefined && !isNoindex(entry.record));

const line = (entry: PageEntry) => `- [${entry.record.title}](${absoluteUrl(markdownPath(entry.record.path))}): ${entry.record.frontmatter.description}`;

/**
 * Every group's file: H1, a summary quote, then the group's pages as link lists, one `##` section for the
 * group's own pages and one for each of its sub-groups (llmstxt.org format, like `/llms.txt`).
 */
export function renderGroupLlmsFiles(index: ContentIndex): GroupLlmsFile[] {
  const paths = groupLlmsPaths(index);
  return index.sidebar.map((group) => {
    const direct = group.items.flatMap((node) => (node.type === "group" ? [] : [node.path]));
    const sections = group.items.filter((node) => node.type === "group").map((node) => ({ label: node.label, entries: indexablePages(index, pagePaths([node])) }));
    const all = [{ label: group.label, entries: indexablePages(index, direct) }, ...sections].filter((s) => s.entries.length > 0);
    const count = all.reduce((n, s) => n + s.entries.length, 0);
    const head = `# ${site.name}: ${group.label}\n\n> The ${count} pages of the "${group.label}" group of the ${site.name}, as Markdown links. Every group, and the full text of all pages, is indexed at ${absoluteUrl("/llms.txt")}.\n`;
    const body = all.map((s) => `## ${s.label}\n\n${s.entries.map(line).join("\n")}\n`);
    return { group: group.label, path: paths.get(group.label) as string, pages: count, text: [head, ...body].join("\n") };
  });
}

/** The section of `/llms.txt` linking every group's file. */
export function renderGroupIndexSection(index: ContentIndex): string {
  const files = renderGroupLlmsFiles(index).filter((file) => file.pages > 0);
  const home = `- [${site.name} home](${absoluteUrl(HOME_MARKDOWN)}): the home page as Markdown`;
  return `## Sidebar groups\n\nOne llms.txt per sidebar group, for a smaller index of one topic:\n\n${[home, ...files.map((f) => `- [${f.group}](${absoluteUrl(f.path)}): ${f.pages} pages`)].join("\n")}\n`;
}

/** `/index.md`: the home page as Markdown (hero, what's new from `changelog`, newest first, the cards, the video), then a map of the docs for agents. */
export function renderHomeMarkdown(index: ContentIndex, changelog: ChangelogEntry[]): string {
  const { home } = index;
  const link = (r: { title: string; url: string }) => `[${r.title}](${r.url.startsWith("/") ? absoluteUrl(r.url) : r.url})`;
  const date = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  const cards = (heading: string, list: typeof home.platformCards) =>
    `## ${heading}\n\n${list.map((c) => `### ${c.title}\n\n${c.text.join("\n\n")}\n${c.references.length ? `\n${c.references.map((r) => `- ${link(r)}`).join("\n")}\n` : ""}`).join("\n")}`;
  const files = renderGroupLlmsFiles(index).filter((file) => file.pages > 0);
  return [
    `# ${home.hero.heading}\n\n> ${home.hero.text}\n\nSource: ${absoluteUrl("/")}\nIndex of all pages: ${absoluteUrl("/llms.txt")}\n\n${home.hero.actions.map((a) => `- ${link(a)}`).join("\n")}\n`,
    `## What's new?\n\n${changelog
      .slice(0, HOME_ENTRIES)
      .map((w) => `- ${date.format(new Date(w.date))}: ${link({ title: w.title, url: w.link })}`)
      .join("\n")}\n\n[All changes](${absoluteUrl(CHANGELOG_PATH)})\n`,
    cards(home.headings.platform, home.platformCards),
    cards(home.headings.support, home.supportCards),
    `## ${home.video.title}\n\n${home.video.text}\n`,
    `## Docs by sidebar group\n\nThe pages of each group, with a summary of each, as Markdown links; [every page](${absoluteUrl("/llms.txt")}) in one index, and [the full text](${absoluteUrl("/llms-full.txt")}) in one file.\n\n${files.map((f) => `- [${f.group}](${absoluteUrl(f.path)}): ${f.pages} pages`).join("\n")}\n`,
  ].join("\n");
}
