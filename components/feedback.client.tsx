"use client";

import { useEffect, useId, useReducer, useRef, useSyncExternalStore, type FormEvent } from "react";
import { trackEvent, USAGE_EVENTS } from "@/lib/analytics/events";
import { COMMENT_MAX, feedbackEvent, feedbackPayload, feedbackReducer, initialFeedback, REASONS, storeAnswer, storedAnswer, type Answer } from "@/lib/page-features/feedback";
import { createOutbox, RETRY_DELAYS, type Outbox } from "@/lib/page-features/outbox";
import { ReasonCheckboxes } from "./reason-checkboxes";
import { FEEDBACK_ISLAND, islandReady } from "@/lib/browser/held-clicks";

/** The element the server renders around the island; `data-feedback-endpoint` holds NEXT_PUBLIC_FEEDBACK_URL when set. */
export const FEEDBACK_ROOT_SELECTOR = "[data-feedback]";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

let outbox: Outbox | undefined;
let retry: { timer?: ReturnType<typeof setTimeout>; attempt: number } = { attempt: 0 };

/** Sends the queued comments now; while some remain, tries again after 5 s, 30 s, then every 2 minutes. */
function flushOutbox(): void {
  outbox ??= createOutbox({ storage: storage(), fetch: (input, init) => fetch(input, init), online: () => navigator.onLine !== false });
  clearTimeout(retry.timer);
  void outbox.flush().then((empty) => {
    if (empty) {
      retry = { attempt: 0 };
      return;
    }
    const delay = RETRY_DELAYS[Math.min(retry.attempt, RETRY_DELAYS.length - 1)];
    retry = { attempt: retry.attempt + 1, timer: setTimeout(flushOutbox, delay) };
  });
}

const noSubscription = () => () => {};
/** NEXT_PUBLIC_FEEDBACK_URL as the server rendered it, "" when not configured. */
const readEndpoint = () => document.querySelector<HTMLElement>(FEEDBACK_ROOT_SELECTOR)?.dataset.feedbackEndpoint ?? "";

function newId(): string {
  return typeof crypto !== "undefined" && typeof crypto.randomUUID === "function" && window.isSecureContext
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * "Was this page helpful?": Yes/No, then reasons and an optional comment (when an endpoint is configured), sent
 * once per page per reader. The answer, reasons and comment length go out as the `Page Feedback` usage event;
 * the comment's text only to the endpoint, through a persisted retry queue (lib/page-features/outbox.ts).
 */
export function Feedback({ page, title }: { page: string; title: string }) {
  const id = useId();
  const [state, dispatch] = useReducer(feedbackReducer, initialFeedback);
  const firstReason = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<"reasons" | "thanks" | null>(null);
  // Read from the server-rendered markup after hydration (the server renders no comment field either way).
  const endpoint = useSyncExternalStore(noSubscription, readEndpoint, () => "");

  useEffect(() => {
    const answer = storedAnswer(storage(), page);
    if (answer) dispatch({ type: "restore", answer });
  }, [page]);

  // Comments queued on an earlier page (or offline) go out now, and whenever the browser is back online.
  useEffect(() => {
    // Marks the server-rendered section as live (for tests and styles): clicks before this do nothing.
    const section = document.querySelector<HTMLElement>(FEEDBACK_ROOT_SELECTOR);
    if (section) section.dataset.ready = "";
    // A click on the server-rendered form before this is replayed now (lib/browser/held-clicks.ts).
    islandReady(FEEDBACK_ISLAND);
    flushOutbox();
    window.addEventListener("online", flushOutbox);
    return () => window.removeEventListener("online", flushOutbox);
  }, []);

  useEffect(() => {
    if (focusNext.current === "reasons") firstReason.current?.focus();
    if (focusNext.current === "thanks") thanks.current?.focus();
    focusNext.current = null;
  }, [state.step]);

  const choose = (answer: Answer) => {
    focusNext.current = "reasons";
    dispatch({ type: "answer", answer });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.step !== "details") return;
    if (storedAnswer(storage(), page)) {
      // Answered in another tab meanwhile: once per page per reader.
      dispatch({ type: "restore", answer: state.answer });
      return;
    }
    trackEvent(USAGE_EVENTS.pageFeedback, feedbackEvent(state, page));
    storeAnswer(storage(), page, state.answer);
    const url = readEndpoint();
    if (url && state.comment.trim()) {
      const itemId = newId();
      outbox ??= createOutbox({ storage: storage(), fetch: (input, init) => fetch(input, init), online: () => navigator.onLine !== false });
      outbox.enqueue({ id: itemId, url, body: feedbackPayload(state, { path: page, url: location.origin + page, title }, itemId, new Date()) }).finally(() => flushOutbox());
    }
    focusNext.current = "thanks";
    dispatch({ type: "submit" });
  };

  const answer = state.step === "ask" ? null : state.answer;
  return (
    <div className="feedback-body">
      {state.step === "done" ? null : (
        <fieldset className="feedback-ask">
          <legend>Was this page helpful?</legend>
          <button type="button" className="page-action" aria-pressed={answer === "yes"} onClick={() => choose("yes")}>
            Yes
          </button>
          <button type="button" className="page-action" aria-pressed={answer === "no"} onClick={() => choose("no")}>
            No
          </button>
        </fieldset>
      )}
      {state.step === "details" ? (
        <form className="feedback-details" onSubmit={submit} aria-label="Tell us more">
          <ReasonCheckboxes
            legend={state.answer === "yes" ? "What did you like? (optional)" : "What went wrong? (optional)"}
            reasons={REASONS[state.answer]}
            checked={state.reasons}
            onToggle={(reason) => dispatch({ type: "toggle-reason", reason })}
            firstRef={firstReason}
            className="feedback-reason"
          />
          {endpoint ? (
            <div className="feedback-comment">
              <label htmlFor={`${id}-comment`}>Anything else? (optional)</label>
              <textarea
                id={`${id}-comment`}
                rows={3}
                maxLength={COMMENT_MAX}
                value={state.comment}
                aria-describedby={`${id}-count`}
                onChange={(event) => dispatch({ type: "comment", text: event.target.value })}
              />
              <p id={`${id}-count`} className="feedback-count">
                {state.comment.length} of {COMMENT_MAX} characters
              </p>
              <p className="visually-hidden" aria-live="polite">
                {state.comment.length >= COMMENT_MAX ? `You have reached the limit of ${COMMENT_MAX} characters.` : ""}
              </p>
            </div>
          ) : null}
          <button type="submit" className="page-action feedback-send">
            Send feedback
          </button>
        </form>
      ) : null}
      <p ref={thanks} className="feedback-thanks" role="status" tabIndex={-1}>
        {state.step === "done" ? (state.earlier ? `You told us this page was ${state.answer === "yes" ? "helpful" : "not helpful"}. Thanks!` : "Thanks for your feedback!") : ""}
      </p>
    </div>
  );
}
