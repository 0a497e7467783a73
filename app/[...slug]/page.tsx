import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContentProblems } from "@/components/layout/content-problems";
import { DocLayout } from "@/components/layout/doc-layout";
import { rendersInDocRoute } from "@/lib/content/layouts";
import { getBrokenPagePaths, getContentIndex, getPage, getPageHtml, getPageProblems, getPageRecords, getReusedPagePaths } from "@/lib/content/pages";
import { pageMetadata, slugToPath } from "@/lib/routes/metadata";
import { site } from "@/lib/site";

/** Every page is known at build time; anything else is the 404 page. */
export const dynamicParams = false;

type Props = { params: Promise<{ slug: string[] }> };

export function generateStaticParams() {
  // Under `next dev` a file that is no page because of its problems still gets its URL: the page shows the problems.
  // The Ask page (layout: chat) is its own route, app/ask-launchbay/: its chat stays out of this route's code.
  // A build leaves out the pages whose last export it copies (scripts/steps/page-reuse.ts), but renders one at least:
  // Next's export fails on a route without any.
  const reused = getReusedPagePaths();
  const paths = [
    ...getPageRecords()
      .filter((record) => rendersInDocRoute(record.frontmatter.layout))
      .map((record) => record.path),
    ...getBrokenPagePaths(),
  ].filter((p) => p !== site.askPath && p !== "/");
  const rendered = paths.filter((p) => !reused.has(p));
  return (rendered.length > 0 ? rendered : paths.slice(0, 1)).map((pagePath) => ({ slug: pagePath.split("/").filter(Boolean) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getPage(slugToPath((await params).slug));
  return page ? pageMetadata(page.record) : {};
}

export default async function DocPage({ params }: Props) {
  const pagePath = slugToPath((await params).slug);
  // Under `npm run dev`, content problems of this page's file show on the page (and in the terminal, from the
  // watcher, scripts/dev.ts); the live preview refreshes it after the fix. A build never gets here with problems.
  const problems = getPageProblems(pagePath);
  if (problems.length > 0) return <ContentProblems problems={problems} />;
  const page = getPage(pagePath);
  const html = getPageHtml(pagePath);
  if (!page || html === undefined || !rendersInDocRoute(page.record.frontmatter.layout)) notFound();
  return <DocLayout page={page} index={getContentIndex()} html={html} />;
}
