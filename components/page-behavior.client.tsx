"use client";

import { usePathname } from "next/navigation";
import { createPortal } from "react-dom";
import { trackEvent, USAGE_EVENTS } from "@/lib/analytics/events";
import { codeText, useCodeCopyTargets } from "@/lib/hooks/use-code-copy";
import { useCopy } from "@/lib/hooks/use-copy";
import { useClientNavigation } from "@/lib/hooks/use-client-navigation";
import { useKitBehavior } from "@/lib/hooks/use-kit-behavior";
import { useNotFoundEvent } from "@/lib/hooks/use-not-found-event";
import { useTocSpy } from "@/lib/hooks/use-toc-spy";

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
 * the table of headings' scroll-spy, and the page-not-found event. Each behaviour is a hook in lib/hooks; the island renders only the
 * copy buttons, into slots next to the blocks.
 */
export function PageBehavior() {
  const pathname = usePathname();
  useClientNavigation();
  useKitBehavior();
  useTocSpy(pathname);
  useNotFoundEvent(pathname);
  const targets = useCodeCopyTargets(pathname);
  return <>{targets.map(({ pre, slot, id }) => (slot.isConnected ? createPortal(<CopyButton pre={pre} />, slot, id) : null))}</>;
}
