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
 * sessionStorage key of a page view the reader left before analytics loaded (lib/hooks/use-page-views.ts: it loads
 * on the first interaction or some seconds after `load`): the next page of the tab sends it first.
 */
export const UNSENT_VIEW_KEY = "launchbay:unsent-view";

/** Longest an unsent view waits for the next page of its tab, ms. */
export const UNSENT_VIEW_MAX_AGE_MS = 30 * 60_000;

/** Keeps `view` under UNSENT_VIEW_KEY for the next page of the tab (storage may be blocked: then it is lost). */
export function keepUnsentView(storage: Pick<Storage, "setItem">, view: PageView, now = Date.now()): void {
  try {
    storage.setItem(UNSENT_VIEW_KEY, JSON.stringify({ at: now, view }));
  } catch {
    // Blocked or full storage: nothing to keep it in.
  }
}

/** Takes (reads and removes) the carried view, if a fresh and well-formed one is there (`key`: the 404's, or an unsent one). */
export function takeCarriedView(storage: Pick<Storage, "getItem" | "removeItem">, now = Date.now(), key = CARRIED_VIEW_KEY, maxAge = CARRIED_VIEW_MAX_AGE_MS): PageView | null {
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    storage.removeItem(key);
    const parsed = JSON.parse(text) as { at?: unknown; view?: unknown };
    if (typeof parsed.at !== "number" || now - parsed.at > maxAge || now < parsed.at) return null;
    return isView(parsed.view) ? parsed.view : null;
  } catch {
    return null;
  }
}
