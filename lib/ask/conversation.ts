/**
 * The Ask conversation kept in sessionStorage: it survives navigation and reload in the same tab, and
 * ends with the tab (or Clear). Only finished exchanges are kept; anything unreadable is dropped.
 */
import type { Answer } from "./types";

/** The sessionStorage key of the conversation. */
export const CONVERSATION_KEY = "launchbay:ask-conversation";

/** Exchanges kept (the oldest go first). */
export const MAX_STORED = 20;

/** A finished exchange as stored. */
export interface StoredExchange {
  id: number;
  question: string;
  /** The retrieval query (the question, or a follow-up combined with the previous topic). */
  query: string;
  text: string;
  answer: Answer;
}

const isAnswer = (value: unknown): value is Answer => {
  const a = value as Answer | null;
  return typeof a === "object" && a !== null && typeof a.found === "boolean" && typeof a.text === "string" && Array.isArray(a.citations);
};

const isExchange = (value: unknown): value is StoredExchange => {
  const e = value as StoredExchange | null;
  return typeof e === "object" && e !== null && typeof e.id === "number" && typeof e.question === "string" && typeof e.query === "string" && typeof e.text === "string" && isAnswer(e.answer);
};

/** The stored record as it is (null when none or when storage is unavailable). */
export function readConversation(storage: Pick<Storage, "getItem"> | undefined = safeSession()): string | null {
  try {
    return storage?.getItem(CONVERSATION_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The exchanges of a stored record ([] when there is none or it is damaged). */
export function parseConversation(raw: string | null): StoredExchange[] {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isExchange) : [];
  } catch {
    return [];
  }
}

/** The stored conversation of this tab ([] when none, when storage is unavailable or the record is damaged). */
export function loadConversation(storage: Pick<Storage, "getItem"> | undefined = safeSession()): StoredExchange[] {
  return parseConversation(readConversation(storage));
}

/** Stores the conversation (the last MAX_STORED exchanges); removes the record when it is empty. */
export function saveConversation(exchanges: StoredExchange[], storage: Pick<Storage, "setItem" | "removeItem"> | undefined = safeSession()): void {
  try {
    if (exchanges.length === 0) storage?.removeItem(CONVERSATION_KEY);
    else storage?.setItem(CONVERSATION_KEY, JSON.stringify(exchanges.slice(-MAX_STORED)));
  } catch {
    // Storage full or blocked: the conversation still works, it just won't survive a reload.
  }
}

/** sessionStorage, or undefined where there is none or it is blocked. */
function safeSession(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
