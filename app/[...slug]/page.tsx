import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ChatLayout } from "@/components/layout/chat-layout";
import { ContentProblems } from "@/components/layout/content-problems";
import { DocLayout } from "@/components/layout/doc-layout";
import { getBrokenPagePaths, getContentIndex, getPage, getPageProblems, getPageRecords } from "@/lib/content";
import { renderMdx } from "@/lib/mdx";
import { pageMetadata, slugToPath } from "@/lib/metadata";

/** Every page is known at build time; anything else is the 404 page. */
export const dynamicParams = false;

type Props = { params: Promise<{ slug: string[] }> };

export function generateStaticParams() {
  // Under `next dev` a file that is no page because of its problems still gets its URL: the page shows the problems.
  const paths = [...getPageRecords().map((record) => record.path), ...getBrokenPagePaths()];
  return paths.map((pagePath) => ({ slug: pagePath.split("/").filter(Boolean) })).filter(({ slug }) => slug.length > 0);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getPage(slugToPath((await params).slug));
  return page ? pageMetadata(page.record) : {};
}

export default async function DocPage({ params }: Props) {
  const pagePath = slugToPath((await params).slug);
  // Under `next dev`, content problems of this page's file show on the page (and in the terminal, from
  // lib/content); the live preview refreshes it after the fix. A build never gets here with problems.
  const problems = getPageProblems(pagePath);
  if (problems.length > 0) return <ContentProblems problems={problems} />;
  const page = getPage(pagePath);
  if (!page) notFound();
  const content = await renderMdx(page.body);
  if (page.record.frontmatter.layout === "chat") return <ChatLayout page={page}>{content}</ChatLayout>;
  return (
    <DocLayout page={page} index={getContentIndex()}>
      {content}
    </DocLayout>
  );
}
