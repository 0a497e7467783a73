import { useEffect, useState } from "react";
import { timings } from "../site";

/** The text of a code block as a reader wants it pasted: no line numbers, no `$ ` prompts of a shell session. */
export function codeText(pre: HTMLElement): string {
  const code = (pre.querySelector("code") ?? pre).cloneNode(true) as HTMLElement;
  code.querySelectorAll("[data-no-copy], .line-number").forEach((node) => node.remove());
  const text = (code.textContent ?? "").replace(/\n$/, "");
  return text.startsWith("$ ") ? text.replace(/^\$ /gm, "") : text;
}

/** A code block with its button slot. */
export interface CopyTarget {
  pre: HTMLElement;
  slot: HTMLElement;
  id: string;
}

let nextId = 0;

/**
 * The code blocks of the page that get a copy button, found 100 ms after each page update, each with a slot added
 * once (docs/CONTRACT.md §9); the page's behaviour island renders a button into each slot. The blocks themselves
 * stay server-rendered HTML.
 */
export function useCodeCopyTargets(pathname: string): CopyTarget[] {
  const [targets, setTargets] = useState<CopyTarget[]>([]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scan = () => {
      const found: CopyTarget[] = [];
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
  return targets;
}
