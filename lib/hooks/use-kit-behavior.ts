import { useEffect } from "react";
import { onTabClick, onTabKey } from "../kit/tabs-dom";
import { onTermKey, onTermLeave } from "../kit/term-dismiss";

/** The kit's behaviour on every page, by delegated document listeners: tab groups, and Escape on a glossary term's tooltip. */
export function useKitBehavior(): void {
  useEffect(() => {
    const listeners: [string, EventListener][] = [
      ["click", onTabClick as EventListener],
      ["keydown", onTabKey as EventListener],
      ["keydown", onTermKey as EventListener],
      ["focusout", onTermLeave as EventListener],
      ["mouseout", onTermLeave as EventListener],
    ];
    for (const [type, listener] of listeners) document.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    };
  }, []);
}
