/**
 * The 404 page view carried to the next page (issue #18). The 404 page's fallback script (lib/hosting/redirects.ts)
 * sends a visitor on `/x.html` or `/Functions/API` to the page the path names at once, before analytics could
 * load: it leaves the view of the path the visitor asked for in sessionStorage, and the next page's analytics
 * sends it before its own landing view (lib/analytics/load.ts).
 */
import type { PageView } from "@/lib/analytics/page-data";

/** sessionStorage key of the carried view (per tab, like the redirect it survives). */
export const CARRIED_VIEW_KEY = "launchbay:not-found-view";

/** Longest a carried view waits for the next page, ms: an older one is stale (the tab was left). */
export const CARRIED_VIEW_MAX_AGE_MS = 60_000;

/** The inline-script statement that records the view of the current (missing) URL; `title` is the 404 page's title. */
export function carryViewStatement(title: string): string {
  return `try{sessionStorage.setItem(${JSON.stringify(CARRIED_VIEW_KEY)},JSON.stringify({at:Date.now(),view:{title:${JSON.stringify(title).replace(/</g, "\\u003c")},url:location.href.replace(/#.*$/,""),path:location.pathname,hash:location.hash,search:location.search,width:innerWidth,height:innerHeight,referrer:document.referrer}}))}catch(e){}`;
}

const isView = (value: unknown): value is PageView => {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return ["title", "url", "path", "hash", "search", "referrer"].every((k) => typeof v[k] === "string") && typeof v.width === "number" && typeof v.height === "number";
};

/**
 * localStorage key of the page views the reader left before analytics loaded there (lib/hooks/use-page-views.ts: it
 * loads on the first interaction, a hidden page or some seconds after `load`): the site's next page that starts
 * analytics, in any tab, sends them first. localStorage, not the tab's sessionStorage: a closed tab's view is sent
 * when the reader opens the site again within UNSENT_VIEW_MAX_AGE_MS.
 */
export const UNSENT_VIEW_KEY = "launchbay:unsent-views";

/** Longest an unsent view waits for the site's next page, ms. */
export const UNSENT_VIEW_MAX_AGE_MS = 30 * 60_000;

/** Most unsent views kept (the oldest go first). */
const UNSENT_VIEW_LIMIT = 20;

type Unsent = { at: number; view: PageView };

/** The items of the JSON array stored under `key` that `keep` accepts ([] when there is none or it does not parse). */
export function readStoredList<T>(storage: Pick<Storage, "getItem">, key: string, keep: (item: unknown) => item is T): T[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(keep) : [];
  } catch {
    return [];
  }
}

const isUnsent = (item: unknown): item is Unsent => typeof (item as Unsent | null)?.at === "number" && isView((item as Unsent).view);
const readUnsent = (storage: Pick<Storage, "getItem">) => readStoredList(storage, UNSENT_VIEW_KEY, isUnsent);

/** Adds `view` to the unsent views of the tab; returns its time stamp (its id for `takeBackUnsentView`). Throws where storage is blocked. */
export function keepUnsentView(storage: Pick<Storage, "getItem" | "setItem">, view: PageView, now = Date.now()): number {
  storage.setItem(UNSENT_VIEW_KEY, JSON.stringify([...readUnsent(storage), { at: now, view }].slice(-UNSENT_VIEW_LIMIT)));
  return now;
}

/**
 * A page restored from the back-forward cache takes its own unsent view back (it sends it itself): true if it was
 * still there, false if another page of the tab has taken it (and sent it).
 */
export function takeBackUnsentView(storage: Pick<Storage, "getItem" | "setItem" | "removeItem">, at: number): boolean {
  const unsent = readUnsent(storage);
  const rest = unsent.filter((item) => item.at !== at);
  if (rest.length === unsent.length) return false;
  if (rest.length > 0) storage.setItem(UNSENT_VIEW_KEY, JSON.stringify(rest));
  else storage.removeItem(UNSENT_VIEW_KEY);
  return true;
}

/** Takes (reads and removes) the unsent views of the tab that are fresh, oldest first. */
export function takeUnsentViews(storage: Pick<Storage, "getItem" | "removeItem">, now = Date.now()): PageView[] {
  const unsent = readUnsent(storage);
  try {
    storage.removeItem(UNSENT_VIEW_KEY);
  } catch {
    return [];
  }
  return unsent.filter((item) => item.at <= now && now - item.at <= UNSENT_VIEW_MAX_AGE_MS).map((item) => item.view);
}

/** Takes (reads and removes) the carried view, if a fresh and well-formed one is there. */
export function takeCarriedView(storage: Pick<Storage, "getItem" | "removeItem">, now = Date.now()): PageView | null {
  try {
    const text = storage.getItem(CARRIED_VIEW_KEY);
    if (text === null) return null;
    storage.removeItem(CARRIED_VIEW_KEY);
    const parsed = JSON.parse(text) as { at?: unknown; view?: unknown };
    if (typeof parsed.at !== "number" || now - parsed.at > CARRIED_VIEW_MAX_AGE_MS || now < parsed.at) return null;
    return isView(parsed.view) ? parsed.view : null;
  } catch {
    return null;
  }
}
