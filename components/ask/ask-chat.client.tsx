"use client";

import { lazy, Suspense, useState, type FormEvent, type KeyboardEvent } from "react";
import { absoluteUrl, search as config } from "@/lib/site";
import { openSearch } from "../search/open-search";
import { AnswerText } from "./answer-text";
import { useAsk, type AskMessage } from "@/lib/hooks/use-ask";
import { useCopy } from "@/lib/hooks/use-copy";
import { useHydrated } from "@/lib/hooks/use-hydrated";

// The 👍/👎 control's code (and styles) load with the first answer, not with the Ask page.
const AskRating = lazy(() => import("./ask-rating").then((m) => ({ default: m.AskRating })));

const questionFromUrl = () => new URLSearchParams(window.location.search).get("q") ?? "";

/** The Ask chat: starter questions, the conversation, and the question box. */
export function AskChat() {
  const { messages, busy, ask, retry, clear } = useAsk();
  const [draft, setDraft] = useState<string | null>(null);
  // The server HTML shows the chat disabled; it enables once hydrated, so nothing typed or clicked earlier is lost.
  const hydrated = useHydrated();
  // `?q=` prefills the question box (the search dialog links here with the reader's query), once hydrated.
  const question = draft ?? (hydrated ? questionFromUrl() : "");

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || !question.trim()) return;
    void ask(question);
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <section className="ask" aria-label="Ask the docs">
      {messages.length === 0 ? (
        <div className="ask-starters">
          <h2 className="ask-starters-title">Try asking</h2>
          <ul>
            {config.askStarters.map((starter) => (
              <li key={starter}>
                <button type="button" className="ask-starter" disabled={!hydrated} onClick={() => void ask(starter)}>
                  {starter}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          {/* The log wraps the list: a role on the <ol> itself would take its items out of a list (axe: listitem). */}
          <div role="log" aria-label="Conversation" aria-busy={busy}>
            <ol className="ask-log">
              {messages.map((message) => (
                <Exchange key={message.id} message={message} onRetry={() => retry(message.id)} />
              ))}
            </ol>
          </div>
          <div className="ask-toolbar">
            <button type="button" className="ask-secondary" onClick={clear}>
              Clear conversation
            </button>
          </div>
        </>
      )}
      <form className="ask-form" onSubmit={submit}>
        <label htmlFor="ask-question" className="visually-hidden">
          Your question
        </label>
        <textarea
          id="ask-question"
          rows={2}
          placeholder="Ask a question about Launchbay…"
          value={question}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={500}
          disabled={!hydrated}
        />
        <button type="submit" className="ask-submit" disabled={!hydrated || busy || !question.trim()}>
          Ask
        </button>
      </form>
      <p className="ask-footnote">Answers are composed from the docs and cite their sources. Check the linked sections before relying on an answer.</p>
    </section>
  );
}

/** The plain text of an answer with its sources, for the clipboard. */
function answerForClipboard(message: AskMessage): string {
  const sources = message.answer?.citations.map((c) => `[${c.n}] ${c.title} — ${absoluteUrl(c.url)}`) ?? [];
  return [message.text, ...(sources.length ? ["", "Sources:", ...sources] : [])].join("\n");
}

function Exchange({ message, onRetry }: { message: AskMessage; onRetry: () => void }) {
  const { copied, copy } = useCopy();
  const { answer } = message;
  return (
    <li className="ask-exchange" data-status={message.status}>
      <p className="ask-question">{message.question}</p>
      <div className="ask-answer" data-ask-answer>
        {message.status === "thinking" ? <p className="ask-muted">Looking through the docs…</p> : null}
        {message.status === "failed" ? (
          <p>
            The docs index could not be loaded, so I can&apos;t answer right now.{" "}
            <button type="button" className="ask-link-button" onClick={onRetry}>
              Try again
            </button>
          </p>
        ) : null}
        {message.text ? <AnswerText text={message.text} citations={answer?.citations ?? []} /> : null}
        {message.status === "done" && answer && !answer.found && answer.closest?.length ? (
          <div className="ask-closest">
            <p>These pages come closest:</p>
            <ul>
              {answer.closest.map((page) => (
                <li key={page.url}>
                  <a href={page.url}>{page.title}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {message.status === "done" && answer && !answer.found ? (
          <p>
            Try other words, or{" "}
            <button type="button" className="ask-link-button" onClick={() => openSearch(message.question)}>
              search the docs
            </button>
            .
          </p>
        ) : null}
        {message.status === "done" && answer?.citations.length ? (
          <div className="ask-sources">
            <h3>Sources</h3>
            <ol>
              {answer.citations.map((c) => (
                <li key={c.n} value={c.n}>
                  {/* Client navigation; the conversation is kept for the tab (lib/ask/conversation.ts) and Back returns to it. */}
                  <a href={c.url}>{c.title}</a>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
        {message.fallbackNotice && message.status === "done" ? (
          <p className="ask-notice" role="status">
            {message.fallbackNotice}{" "}
            <button type="button" className="ask-link-button" onClick={onRetry}>
              Retry
            </button>
          </p>
        ) : null}
        {message.status === "done" && answer?.found ? (
          <button type="button" className="ask-secondary ask-copy" onClick={() => void copy(answerForClipboard(message))}>
            {copied ? "Copied!" : "Copy answer"}
          </button>
        ) : null}
        {message.status === "done" && answer?.found ? (
          <Suspense fallback={null}>
            <AskRating id={message.id} question={message.question} citations={answer.citations} />
          </Suspense>
        ) : null}
      </div>
    </li>
  );
}
