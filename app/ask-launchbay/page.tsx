import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ChatLayout } from "@/components/layout/chat-layout";
import { ContentProblems } from "@/components/layout/content-problems";
import { getPage, getPageHtml, getPageProblems } from "@/lib/content/pages";
import { pageMetadata } from "@/lib/routes/metadata";
import { site } from "@/lib/site";

/**
 * The Ask page (`site.askPath`, from content/ask-launchbay.mdx, `layout: chat`): a route of its own, so the chat
 * and its answer renderer are compiled for this page only, not for every doc page (the catch-all leaves it out).
 */
export async function generateMetadata(): Promise<Metadata> {
  const page = getPage(site.askPath);
  return page ? pageMetadata(page.record) : {};
}

export default function AskPage() {
  const problems = getPageProblems(site.askPath);
  if (problems.length > 0) return <ContentProblems problems={problems} />;
  const page = getPage(site.askPath);
  const html = getPageHtml(site.askPath);
  if (!page || html === undefined) notFound();
  return <ChatLayout page={page} html={html} />;
}
