"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense } from "react";
import { createPortal } from "react-dom";
import { trackEvent, USAGE_EVENTS } from "@/lib/analytics/events";
import { codeText, useCodeCopyTargets } from "@/lib/hooks/use-code-copy";
import { useCopy } from "@/lib/hooks/use-copy";
import { useClientNavigation } from "@/lib/hooks/use-client-navigation";
import { useKitBehavior } from "@/lib/hooks/use-kit-behavior";
import { useNotFoundEvent } from "@/lib/hooks/use-not-found-event";
import { useTocSpy } from "@/lib/hooks/use-toc-spy";
import { useTryIt } from "@/lib/hooks/use-try-it";

// The API reference's Try it panel: its own chunk, loaded when a Try it button is first pressed.
const TryItPanel = lazy(() => import("./try-it/panel.client").then((m) => ({ default: m.TryItPanel })));

/** The copy button of a code block (also used by Ask for the code in its answers). */
export function CopyButton({ pre }: { pre: HTMLElement }) {
  const { copied, copy } = useCopy();
  const onClick = async () => {
    if (await copy(codeText(pre))) trackEvent(USAGE_EVENTS.codeBlockCopied, { url: location.href });
  };
  return (
    <>
      <button type="button" className="copy-button" aria-label="Copy to clipboard" data-copied={copied || undefined} onClick={onClick}>
        {copied ? (
          "Copied!"
        ) : (
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M9 9h11v11H9zM5 15H4V4h11v1" />
          </svg>
        )}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? "Copied!" : ""}
      </span>
    </>
  );
}

/**
 * The behaviour every page gets on top of its server HTML, as one island (one hydration root, one client
 * reference in the page's payload) in the root layout: copy buttons on code blocks, client navigation for
 * every page link (prefetch on intent, focus on the new heading), tab groups and glossary tooltips of the kit,
 * the table of headings' scroll-spy, the page-not-found event, and the API reference's Try it buttons. Each
 * behaviour is a hook in lib/hooks; the island renders only the copy buttons and the opened Try it panels, into
 * slots next to them.
 */
export function PageBehavior() {
  const pathname = usePathname();
  useClientNavigation();
  useKitBehavior(pathname);
  useTocSpy(pathname);
  useNotFoundEvent(pathname);
  const targets = useCodeCopyTargets(pathname);
  const panels = useTryIt();
  return (
    <>
      {targets.map(({ pre, slot, id }) => (slot.isConnected ? createPortal(<CopyButton pre={pre} />, slot, id) : null))}
      {panels.length ? <Suspense fallback={null}>{panels.map(({ root, slot, id }) => (slot.isConnected ? createPortal(<TryItPanel root={root} />, slot, id) : null))}</Suspense> : null}
    </>
  );
}
