import type { ContentIndex, PageEntry } from "@/lib/content/types";
import { markdownPath } from "@/lib/agents/markdown-path";
import { getBreadcrumbs, getPrevNext } from "@/lib/nav/sidebar-links";
import { PageActionsLoader } from "../page-features-loader.client";
import { SidebarDrawer } from "../sidebar-drawer.client";
import { absoluteUrl } from "@/lib/site";
import { Breadcrumbs } from "./breadcrumbs";
import { EditLinks } from "./edit-links";
import { JsonLd } from "./json-ld";
import { PageFeedback } from "./page-feedback";
import { PrevNext } from "./prev-next";
import { Sidebar } from "./sidebar";
import { StatusBanner } from "./status-banner";
import { Toc } from "./toc";
import { TocDisclosure } from "./toc-disclosure";

/** The documentation layout: sidebar, breadcrumbs, title, body, last updated, prev/next and the table of headings. */
export function DocLayout({ page, index, html }: { page: PageEntry; index: ContentIndex; html: string }) {
  const { record } = page;
  const { prev, next } = getPrevNext(record.path, index.sidebarOrder, (p) => index.pages.get(p)?.record.title ?? p, {
    prev: record.frontmatter.prev,
    next: record.frontmatter.next,
  });
  const crumbs = getBreadcrumbs(record.path, index.sidebar);
  const markdownUrl = markdownPath(record.path);
  return (
    <div className="layout-doc">
      <SidebarDrawer sidebar={<Sidebar groups={index.sidebar} current={record.path} />}>
        <main id="main" className="doc-main" tabIndex={-1}>
          <JsonLd record={record} crumbs={crumbs} />
          <Breadcrumbs items={crumbs} title={record.frontmatter.sidebarTitle ?? record.title} />
          <article className="doc">
            <header className="doc-header">
              <h1>{record.title}</h1>
              <p className="doc-description">{record.frontmatter.description}</p>
              <PageActionsLoader markdownUrl={markdownUrl} markdownAbsoluteUrl={absoluteUrl(markdownUrl)} />
            </header>
            <TocDisclosure headers={record.headers} />
            <StatusBanner status={record.frontmatter.status} />
            {/* The article's HTML, rendered once by the content step: one element to hydrate, not hundreds (lib/routes/static-html.ts). */}
            <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
            <PageFeedback page={record.path} title={record.title} />
            <footer className="doc-footer">
              <p>
                Last updated <time dateTime={new Date(record.lastUpdatedTimestamp).toISOString()}>{record.lastUpdated}</time>
              </p>
              <EditLinks relativePath={record.relativePath} title={record.title} url={absoluteUrl(record.path)} />
            </footer>
          </article>
          <PrevNext prev={prev} next={next} />
        </main>
      </SidebarDrawer>
      <aside className="toc-column">
        <Toc headers={record.headers} />
      </aside>
    </div>
  );
}
