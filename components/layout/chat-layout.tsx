import type { ReactNode } from "react";
import { AskChatLoader } from "@/components/ask/ask-chat-loader.client";
import type { PageEntry } from "@/lib/content/types";

/** The chat screen layout of the Ask page: a single centred column. */
export function ChatLayout({ page, children }: { page: PageEntry; children: ReactNode }) {
  return (
    <main id="main" className="layout-chat" tabIndex={-1}>
      <header className="doc-header">
        <h1>{page.record.title}</h1>
        <p className="doc-description">{page.record.frontmatter.description}</p>
      </header>
      <div className="prose">{children}</div>
      <AskChatLoader />
    </main>
  );
}
