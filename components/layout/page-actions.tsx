import { absoluteUrl } from "@/lib/site";
import { PageActionsLoader } from "../page-features-loader.client";

/**
 * Actions on a doc page for people and AI tools, in a menu next to the title: copy the page as Markdown, view
 * its Markdown, open it in ChatGPT or Claude (components/page-actions-menu.client.tsx).
 */
export function PageActions({ markdownUrl }: { markdownUrl: string }) {
  return <PageActionsLoader markdownUrl={markdownUrl} markdownAbsoluteUrl={absoluteUrl(markdownUrl)} />;
}
