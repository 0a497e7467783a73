/**
 * Synced tabs (`<Tabs syncKey="pkg">`): the reader's choice per key, kept in localStorage and applied to every
 * tab group with that key. The same selection code runs before first paint (the inline script below, which
 * watches the parser add tab groups when a choice is stored), in the page behaviour island (lib/kit/tabs-dom.ts:
 * clicks and keys) and after each client navigation (`applyStoredTabs`, before that page's paint): no flash of the wrong tab.
 */

export const TABS_STORAGE_KEY = "launchbay-tabs";

/**
 * Runs in the page's <head>, before anything is painted: marks <html> as able to show one panel at a time
 * (CSS hides the others only then; without script every panel is readable) and, when the reader has chosen a
 * tab before, selects it in every synced group the moment the parser adds the group. With nothing stored (a
 * first visit) there is nothing to select, and no observer runs through the parse. The parser is done at
 * DOMContentLoaded; the pages a client navigation brings in are `applyStoredTabs`'s. Self-contained: it is
 * serialised into the page.
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
  const keys = Object.keys(stored).filter((key) => /^[\w-]+$/.test(key));
  for (const key of keys) root.setAttribute(`data-tab-${key}`, String(stored[key]));
  if (keys.length === 0 || typeof MutationObserver !== "function") return;
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
  // The parser can add a group before its tabs and panels (a network chunk may end inside it): a tab or panel
  // added later selects again in the group it joins. The choices are read again when groups appear: the page's
  // island may be up, and the reader choosing, before a long page is parsed.
  const observer = new MutationObserver((records) => {
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
  });
  observer.observe(root, { childList: true, subtree: true });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => observer.disconnect(), { once: true });
}

/** The inline script for the root layout (postbuild hashes it for the CSP). */
export function tabsScript(): string {
  return `(${applyTabsBeforePaint.toString()})(${JSON.stringify(TABS_STORAGE_KEY)})`;
}

/** Selects one tab of a group: aria-selected, roving tabindex, the visible panel. */
export function selectTab(group: Element, value: string): void {
  const tabs = [...group.querySelectorAll<HTMLElement>(":scope > [role=tablist] > [role=tab]")];
  if (!tabs.some((tab) => tab.dataset.value === value)) return;
  for (const tab of tabs) {
    const on = tab.dataset.value === value;
    tab.setAttribute("aria-selected", String(on));
    tab.tabIndex = on ? 0 : -1;
    group.ownerDocument.getElementById(tab.getAttribute("aria-controls") ?? "")?.toggleAttribute("data-selected", on);
  }
}

/** The stored choices by sync key; throws when the stored text is not JSON. */
const storedChoices = (storage: Pick<Storage, "getItem"> | null): Record<string, string> => JSON.parse(storage?.getItem(TABS_STORAGE_KEY) ?? "{}") ?? {};

/** Saves a choice for a sync key and applies it to every group with that key in the document. */
export function chooseSynced(doc: Document, key: string, value: string, storage: Pick<Storage, "getItem" | "setItem"> | null): void {
  if (!/^[\w-]+$/.test(key)) return;
  doc.querySelectorAll(`[data-sync-key="${key}"]`).forEach((group) => selectTab(group, value));
  doc.documentElement.setAttribute(`data-tab-${key}`, value);
  try {
    storage?.setItem(TABS_STORAGE_KEY, JSON.stringify({ ...storedChoices(storage), [key]: value }));
  } catch {
    // Blocked or full storage: the choice holds for this page only.
  }
}

/**
 * Selects the stored choice in every synced group of the document: the page behaviour island runs it in the
 * commit of each client navigation (a layout effect), so the new page's groups show the reader's tab before
 * that page is painted.
 */
export function applyStoredTabs(doc: Document, storage: Pick<Storage, "getItem"> | null): void {
  let stored: Record<string, string>;
  try {
    stored = storedChoices(storage);
  } catch {
    return;
  }
  doc.querySelectorAll<HTMLElement>("[data-tabs][data-sync-key]").forEach((group) => {
    const value = stored[group.dataset.syncKey ?? ""];
    if (value) selectTab(group, value);
  });
}
