/**
 * "Was this page helpful?" (issue #16, point 1): the widget's state machine, the usage event and the body
 * POSTed to `NEXT_PUBLIC_FEEDBACK_URL`. Pure: the island (components/feedback.client.tsx) does the effects.
 */

export type Answer = "yes" | "no";

/** The reasons a reader may tick, by answer: `id` is what is sent, `label` what the reader reads. */
export const REASONS = {
  yes: [
    { id: "accurate", label: "Accurate" },
    { id: "easy-to-follow", label: "Easy to follow" },
    { id: "solved-my-problem", label: "Solved my problem" },
  ],
  no: [
    { id: "hard-to-follow", label: "Hard to follow" },
    { id: "incorrect", label: "Incorrect" },
    { id: "missing-information", label: "Missing information" },
    { id: "code-sample-broken", label: "Code sample broken" },
  ],
} as const satisfies Record<Answer, readonly { id: string; label: string }[]>;

export type Reason = (typeof REASONS)[Answer][number]["id"];

/** The longest comment, in characters (UTF-16 code units, as `maxLength` counts). */
export const COMMENT_MAX = 500;

/** localStorage: the answer given on each page (`{ "/functions/api/": "yes" }`): one answer per page per reader. */
export const FEEDBACK_STORAGE_KEY = "launchbay:page-feedback";

export type FeedbackState =
  | { step: "ask" }
  | { step: "details"; answer: Answer; reasons: Reason[]; comment: string }
  | { step: "done"; answer: Answer; /** true when restored from an earlier visit (nothing sent now) */ earlier: boolean };

export type FeedbackAction =
  { type: "answer"; answer: Answer } | { type: "toggle-reason"; reason: Reason } | { type: "comment"; text: string } | { type: "submit" } | { type: "restore"; answer: Answer };

export const initialFeedback: FeedbackState = { step: "ask" };

const reasonsOf = (answer: Answer): readonly Reason[] => REASONS[answer].map((r) => r.id);

/** The widget's transitions; an action that does not apply to the current step changes nothing. */
export function feedbackReducer(state: FeedbackState, action: FeedbackAction): FeedbackState {
  switch (action.type) {
    case "restore":
      return state.step === "ask" ? { step: "done", answer: action.answer, earlier: true } : state;
    case "answer":
      if (state.step === "done") return state;
      // Changing the answer keeps the comment but not the reasons (they differ by answer).
      if (state.step === "details" && state.answer === action.answer) return state;
      return { step: "details", answer: action.answer, reasons: [], comment: state.step === "details" ? state.comment : "" };
    case "toggle-reason": {
      if (state.step !== "details" || !reasonsOf(state.answer).includes(action.reason)) return state;
      const reasons = state.reasons.includes(action.reason) ? state.reasons.filter((r) => r !== action.reason) : [...state.reasons, action.reason];
      // Kept in the catalogue's order, whatever order they were ticked in.
      return { ...state, reasons: reasonsOf(state.answer).filter((r) => reasons.includes(r)) };
    }
    case "comment":
      return state.step === "details" ? { ...state, comment: action.text.slice(0, COMMENT_MAX) } : state;
    case "submit":
      return state.step === "details" ? { step: "done", answer: state.answer, earlier: false } : state;
  }
}

/** The usage event's properties (`Page Feedback`): never the comment's text, only its length. */
export function feedbackEvent(state: Extract<FeedbackState, { step: "details" }>, page: string) {
  return { page, answer: state.answer, reasons: [...state.reasons], commentLength: state.comment.trim().length };
}

/** The JSON body POSTed to the feedback endpoint (documented in the README). `id` lets the endpoint drop a retried duplicate. */
export function feedbackPayload(state: Extract<FeedbackState, { step: "details" }>, page: { path: string; url: string; title: string }, id: string, sentAt: Date) {
  return { id, page: page.path, url: page.url, title: page.title, answer: state.answer, reasons: [...state.reasons], comment: state.comment.trim(), sentAt: sentAt.toISOString() };
}

/** The stored answers by page (blocked or broken storage reads as none). */
function storedAnswers(storage: Pick<Storage, "getItem"> | undefined): Record<string, unknown> {
  try {
    return (JSON.parse(storage?.getItem(FEEDBACK_STORAGE_KEY) ?? "{}") as Record<string, unknown> | null) ?? {};
  } catch {
    return {};
  }
}

/** The answer stored for a page, if the reader has answered there before. */
export function storedAnswer(storage: Pick<Storage, "getItem"> | undefined, page: string): Answer | null {
  const answer = storedAnswers(storage)[page];
  return answer === "yes" || answer === "no" ? answer : null;
}

/** Records a page's answer. */
export function storeAnswer(storage: Pick<Storage, "getItem" | "setItem"> | undefined, page: string, answer: Answer): void {
  try {
    storage?.setItem(FEEDBACK_STORAGE_KEY, JSON.stringify({ ...storedAnswers(storage), [page]: answer }));
  } catch {
    // Storage blocked or full: the reader may be asked again on a later visit.
  }
}
