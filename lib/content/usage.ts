/**
 * Which guides use each reference entry (issue #27, point 6): the API operations a page's examples call (the example
 * check, lib/content/check-examples.ts) and the CLI commands it runs (lib/content/check-cli.ts), as keys; the content
 * index maps each key to the pages that use it, and each entry of the reference lists them (`<UsedIn entry>`,
 * components/mdx/used-in.tsx). A guide links the entries it uses with the sections lib/content/reference-expand.ts
 * adds to it.
 */
import type { PageEntry } from "./types";

/** The key of an API operation. */
export const operationKey = (operationId: string) => `api:${operationId}`;
/** The key of a CLI command: the binary as the reference prints it (`launchbay`, `npx @launchbay/visual-editor`) and the name. */
export const commandKey = (binary: string, name: string) => `cli:${binary} ${name}`;

/** The reference's own pages: their samples call every entry, and they are no guide. */
export const isReferencePage = (pagePath: string) => /^\/(api|cli)\/reference\//.test(pagePath) || pagePath === "/visual-editor/cli-reference/";

/** Page paths by entry key, in the order of `ordered` (the sidebar's). */
export type ReferenceUsage = Record<string, string[]>;

/** Which pages use each entry. */
export function referenceUsage(ordered: Iterable<PageEntry>): ReferenceUsage {
  const usage: ReferenceUsage = {};
  for (const entry of ordered) {
    if (isReferencePage(entry.record.path)) continue;
    for (const key of entry.analysis.references) (usage[key] ??= []).push(entry.record.path);
  }
  return usage;
}
