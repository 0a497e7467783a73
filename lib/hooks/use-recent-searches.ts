import { useCallback, useState } from "react";
import { search as config } from "@/lib/site";

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(config.recentKey) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string").slice(0, config.recentMax) : [];
  } catch {
    return [];
  }
}

function write(list: string[]) {
  try {
    if (list.length) localStorage.setItem(config.recentKey, JSON.stringify(list));
    else localStorage.removeItem(config.recentKey);
  } catch {
    // Storage can be full or blocked (private mode); recent searches are a convenience.
  }
}

/** The reader's recent searches (newest first), kept in localStorage. */
export function useRecentSearches() {
  const [recent, setRecent] = useState<string[]>(read);
  const remember = useCallback((query: string) => {
    const trimmed = query.trim();
    if (!trimmed) return;
    const next = [trimmed, ...read().filter((q) => q.toLowerCase() !== trimmed.toLowerCase())].slice(0, config.recentMax);
    write(next);
    setRecent(next);
  }, []);
  const clear = useCallback(() => {
    write([]);
    setRecent([]);
  }, []);
  return { recent, remember, clear };
}
