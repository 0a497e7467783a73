import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { trackEvent, USAGE_EVENTS } from "@/lib/analytics/events";
import { normalizeQueryText } from "@/lib/analytics/query-text";
import { composeAnswer, selectSources } from "@/lib/ask/compose";
import { parseConversation, readConversation, saveConversation, type StoredExchange } from "@/lib/ask/conversation";
import { askRemote, type AskTurn } from "@/lib/ask/remote";
import type { Answer, AskSource } from "@/lib/ask/types";
import { search as config } from "@/lib/site";

/** One question and its answer as the conversation shows it. */
export interface AskMessage {
  id: number;
  question: string;
  /** What retrieval searched for: the question, or a follow-up combined with the previous question's topic. */
  query?: string;
  /** thinking: retrieving; answering: text arriving; done; failed: the docs index could not be loaded. */
  status: "thinking" | "answering" | "done" | "failed";
  /** The text shown so far (grows while answering). */
  text: string;
  answer?: Answer;
  /** Why this answer came from the docs instead of the answer service (offers a retry). */
  fallbackNotice?: string;
}

/** One animation frame: an answer composed from the docs grows by `askRevealStep` characters per frame. */
const FRAME = 16;
/**
 * A longer answer grows faster, so that any answer is whole within this many frames (~0.65 s): each frame renders
 * the answer's Markdown again, and at 9 characters a frame a 1,300-character answer took 2.3 s and ~2 s of CPU.
 */
export const REVEAL_FRAMES = 40;

/** The last three finished exchanges before message `id` (all of them when `id` is new), for the answer service. */
function historyBefore(messages: AskMessage[], id: number): AskTurn[] {
  return messages
    .filter((m) => m.id < id && m.status === "done")
    .slice(-3)
    .flatMap((m) => [
      { role: "user" as const, content: m.question },
      { role: "assistant" as const, content: m.text },
    ]);
}

/**
 * Retrieval over the local index (its code loads with the first question, not with the page): a follow-up
 * is searched together with the previous question's topic; the sections the answer quotes (all of them
 * for the answer service) come in Markdown from their pages' Markdown copies when those load.
 */
async function retrieveSources(question: string, previousQuery: string | undefined, forService: boolean): Promise<{ query: string; sources: AskSource[] }> {
  const [{ retrieve, withMarkdown, conversationQuery }, { getLocalSearch }] = await Promise.all([import("@/lib/ask/retrieve"), import("@/lib/search/backend")]);
  const query = conversationQuery(question, previousQuery);
  const found = await retrieve(getLocalSearch(), query);
  const quoted = forService ? found : selectSources(query, found).slice(0, 1);
  const rich = new Map((await withMarkdown(quoted)).map((s) => [s.id, s]));
  return { query, sources: found.map((s) => rich.get(s.id) ?? s) };
}

/** The stored conversation as messages. */
const toMessages = (stored: StoredExchange[]): AskMessage[] => stored.map((e) => ({ id: e.id, question: e.question, query: e.query, status: "done", text: e.text, answer: e.answer }));
const toStored = (messages: AskMessage[]): StoredExchange[] =>
  messages.flatMap((m) => (m.status === "done" && m.answer ? [{ id: m.id, question: m.question, query: m.query ?? m.question, text: m.text, answer: m.answer }] : []));

// The conversation restored from sessionStorage (an external store: the same array while the record is
// unchanged). The server (and hydration) render an empty conversation, the client then the restored one.
const EMPTY: AskMessage[] = [];
let lastRaw: string | null = null;
let lastRestored = EMPTY;
const noSubscription = () => () => {};
const restoredSnapshot = () => {
  const raw = readConversation();
  if (raw !== lastRaw) [lastRaw, lastRestored] = [raw, toMessages(parseConversation(raw))];
  return lastRestored;
};

const prefersReducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The Ask conversation: retrieval over the local index, then the answer service when one is
 * configured (streamed; on error or timeout the retrieval answer, with a retry), otherwise an
 * answer composed from the docs, revealed progressively.
 */
export function useAsk() {
  // null until the conversation changes here: until then it is the one restored from sessionStorage.
  const [changed, setChanged] = useState<AskMessage[] | null>(null);
  const stored = useSyncExternalStore(noSubscription, restoredSnapshot, () => EMPTY);
  const messages = changed ?? stored;
  const setMessages = useCallback((next: (list: AskMessage[]) => AskMessage[]) => setChanged((list) => next(list ?? restoredSnapshot())), []);
  const sources = useRef(new Map<number, AskSource[]>());
  const cancels = useRef(new Set<() => void>());

  useEffect(() => {
    const pending = cancels.current;
    return () => pending.forEach((cancel) => cancel());
  }, []);

  // Finished exchanges go to sessionStorage: the conversation survives navigation and reload in this tab.
  useEffect(() => {
    if (changed !== null) saveConversation(toStored(changed));
  }, [changed]);

  const update = useCallback(
    (id: number, patch: Partial<AskMessage>) => {
      setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...patch } : m)));
    },
    [setMessages],
  );

  /** Shows a finished answer, a few characters per frame. */
  const reveal = useCallback(
    (id: number, answer: Answer, fallbackNotice?: string) => {
      if (prefersReducedMotion()) {
        update(id, { status: "done", text: answer.text, answer, fallbackNotice });
        return;
      }
      let shown = 0;
      const step = Math.max(config.askRevealStep, Math.ceil(answer.text.length / REVEAL_FRAMES));
      const timer = setInterval(() => {
        shown = Math.min(answer.text.length, shown + step);
        const done = shown === answer.text.length;
        update(id, { status: done ? "done" : "answering", text: answer.text.slice(0, shown), ...(done ? { answer, fallbackNotice } : {}) });
        if (done) stop();
      }, FRAME);
      const stop = () => {
        clearInterval(timer);
        cancels.current.delete(stop);
      };
      cancels.current.add(stop);
    },
    [update],
  );

  /**
   * Asks the answer service; on failure falls back to the retrieval answer and offers a retry. `query` is what the
   * sources were retrieved for (a follow-up with the previous question's topic): the fallback answers it, as Ask does without a service.
   */
  const answerRemotely = useCallback(
    async (id: number, question: string, query: string, history: AskTurn[], found: AskSource[]) => {
      const controller = new AbortController();
      const cancel = () => controller.abort();
      cancels.current.add(cancel);
      try {
        const answer = await askRemote(
          config.askApiUrl,
          { question, history, sources: found },
          {
            idleMs: config.askTimeout,
            signal: controller.signal,
            onText: (text) => update(id, { status: "answering", text }),
          },
        );
        update(id, { status: "done", text: answer.text, answer, fallbackNotice: undefined });
      } catch {
        if (controller.signal.aborted) return;
        reveal(id, composeAnswer(query, found), "The answer service didn't respond, so this answer is composed from the docs.");
      } finally {
        cancels.current.delete(cancel);
      }
    },
    [reveal, update],
  );

  const ask = useCallback(
    async (raw: string) => {
      const question = raw.trim();
      if (!question) return;
      const id = Math.max(0, ...messages.map((m) => m.id)) + 1;
      const history = historyBefore(messages, id);
      const previousQuery = messages.findLast((m) => m.status === "done")?.query;
      setMessages((list) => [...list, { id, question, status: "thinking", text: "" }]);
      const retrieved = await retrieveSources(question, previousQuery, Boolean(config.askApiUrl)).catch(() => null);
      if (!retrieved) {
        update(id, { status: "failed" });
        return;
      }
      const { query, sources: found } = retrieved;
      sources.current.set(id, found);
      update(id, { query });
      const local = composeAnswer(query, found);
      // The normalised question lets content:report find the searches a reader followed with Ask.
      trackEvent(USAGE_EVENTS.askQuestion, { questionLength: question.length, question: normalizeQueryText(question) });
      // A content gap: the docs had nothing that covers the question (README, Usage events).
      if (!local.found) trackEvent(USAGE_EVENTS.askUnanswered, { question: normalizeQueryText(question) });
      if (config.askApiUrl) await answerRemotely(id, question, query, history, found);
      else reveal(id, local);
    },
    [messages, answerRemotely, reveal, update, setMessages],
  );

  /** Asks the answer service again for a message that fell back to the docs. */
  const retry = useCallback(
    (id: number) => {
      const message = messages.find((m) => m.id === id);
      if (!message) return;
      if (message.status === "failed") {
        setMessages((list) => list.filter((m) => m.id !== id));
        void ask(message.question);
        return;
      }
      update(id, { status: "thinking", text: "", answer: undefined, fallbackNotice: undefined });
      void answerRemotely(id, message.question, message.query ?? message.question, historyBefore(messages, id), sources.current.get(id) ?? []);
    },
    [messages, ask, answerRemotely, update, setMessages],
  );

  const clear = useCallback(() => {
    cancels.current.forEach((cancel) => cancel());
    cancels.current.clear();
    sources.current.clear();
    setChanged([]);
  }, []);

  return { messages, busy: messages.some((m) => m.status === "thinking" || m.status === "answering"), ask, retry, clear };
}
