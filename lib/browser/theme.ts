/** The theme preference (docs/CONTRACT.md §3, §4): light, dark or system, stored under `nf-docs-theme`; dark is `html.dark`. */
import { site } from "../site";

/** A reader's theme choice. */
export type ThemePreference = "light" | "dark" | "system";

/** The choices, in the order the toggle shows them. */
export const THEME_PREFERENCES: readonly ThemePreference[] = ["light", "dark", "system"];

const DARK_QUERY = "(prefers-color-scheme: dark)";

/** A stored value as a preference; anything unknown is `system`. */
export function parseThemePreference(value: unknown): ThemePreference {
  return value === "light" || value === "dark" ? value : "system";
}

/** Set on `<html>` by the theme store once the framework has booted: the pre-paint script's live listener stops. */
export const THEME_HANDOVER_ATTRIBUTE = "data-theme-live";

/**
 * Runs inline in `<head>` before the body is parsed, so the first paint has the right theme. With no stored
 * choice (system) it also follows the OS setting live until the framework boots: the theme store then sets
 * `handover` on `<html>` and takes over, and this listener removes itself at the next change. It is serialised
 * with `toString()`: it must not reference anything outside itself.
 */
export function applyThemeBeforePaint(key: string, handover: string): void {
  const root = document.documentElement;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(key);
  } catch {
    // Blocked storage (privacy mode, sandboxed frames): follow the system.
  }
  let dark = stored === "dark";
  if (stored !== "light" && stored !== "dark") {
    let media: MediaQueryList | null = null;
    try {
      media = window.matchMedia("(prefers-color-scheme: dark)");
      dark = media.matches;
    } catch {
      dark = false;
    }
    try {
      const follow = () => {
        if (!media) return;
        if (root.hasAttribute(handover)) media.removeEventListener("change", follow);
        else root.classList.toggle("dark", media.matches);
      };
      media?.addEventListener("change", follow);
    } catch {
      // A browser without addEventListener on media queries: the theme store follows the OS once it boots.
    }
  }
  root.classList.toggle("dark", dark);
}

/** The inline `<head>` script that applies the stored theme before first paint (and follows the OS until boot). */
export function themeScript(): string {
  return `(${applyThemeBeforePaint.toString()})(${JSON.stringify(site.themeStorageKey)},${JSON.stringify(THEME_HANDOVER_ATTRIBUTE)})`;
}

/** What the store needs from the browser (a fake in tests). */
export interface ThemeEnvironment {
  storage: () => Pick<Storage, "getItem" | "setItem">;
  matchMedia: (query: string) => Pick<MediaQueryList, "matches" | "addEventListener" | "removeEventListener">;
  root: HTMLElement;
  addEventListener: (type: "storage", listener: (event: StorageEvent) => void) => void;
  removeEventListener: (type: "storage", listener: (event: StorageEvent) => void) => void;
}

/** Creates the theme store over a browser environment; every storage access is guarded. */
export function createThemeStore(env: ThemeEnvironment) {
  const key = site.themeStorageKey;
  const listeners = new Set<() => void>();
  let preference: ThemePreference | null = null;

  const read = (): ThemePreference => {
    try {
      return parseThemePreference(env.storage().getItem(key));
    } catch {
      return "system";
    }
  };
  const getPreference = () => (preference ??= read());
  const apply = () => {
    const current = getPreference();
    let dark = current === "dark";
    if (current === "system") {
      try {
        dark = env.matchMedia(DARK_QUERY).matches;
      } catch {
        dark = false;
      }
    }
    env.root.classList.toggle("dark", dark);
  };
  const emit = () => listeners.forEach((listener) => listener());
  const onSystemChange = () => {
    if (getPreference() === "system") apply();
  };
  // Another tab changed the preference: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key) return;
    preference = parseThemePreference(event.newValue);
    apply();
    emit();
  };

  return {
    getPreference,
    setPreference(next: ThemePreference) {
      preference = next;
      try {
        env.storage().setItem(key, next);
      } catch {
        // Not saved, but applied for this page view.
      }
      apply();
      emit();
    },
    subscribe(listener: () => void) {
      if (listeners.size === 0) {
        env.matchMedia(DARK_QUERY).addEventListener("change", onSystemChange);
        env.addEventListener("storage", onStorage);
        // From now on this store follows the OS: the pre-paint script's listener stands down.
        env.root.setAttribute(THEME_HANDOVER_ATTRIBUTE, "");
        // The pre-paint script may have missed an OS switch since; bring the page in line.
        apply();
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        env.matchMedia(DARK_QUERY).removeEventListener("change", onSystemChange);
        env.removeEventListener("storage", onStorage);
      };
    },
  };
}

/** A theme store for `useSyncExternalStore`: reads, saves and applies the preference, and follows the system live. */
export type ThemeStore = ReturnType<typeof createThemeStore>;
