import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ChatLayout } from "@/components/layout/chat-layout";
import { DocLayout } from "@/components/layout/doc-layout";
import { getContentIndex, getPage, getPageRecords } from "@/lib/content";
import { renderMdx } from "@/lib/mdx";
import { pageMetadata, slugToPath } from "@/lib/metadata";

/** Every page is known at build time; anything else is the 404 page. */
export const dynamicParams = false;

type Props = { params: Promise<{ slug: string[] }> };

export function generateStaticParams() {
  return getPageRecords().map((record) => ({ slug: record.path.split("/").filter(Boolean) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getPage(slugToPath((await params).slug));
  return page ? pageMetadata(page.record) : {};
}

export default async function DocPage({ params }: Props) {
  const page = getPage(slugToPath((await params).slug));
  if (!page) notFound();
  const content = await renderMdx(page.body);
  if (page.record.frontmatter.layout === "chat") return <ChatLayout page={page}>{content}</ChatLayout>;
  return (
    <DocLayout page={page} index={getContentIndex()}>
      {content}
    </DocLayout>
  );
}
