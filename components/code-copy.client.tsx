"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { trackEvent, USAGE_EVENTS } from "@/lib/analytics/events";
import { useCopy } from "@/lib/hooks/use-copy";
import { timings } from "@/lib/site";

/** The text of a code block as a reader wants it pasted: no line numbers, no `$ ` prompts of a shell session. */
export function codeText(pre: HTMLElement): string {
  const code = (pre.querySelector("code") ?? pre).cloneNode(true) as HTMLElement;
  code.querySelectorAll("[data-no-copy], .line-number").forEach((node) => node.remove());
  const text = (code.textContent ?? "").replace(/\n$/, "");
  return text.startsWith("$ ") ? text.replace(/^\$ /gm, "") : text;
}

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

interface Target {
  pre: HTMLElement;
  slot: HTMLElement;
  id: string;
}

let nextId = 0;

/**
 * Adds a copy button to every code block 100 ms after each page update, once per block (docs/CONTRACT.md §9). One
 * island for the whole site: the blocks themselves stay server-rendered HTML.
 */
export function CodeCopy() {
  const pathname = usePathname();
  const [targets, setTargets] = useState<Target[]>([]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scan = () => {
      const found: Target[] = [];
      document.querySelectorAll<HTMLElement>(".code-block").forEach((block) => {
        const pre = block.querySelector("pre");
        if (!pre) return;
        let slot = block.querySelector<HTMLElement>(":scope > .copy-slot");
        if (!slot) {
          slot = document.createElement("div");
          slot.className = "copy-slot";
          slot.dataset.copyId = String(nextId++);
          block.append(slot);
        }
        found.push({ pre, slot, id: slot.dataset.copyId ?? "" });
      });
      setTargets(found);
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(scan, timings.copyAttachDelay);
    };
    schedule();
    // Blocks that arrive after the path changed (a page's content committed later than its URL) get theirs too.
    const observer = new MutationObserver((records) => {
      const added = records.some((record) => [...record.addedNodes].some((node) => node instanceof HTMLElement && (node.matches(".code-block") || node.querySelector(".code-block") !== null)));
      if (added) schedule();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [pathname]);
  return <>{targets.map(({ pre, slot, id }) => (slot.isConnected ? createPortal(<CopyButton pre={pre} />, slot, id) : null))}</>;
}
