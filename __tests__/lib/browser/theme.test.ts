/** @jest-environment jsdom */
import { THEME_HANDOVER_ATTRIBUTE, applyThemeBeforePaint, createThemeStore, parseThemePreference, themeScript, type ThemeEnvironment } from "@/lib/browser/theme";

/** A controllable prefers-color-scheme media query. */
function fakeMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initial,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    set(matches: boolean) {
      media.matches = matches;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
  return media;
}

function fakeEnv(options: { stored?: string | null; blocked?: boolean; systemDark?: boolean } = {}) {
  const data = new Map<string, string>();
  if (options.stored != null) data.set("nf-docs-theme", options.stored);
  const media = fakeMedia(options.systemDark ?? false);
  const storageListeners = new Set<(event: StorageEvent) => void>();
  const root = document.createElement("html");
  const env: ThemeEnvironment = {
    storage: () => {
      if (options.blocked) throw new DOMException("The operation is insecure.", "SecurityError");
      return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
    },
    matchMedia: () => media as never,
    root,
    addEventListener: (_, listener) => storageListeners.add(listener),
    removeEventListener: (_, listener) => storageListeners.delete(listener),
  };
  return { env, data, media, root, storageListeners };
}

describe("parseThemePreference", () => {
  it.each([
    ["dark", "dark"],
    ["light", "light"],
    ["system", "system"],
    [null, "system"],
    ["DARK", "system"],
    ["", "system"],
    [42, "system"],
  ])("%p → %s", (value, expected) => {
    expect(parseThemePreference(value)).toBe(expected);
  });
});

describe("theme store", () => {
  it("defaults to system and follows the OS setting", () => {
    const { env, root } = fakeEnv({ systemDark: true });
    const store = createThemeStore(env);
    expect(store.getPreference()).toBe("system");
    store.subscribe(() => {});
    expect(root.classList.contains("dark")).toBe(true);
  });

  it.each([
    ["dark", false, true],
    ["light", true, false],
    ["system", true, true],
    ["system", false, false],
  ])("applies the stored value %s (system dark: %s)", (stored, systemDark, dark) => {
    const { env, root } = fakeEnv({ stored, systemDark });
    const store = createThemeStore(env);
    expect(store.getPreference()).toBe(stored);
    store.subscribe(() => {});
    expect(root.classList.contains("dark")).toBe(dark);
  });

  it("treats a bad stored value as system", () => {
    const { env, root } = fakeEnv({ stored: "purple", systemDark: true });
    const store = createThemeStore(env);
    expect(store.getPreference()).toBe("system");
    store.subscribe(() => {});
    expect(root.classList.contains("dark")).toBe(true);
  });

  it("saves, applies and announces a new choice", () => {
    const { env, data, root } = fakeEnv();
    const store = createThemeStore(env);
    const listener = jest.fn();
    store.subscribe(listener);
    store.setPreference("dark");
    expect(data.get("nf-docs-theme")).toBe("dark");
    expect(root.classList.contains("dark")).toBe(true);
    expect(listener).toHaveBeenCalled();
    store.setPreference("light");
    expect(data.get("nf-docs-theme")).toBe("light");
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("falls back to system silently when storage is blocked, and still applies a choice", () => {
    const { env, root } = fakeEnv({ blocked: true, systemDark: true });
    const store = createThemeStore(env);
    expect(store.getPreference()).toBe("system");
    store.subscribe(() => {});
    expect(root.classList.contains("dark")).toBe(true);
    expect(() => store.setPreference("light")).not.toThrow();
    expect(store.getPreference()).toBe("light");
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("updates live when the OS setting changes, only while on system", () => {
    const { env, media, root } = fakeEnv({ systemDark: false });
    const store = createThemeStore(env);
    const unsubscribe = store.subscribe(() => {});
    expect(root.classList.contains("dark")).toBe(false);
    media.set(true);
    expect(root.classList.contains("dark")).toBe(true);
    media.set(false);
    expect(root.classList.contains("dark")).toBe(false);
    store.setPreference("light");
    media.set(true);
    expect(root.classList.contains("dark")).toBe(false);
    unsubscribe();
    expect(media.listeners.size).toBe(0);
  });

  it("follows a choice made in another tab", () => {
    const { env, root, storageListeners } = fakeEnv();
    const store = createThemeStore(env);
    const listener = jest.fn();
    store.subscribe(listener);
    storageListeners.forEach((l) => l(new StorageEvent("storage", { key: "nf-docs-theme", newValue: "dark" })));
    expect(store.getPreference()).toBe("dark");
    expect(root.classList.contains("dark")).toBe(true);
    expect(listener).toHaveBeenCalled();
  });
});

describe("pre-paint script", () => {
  let media = fakeMedia(false);
  const setMatchMedia = (dark: boolean) => {
    media = fakeMedia(dark);
    window.matchMedia = (() => media) as never;
  };
  afterEach(() => {
    localStorage.clear();
    document.documentElement.className = "";
    document.documentElement.removeAttribute(THEME_HANDOVER_ATTRIBUTE);
  });

  it("applies a stored dark theme", () => {
    setMatchMedia(false);
    localStorage.setItem("nf-docs-theme", "dark");
    applyThemeBeforePaint("nf-docs-theme", THEME_HANDOVER_ATTRIBUTE);
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  it("follows the system when nothing or something bad is stored", () => {
    setMatchMedia(true);
    applyThemeBeforePaint("nf-docs-theme", THEME_HANDOVER_ATTRIBUTE);
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    localStorage.setItem("nf-docs-theme", "nonsense");
    setMatchMedia(false);
    applyThemeBeforePaint("nf-docs-theme", THEME_HANDOVER_ATTRIBUTE);
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("survives blocked storage", () => {
    setMatchMedia(true);
    const spy = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => applyThemeBeforePaint("nf-docs-theme", THEME_HANDOVER_ATTRIBUTE)).not.toThrow();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    spy.mockRestore();
  });

  it("follows the OS live until the theme store takes over, then stands down", () => {
    setMatchMedia(false);
    applyThemeBeforePaint("nf-docs-theme", THEME_HANDOVER_ATTRIBUTE);
    const root = document.documentElement;
    expect(root.classList.contains("dark")).toBe(false);
    media.set(true);
    expect(root.classList.contains("dark")).toBe(true);
    media.set(false);
    expect(root.classList.contains("dark")).toBe(false);
    // The store boots with the reader's choice of light and follows the OS itself from now on.
    const { env } = fakeEnv({ stored: "light" });
    createThemeStore({ ...env, root }).subscribe(() => {});
    expect(root.hasAttribute(THEME_HANDOVER_ATTRIBUTE)).toBe(true);
    media.set(true);
    expect(root.classList.contains("dark")).toBe(false);
    expect(media.listeners.size).toBe(0);
  });

  it("does not follow the OS when the reader chose a theme", () => {
    setMatchMedia(false);
    localStorage.setItem("nf-docs-theme", "light");
    applyThemeBeforePaint("nf-docs-theme", THEME_HANDOVER_ATTRIBUTE);
    media.set(true);
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("is a self-contained script that runs with the storage key", () => {
    setMatchMedia(false);
    localStorage.setItem("nf-docs-theme", "dark");
    new Function(themeScript())();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(themeScript()).toContain('"nf-docs-theme"');
  });
});
