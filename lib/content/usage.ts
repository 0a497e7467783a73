/**
 * Which guides use each reference entry (issue #27, point 6): the API operations a page's examples call (the example
 * check, lib/content/check-examples.ts) and the CLI commands it runs (lib/content/check-cli.ts), as keys; the content
 * index maps each key to the pages that use it, and each entry of the reference lists them (`<UsedIn entry>`,
 * components/mdx/used-in.tsx). A guide links the entries it uses with the sections lib/content/reference-expand.ts
 * adds to it.
 */
import type { ContentIndex, PageEntry, PageRecord, ReferenceUsage } from "./types";

/** The key of an API operation. */
export const operationKey = (operationId: string) => `api:${operationId}`;
/** The key of a CLI command: the binary as the reference prints it (`launchbay`, `npx @launchbay/visual-editor`) and the name. */
export const commandKey = (binary: string, name: string) => `cli:${binary} ${name}`;

/** The reference's own pages: their samples call every entry, and they are no guide. */
export const isReferencePage = (pagePath: string) => /^\/(api|cli)\/reference\//.test(pagePath) || pagePath === "/visual-editor/cli-reference/";

/** Which pages use each entry. */
export function referenceUsage(ordered: Iterable<PageEntry>): ReferenceUsage {
  const usage: ReferenceUsage = {};
  for (const entry of ordered) {
    if (isReferencePage(entry.record.path)) continue;
    for (const key of entry.analysis.references) (usage[key] ??= []).push(entry.record.path);
  }
  return usage;
}

/** How many guides an entry lists by name; the rest are counted. */
export const USED_IN_SHOWN = 8;

/** The guides an entry lists (the first USED_IN_SHOWN in sidebar order) and how many more use it. */
export function usedInPages(index: Pick<ContentIndex, "usage" | "pages">, key: string): { shown: PageRecord[]; more: number } {
  const records = (index.usage[key] ?? []).flatMap((pagePath) => index.pages.get(pagePath)?.record ?? []);
  return { shown: records.slice(0, USED_IN_SHOWN), more: Math.max(0, records.length - USED_IN_SHOWN) };
}

/** The placeholder a Markdown copy holds for an entry's list until the index is known (lib/agents/markdown.ts writes it). */
export const usedInMarker = (key: string) => `<!-- used-in: ${key} -->`;

/** A Markdown copy with its placeholders replaced by the lists (links absolute with `absolute`), or removed when no guide uses the entry. */
export function fillUsedIn(markdown: string, index: Pick<ContentIndex, "usage" | "pages">, absolute: (pagePath: string) => string): string {
  return markdown.replace(/<!-- used-in: (.+?) -->\n?/g, (_, key: string) => {
    const { shown, more } = usedInPages(index, key);
    if (shown.length === 0) return "";
    return `**Used in the guides:** ${shown.map((r) => `[${r.title}](${absolute(r.path)})`).join(", ")}${more > 0 ? ` and ${more} more` : ""}.\n`;
  });
}
