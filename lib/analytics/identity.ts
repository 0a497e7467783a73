import { getCookie, setCookie } from "@analytics/cookie-utils";
import { getItem, setItem } from "@analytics/storage-utils";
import { CONSTANTS } from "analytics";

interface SyncOptions {
  /** Name of the analytics cookie holding the user id (Segment's `ajs_user_id`). */
  cookie: string;
  /** Cookie domain (the parent domain on the production host, none elsewhere). */
  domain?: string;
}

const year = 365 * 24 * 60 * 60;

/** Segment's cookie holds the id JSON-encoded (`"u-1"`); older writers stored it bare. */
export function parseCookieUserId(raw: string): string | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "string" && value ? value : typeof value === "number" ? String(value) : null;
  } catch {
    return raw;
  }
}

/**
 * Keeps the stored user id (`__user_id`, the analytics library's key) and the analytics cookie in sync, both
 * ways, before the instance starts. The cookie wins when both are set and differ: the app writes it at sign-in on
 * the shared parent domain, so it is the newer of the two. Returns the user id, or null for an anonymous visitor.
 */
export function syncUserId({ cookie, domain }: SyncOptions): string | null {
  const stored = getItem(CONSTANTS.USER_ID);
  const storedId = typeof stored === "string" && stored ? stored : typeof stored === "number" ? String(stored) : null;
  const cookieId = parseCookieUserId(getCookie(cookie));
  if (cookieId && cookieId !== storedId) {
    setItem(CONSTANTS.USER_ID, cookieId);
    return cookieId;
  }
  if (storedId && !cookieId) setCookie(cookie, JSON.stringify(storedId), year, "/", domain);
  return storedId;
}
