import { useEffect, useState } from "react";

/** An opened Try it panel: its operation's element (components/mdx/try-it.tsx) and the slot the panel renders into. */
export interface TryItTarget {
  root: HTMLElement;
  slot: HTMLElement;
  id: string;
}

/**
 * The API reference's Try it buttons, by one delegated click listener of the page behaviour island: the first press
 * adds a slot under the button (the island renders the panel there, its code loaded then), later presses show or
 * hide it.
 */
export function useTryIt(): TryItTarget[] {
  const [targets, setTargets] = useState<TryItTarget[]>([]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as HTMLElement | null)?.closest<HTMLButtonElement>("[data-try-it-open]");
      const root = button?.closest<HTMLElement>("[data-try-it]");
      if (!button || !root) return;
      const open = root.querySelector<HTMLElement>(":scope > .try-it-slot");
      if (open) {
        open.hidden = !open.hidden;
        button.setAttribute("aria-expanded", String(!open.hidden));
        return;
      }
      const slot = document.createElement("div");
      slot.className = "try-it-slot";
      slot.id = `try-it-${document.querySelectorAll(".try-it-slot").length + 1}`;
      root.append(slot);
      button.setAttribute("aria-controls", slot.id);
      button.setAttribute("aria-expanded", "true");
      // Panels of pages left by client navigation are dropped (their slots went with the page).
      setTargets((list) => [...list.filter((t) => t.slot.isConnected), { root, slot, id: slot.id }]);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return targets;
}
