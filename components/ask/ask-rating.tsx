/* Part of the Ask chat island (loaded by ask-chat.client.tsx with the first answer), not a client boundary of its own. */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { trackEvent, USAGE_EVENTS } from "@/lib/analytics/events";
import { ASK_REASONS, askRatingEvent, type Rating } from "@/lib/ask/rating";
import type { Citation } from "@/lib/ask/types";
import { ReasonCheckboxes } from "../reason-checkboxes";
import "./ask-rating.css";

/** sessionStorage: the answers rated in this tab (`{ "3\nhow do i deploy?": "yes" }`), so a restored answer is not rated twice. */
export const RATED_KEY = "launchbay:ask-rated";

const ratedKey = (id: number, question: string) => `${id}\n${question}`;

function readRated(): Record<string, Rating> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(RATED_KEY) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, Rating>) : {};
  } catch {
    return {};
  }
}

function storeRated(key: string, rating: Rating): void {
  try {
    sessionStorage.setItem(RATED_KEY, JSON.stringify({ ...readRated(), [key]: rating }));
  } catch {
    // Storage blocked or full: the rating is still sent, only not remembered across a reload.
  }
}

type Step = { step: "ask" } | { step: "reasons" } | { step: "done"; rating: Rating };

/**
 * 👍/👎 under an Ask answer. 👍 sends at once; 👎 offers reasons (optional) and a Send button. The rating goes out
 * as the `Ask Answer Rated` usage event through the site's analytics instance (so never to a third party with
 * Global Privacy Control), with the pages the answer cited. Loaded with the first answer, not with the page.
 */
export function AskRating({ id, question, citations }: { id: number; question: string; citations: readonly Citation[] }) {
  const key = ratedKey(id, question);
  const [state, setState] = useState<Step>(() => {
    const earlier = readRated()[key];
    return earlier ? { step: "done", rating: earlier } : { step: "ask" };
  });
  const [reasons, setReasons] = useState<string[]>([]);
  const formId = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    if (state.step === "reasons") firstReason.current?.focus();
    if (state.step === "done") thanks.current?.focus();
  }, [state.step]);

  const send = (rating: Rating) => {
    trackEvent(USAGE_EVENTS.askAnswerRated, askRatingEvent(rating, reasons, { question, citations }));
    storeRated(key, rating);
    moved.current = true;
    setState({ step: "done", rating });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send("no");
  };

  if (state.step === "done") {
    return (
      <p ref={thanks} className="ask-rating-thanks" role="status" tabIndex={-1}>
        {state.rating === "yes" ? "Thanks: you found this answer helpful." : "Thanks: you told us this answer was not helpful."}
      </p>
    );
  }
  return (
    <div className="ask-rating">
      <fieldset className="ask-rating-ask">
        <legend>Was this answer helpful?</legend>
        <button type="button" className="ask-secondary" onClick={() => send("yes")}>
          <span aria-hidden="true">👍</span> Yes
        </button>
        <button
          type="button"
          className="ask-secondary"
          aria-pressed={state.step === "reasons"}
          aria-expanded={state.step === "reasons"}
          aria-controls={formId}
          onClick={() => {
            moved.current = true;
            setState({ step: "reasons" });
          }}
        >
          <span aria-hidden="true">👎</span> No
        </button>
      </fieldset>
      {state.step === "reasons" ? (
        <form id={formId} className="ask-rating-reasons" onSubmit={submit} aria-label="What was wrong with this answer?">
          <ReasonCheckboxes
            legend="What was wrong? (optional)"
            reasons={ASK_REASONS}
            checked={reasons}
            onToggle={(id) => setReasons((list) => (list.includes(id) ? list.filter((r) => r !== id) : [...list, id]))}
            firstRef={firstReason}
            className="ask-rating-reason"
          />
          <button type="submit" className="ask-secondary">
            Send
          </button>
        </form>
      ) : null}
    </div>
  );
}
