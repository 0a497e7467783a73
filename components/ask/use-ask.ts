"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { trackEvent, USAGE_EVENTS } from "@/lib/analytics/events";
import { composeAnswer } from "@/lib/ask/compose";
import { askRemote, type AskTurn } from "@/lib/ask/remote";
import type { Answer, AskSource } from "@/lib/ask/types";
import { search as config } from "@/lib/site";

/** One question and its answer as the conversation shows it. */
export interface AskMessage {
  id: number;
  question: string;
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

/** Retrieval over the local index: the index code loads with the first question, not with the page. */
async function retrieveSources(question: string): Promise<AskSource[]> {
  const [{ retrieve }, { getLocalSearch }] = await Promise.all([import("@/lib/ask/retrieve"), import("@/lib/search/backend")]);
  return retrieve(getLocalSearch(), question);
}

const prefersReducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The Ask conversation: retrieval over the local index, then the answer service when one is
 * configured (streamed; on error or timeout the retrieval answer, with a retry), otherwise an
 * answer composed from the docs, revealed progressively.
 */
export function useAsk() {
  const [messages, setMessages] = useState<AskMessage[]>([]);
  const nextId = useRef(1);
  const sources = useRef(new Map<number, AskSource[]>());
  const cancels = useRef(new Set<() => void>());

  useEffect(() => {
    const pending = cancels.current;
    return () => pending.forEach((cancel) => cancel());
  }, []);

  const update = useCallback((id: number, patch: Partial<AskMessage>) => {
    setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...patch } : m)));
  }, []);

  /** Shows a finished answer, a few characters per frame. */
  const reveal = useCallback(
    (id: number, answer: Answer, fallbackNotice?: string) => {
      if (prefersReducedMotion()) {
        update(id, { status: "done", text: answer.text, answer, fallbackNotice });
        return;
      }
      let shown = 0;
      const timer = setInterval(() => {
        shown = Math.min(answer.text.length, shown + config.askRevealStep);
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

  /** Asks the answer service; on failure falls back to the retrieval answer and offers a retry. */
  const answerRemotely = useCallback(
    async (id: number, question: string, history: AskTurn[], found: AskSource[]) => {
      const controller = new AbortController();
      const cancel = () => controller.abort();
      cancels.current.add(cancel);
      try {
        const answer = await askRemote(config.askApiUrl, { question, history, sources: found }, {
          idleMs: config.askTimeout,
          signal: controller.signal,
          onText: (text) => update(id, { status: "answering", text }),
        });
        update(id, { status: "done", text: answer.text, answer, fallbackNotice: undefined });
      } catch {
        if (controller.signal.aborted) return;
        reveal(id, composeAnswer(question, found), "The answer service didn't respond, so this answer is composed from the docs.");
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
      const id = nextId.current++;
      const history = historyBefore(messages, id);
      setMessages((list) => [...list, { id, question, status: "thinking", text: "" }]);
      let found: AskSource[];
      try {
        found = await retrieveSources(question);
      } catch {
        update(id, { status: "failed" });
        return;
      }
      sources.current.set(id, found);
      const local = composeAnswer(question, found);
      trackEvent(USAGE_EVENTS.askQuestion, { questionLength: question.length });
      if (config.askApiUrl) await answerRemotely(id, question, history, found);
      else reveal(id, local);
    },
    [messages, answerRemotely, reveal, update],
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
      void answerRemotely(id, message.question, historyBefore(messages, id), sources.current.get(id) ?? []);
    },
    [messages, ask, answerRemotely, update],
  );

  const clear = useCallback(() => {
    cancels.current.forEach((cancel) => cancel());
    cancels.current.clear();
    sources.current.clear();
    setMessages([]);
  }, []);

  return { messages, busy: messages.some((m) => m.status === "thinking" || m.status === "answering"), ask, retry, clear };
}
