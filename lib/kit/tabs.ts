/**
 * Synced tabs (`<Tabs syncKey="pkg">`): the reader's choice per key, kept in localStorage and applied to every
 * tab group with that key. The same selection code runs before first paint (the inline script below, which
 * watches the parser add tab groups) and in the page behaviour island (lib/kit/tabs-dom.ts: clicks and keys): no flash of the wrong tab.
 */

export const TABS_STORAGE_KEY = "launchbay-tabs";

/**
 * Runs in the page's <head>, before anything is painted: marks <html> as able to show one panel at a time
 * (CSS hides the others only then; without script every panel is readable) and, from then on, selects the
 * stored tab in every synced group the moment the parser (or a client navigation) adds it. Self-contained:
 * it is serialised into the page.
 */
export function applyTabsBeforePaint(storageKey: string): void {
  const root = document.documentElement;
  root.setAttribute("data-tabs-js", "");
  const read = (): Record<string, string> => {
    try {
      return JSON.parse(window.localStorage.getItem(storageKey) || "{}") || {};
    } catch {
      return {};
    }
  };
  const stored = read();
  for (const key of Object.keys(stored)) if (/^[\w-]+$/.test(key)) root.setAttribute(`data-tab-${key}`, String(stored[key]));
  if (typeof MutationObserver !== "function") return;
  const apply = (group: Element, choices: Record<string, string>) => {
    const value = choices[group.getAttribute("data-sync-key") || ""];
    if (!value) return;
    const tabs = group.querySelectorAll(":scope > [role=tablist] > [role=tab]");
    let found = false;
    tabs.forEach((tab) => {
      if (tab.getAttribute("data-value") === value) found = true;
    });
    if (!found) return;
    tabs.forEach((tab) => {
      const on = tab.getAttribute("data-value") === value;
      tab.setAttribute("aria-selected", String(on));
      tab.setAttribute("tabindex", on ? "0" : "-1");
      const panel = document.getElementById(tab.getAttribute("aria-controls") || "");
      if (panel) {
        if (on) panel.setAttribute("data-selected", "");
        else panel.removeAttribute("data-selected");
      }
    });
  };
  // Also for pages a client navigation brings in: their HTML is added after this script ran, and the
  // reader may have chosen since, so the choices are read again whenever synced groups appear. The parser can
  // add a group before its tabs and panels (a network chunk may end inside it): a tab or panel added later
  // selects again in the group it joins.
  new MutationObserver((records) => {
    const groups = new Set<Element>();
    for (const record of records)
      record.addedNodes.forEach((node) => {
        if (node.nodeType !== 1) return;
        const element = node as Element;
        if (element.matches("[data-sync-key]")) groups.add(element);
        else if (element.matches("[role=tablist], [role=tab], [role=tabpanel]")) {
          const group = element.closest("[data-sync-key]");
          if (group) groups.add(group);
        }
        element.querySelectorAll("[data-sync-key]").forEach((group) => groups.add(group));
      });
    if (groups.size === 0) return;
    const choices = read();
    groups.forEach((group) => apply(group, choices));
  }).observe(root, { childList: true, subtree: true });
}

/** The inline script for the root layout (postbuild hashes it for the CSP). */
export function tabsScript(): string {
  return `(${applyTabsBeforePaint.toString()})(${JSON.stringify(TABS_STORAGE_KEY)})`;
}

/** Selects one tab of a group: aria-selected, roving tabindex, the visible panel. */
export function selectTab(group: Element, value: string): boolean {
  const tabs = [...group.querySelectorAll<HTMLElement>(":scope > [role=tablist] > [role=tab]")];
  if (!tabs.some((tab) => tab.dataset.value === value)) return false;
  for (const tab of tabs) {
    const on = tab.dataset.value === value;
    tab.setAttribute("aria-selected", String(on));
    tab.tabIndex = on ? 0 : -1;
    const panel = group.ownerDocument.getElementById(tab.getAttribute("aria-controls") ?? "");
    if (panel) panel.toggleAttribute("data-selected", on);
  }
  return true;
}

/** Saves a choice for a sync key and applies it to every group with that key in the document. */
export function chooseSynced(doc: Document, key: string, value: string, storage: Pick<Storage, "getItem" | "setItem"> | null): void {
  if (!/^[\w-]+$/.test(key)) return;
  doc.querySelectorAll(`[data-sync-key="${key}"]`).forEach((group) => selectTab(group, value));
  doc.documentElement.setAttribute(`data-tab-${key}`, value);
  if (!storage) return;
  try {
    const stored = JSON.parse(storage.getItem(TABS_STORAGE_KEY) ?? "{}") as Record<string, string>;
    storage.setItem(TABS_STORAGE_KEY, JSON.stringify({ ...stored, [key]: value }));
  } catch {
    // Blocked or full storage: the choice holds for this page only.
  }
}
