import { useCallback, useSyncExternalStore } from "react";
import { trackEvent, USAGE_EVENTS } from "../analytics/events";
import { createThemeStore, type ThemePreference, type ThemeStore } from "../browser/theme";

let store: ThemeStore | undefined;

/** The page's one theme store, created on first use in the browser. */
function browserStore(): ThemeStore {
  return (store ??= createThemeStore({
    storage: () => window.localStorage,
    matchMedia: (query) => window.matchMedia(query),
    root: document.documentElement,
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
  }));
}

const subscribe = (listener: () => void) => browserStore().subscribe(listener);
const getSnapshot = () => browserStore().getPreference();
// The server cannot know the stored choice: it renders the default, the client corrects it after hydration.
const getServerSnapshot = (): ThemePreference => "system";

/** The reader's theme preference and a setter that saves, applies and reports it. */
export function useTheme(): [ThemePreference, (next: ThemePreference) => void] {
  const theme = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const setTheme = useCallback((next: ThemePreference) => {
    browserStore().setPreference(next);
    trackEvent(USAGE_EVENTS.themeChanged, { theme: next });
  }, []);
  return [theme, setTheme];
}
