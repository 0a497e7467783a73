import { useEffect, useLayoutEffect } from "react";
import { applyStoredTabsHere, onTabClick, onTabKey } from "../kit/tabs-dom";
import { onTermKey, onTermLeave } from "../kit/term-dismiss";

/**
 * The kit's behaviour on every page, by delegated document listeners: tab groups, and Escape on a glossary term's
 * tooltip; and on each page a client navigation brings in, the reader's synced tabs, in the commit that shows the
 * page (a layout effect: before it is painted).
 */
export function useKitBehavior(pathname: string): void {
  useLayoutEffect(applyStoredTabsHere, [pathname]);
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
