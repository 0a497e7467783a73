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
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener("click", onTabClick, { signal });
    document.addEventListener("keydown", onTabKey, { signal });
    document.addEventListener("keydown", onTermKey, { signal });
    document.addEventListener("focusout", onTermLeave, { signal });
    document.addEventListener("mouseout", onTermLeave, { signal });
    return () => listening.abort();
  }, []);
}
