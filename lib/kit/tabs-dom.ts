/**
 * Tab groups in the browser (MDX `<Tabs>`, components/mdx/tabs.tsx): clicks, arrow/Home/End keys, and the
 * synced choice saved for the next pages. Delegated document listeners that the page's behaviour island
 * (components/page-behavior.client.tsx) adds; the groups themselves are server HTML.
 */
import { applyStoredTabs, chooseSynced, selectTab } from "./tabs";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The reader's stored choices in this document's synced groups (after a client navigation: lib/kit/tabs.ts). */
export const applyStoredTabsHere = (): void => applyStoredTabs(document, storage());

/** Activates a tab: selects it in its group and, for a synced group, in every group with its key (and saves it). */
export function activateTab(tab: HTMLElement): void {
  const group = tab.closest<HTMLElement>("[data-tabs]");
  const value = tab.dataset.value;
  if (!group || !value) return;
  const key = group.dataset.syncKey;
  if (key) {
    // Keep the chosen tab where it is on screen while groups above it change height.
    const before = tab.getBoundingClientRect().top;
    chooseSynced(document, key, value, storage());
    const after = tab.getBoundingClientRect().top;
    if (after !== before) window.scrollBy(0, after - before);
  } else selectTab(group, value);
}

/** Arrow keys, Home and End move between the tabs of a list (and activate: automatic activation). */
export function onTabKey(event: KeyboardEvent): void {
  const tab = (event.target as HTMLElement | null)?.closest<HTMLElement>("[role=tab]");
  const list = tab?.parentElement;
  if (!tab || !list || list.getAttribute("role") !== "tablist" || !tab.closest("[data-tabs]")) return;
  const tabs = [...list.querySelectorAll<HTMLElement>(":scope > [role=tab]")];
  const i = tabs.indexOf(tab);
  const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const target = tabs[(next + tabs.length) % tabs.length];
  if (!target) return;
  activateTab(target);
  target.focus();
}

/** A click on a tab of any group activates it. */
export function onTabClick(event: MouseEvent): void {
  const tab = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-tabs] [role=tab]");
  if (tab) activateTab(tab);
}
