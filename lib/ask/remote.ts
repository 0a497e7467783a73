import { absoluteUrl } from "../site";
import { sourceTitle } from "./compose";
import type { Answer, AskSource, Citation } from "./types";

/** One turn of the conversation sent as history. */
export interface AskTurn {
  role: "user" | "assistant";
  content: string;
}

/** The request body POSTed to NEXT_PUBLIC_ASK_API_URL (documented in the README). */
export interface AskRequest {
  question: string;
  history: AskTurn[];
  /** The retrieved sections, numbered from 1; the answer cites them as `[n]`. */
  context: { id: number; title: string; url: string; text: string }[];
}

/** Longest section text sent as context. */
const CONTEXT_CHARS = 2_000;

/** The request for a question and its retrieved sections: each section's Markdown (tables, code) when loaded, else its text. */
export function buildAskRequest(question: string, history: AskTurn[], sources: AskSource[]): AskRequest {
  return {
    question,
    history,
    context: sources.map((s, i) => ({ id: i + 1, title: sourceTitle(s), url: absoluteUrl(s.url), text: (s.markdown ?? s.text).slice(0, CONTEXT_CHARS) })),
  };
}

/** The citations of a remote answer: the context sections its `[n]` markers name, or all of them if it names none. */
export function citationsFor(text: string, sources: AskSource[]): Citation[] {
  const all = sources.map((s, i) => ({ n: i + 1, url: s.url, title: sourceTitle(s) }));
  const named = new Set([...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
  const cited = all.filter((c) => named.has(c.n));
  return cited.length ? cited : all;
}

/**
 * Asks the answer service and streams its reply: `onText` receives the text so far after each chunk.
 * Rejects on a non-2xx status, a network error, an empty answer, or when no chunk arrives for `idleMs`
 * (the first one included); `signal` cancels.
 */
export async function askRemote(
  url: string,
  question: { question: string; history: AskTurn[]; sources: AskSource[] },
  options: { idleMs: number; signal?: AbortSignal; onText: (text: string) => void },
): Promise<Answer> {
  const request = buildAskRequest(question.question, question.history, question.sources);
  const controller = new AbortController();
  const abort = () => controller.abort();
  options.signal?.addEventListener("abort", abort);
  let timer = setTimeout(abort, options.idleMs);
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(abort, options.idleMs);
  };
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/plain" },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`answer service: HTTP ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = "";
    for (;;) {
      const { done, value } = await reader.read();
      touch();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      options.onText(text);
    }
    text = (text + decoder.decode()).trim();
    if (!text) throw new Error("answer service: empty answer");
    return { found: true, text, citations: citationsFor(text, question.sources) };
  } catch (error) {
    if (controller.signal.aborted && !options.signal?.aborted) throw new Error(`answer service: no answer within ${options.idleMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", abort);
  }
}
