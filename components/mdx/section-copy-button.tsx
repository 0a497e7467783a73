/**
 * "Copy this section as Markdown" on an h2/h3, next to its anchor: server-rendered markup only; one listener in
 * the page actions island (lib/hooks/use-section-copy.ts, run by the page actions menu) does the copying for every heading.
 */
export function SectionCopyButton() {
  return (
    <button type="button" className="section-copy" data-section-copy="" aria-label="Copy this section as Markdown" title="Copy this section as Markdown">
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M9 9h11v11H9zM5 15H4V4h11v1" />
      </svg>
    </button>
  );
}
