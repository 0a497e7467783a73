import { AskChatLoader } from "@/components/ask/ask-chat-loader.client";
import type { PageEntry } from "@/lib/content/types";

/** The chat screen layout of the Ask page: a single centred column. */
export function ChatLayout({ page, html }: { page: PageEntry; html: string }) {
  return (
    <main id="main" className="layout-chat" tabIndex={-1}>
      <header className="doc-header">
        <h1>{page.record.title}</h1>
        <p className="doc-description">{page.record.frontmatter.description}</p>
      </header>
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      <AskChatLoader />
    </main>
  );
}
