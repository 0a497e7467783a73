"use client";

import { useEffect } from "react";
import { chooseSynced, selectTab } from "@/lib/kit/tabs";
import { onTermKey, onTermLeave } from "@/lib/kit/term-dismiss";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

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

function onTabClick(event: MouseEvent): void {
  const tab = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-tabs] [role=tab]");
  if (tab) activateTab(tab);
}

/**
 * One island for the kit's behaviour on every page, by delegated listeners on the document (tabs and terms are
 * server HTML): tab groups, and Escape on a glossary term's tooltip (lib/kit/term-dismiss.ts).
 */
export function TabsIsland() {
  useEffect(() => {
    document.addEventListener("click", onTabClick);
    document.addEventListener("keydown", onTabKey);
    document.addEventListener("keydown", onTermKey);
    document.addEventListener("focusout", onTermLeave);
    document.addEventListener("mouseout", onTermLeave);
    return () => {
      document.removeEventListener("click", onTabClick);
      document.removeEventListener("keydown", onTabKey);
      document.removeEventListener("keydown", onTermKey);
      document.removeEventListener("focusout", onTermLeave);
      document.removeEventListener("mouseout", onTermLeave);
    };
  }, []);
  return null;
}
