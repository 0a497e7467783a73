import { CopyPageButton } from "../copy-page.client";

/** Actions on a doc page for people and AI tools: copy the page as Markdown, or open its Markdown. */
export function PageActions({ markdownUrl }: { markdownUrl: string }) {
  return (
    <div className="page-actions">
      <CopyPageButton href={markdownUrl} />
      <a className="page-action" href={markdownUrl} type="text/markdown">
        View as Markdown
      </a>
    </div>
  );
}
