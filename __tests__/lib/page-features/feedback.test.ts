import {
  COMMENT_MAX,
  feedbackEvent,
  feedbackPayload,
  feedbackReducer,
  FEEDBACK_STORAGE_KEY,
  initialFeedback,
  storeAnswer,
  storedAnswer,
  type FeedbackAction,
  type FeedbackState,
} from "@/lib/page-features/feedback";

const run = (...actions: FeedbackAction[]) => actions.reduce(feedbackReducer, initialFeedback);
const details = (state: FeedbackState) => {
  if (state.step !== "details") throw new Error(`expected details, got ${state.step}`);
  return state;
};

describe("feedback state machine", () => {
  it("asks first, then details for the answer, then done", () => {
    expect(initialFeedback).toEqual({ step: "ask" });
    expect(run({ type: "answer", answer: "yes" })).toEqual({ step: "details", answer: "yes", reasons: [], comment: "" });
    expect(run({ type: "answer", answer: "no" }, { type: "submit" })).toEqual({ step: "done", answer: "no", earlier: false });
  });

  it("offers only the answer's reasons, toggles them and keeps the catalogue's order", () => {
    const state = run(
      { type: "answer", answer: "no" },
      { type: "toggle-reason", reason: "code-sample-broken" },
      { type: "toggle-reason", reason: "incorrect" },
      { type: "toggle-reason", reason: "accurate" },
    );
    expect(details(state).reasons).toEqual(["incorrect", "code-sample-broken"]);
    expect(details(feedbackReducer(state, { type: "toggle-reason", reason: "incorrect" })).reasons).toEqual(["code-sample-broken"]);
  });

  it("changing the answer drops the reasons (they differ) but keeps the comment", () => {
    const state = run({ type: "answer", answer: "yes" }, { type: "toggle-reason", reason: "accurate" }, { type: "comment", text: "Nice" }, { type: "answer", answer: "no" });
    expect(state).toEqual({ step: "details", answer: "no", reasons: [], comment: "Nice" });
  });

  it(`cuts a comment at ${COMMENT_MAX} characters`, () => {
    expect(details(run({ type: "answer", answer: "yes" }, { type: "comment", text: "x".repeat(COMMENT_MAX + 20) })).comment).toHaveLength(COMMENT_MAX);
  });

  it("ignores what does not apply: no reasons or comment before an answer, nothing after done", () => {
    expect(run({ type: "toggle-reason", reason: "accurate" }, { type: "comment", text: "a" }, { type: "submit" })).toEqual({ step: "ask" });
    const done = run({ type: "answer", answer: "yes" }, { type: "submit" });
    expect(run({ type: "answer", answer: "yes" }, { type: "submit" }, { type: "answer", answer: "no" }, { type: "submit" })).toEqual(done);
  });

  it("restores an earlier answer only before the reader has started", () => {
    expect(run({ type: "restore", answer: "no" })).toEqual({ step: "done", answer: "no", earlier: true });
    expect(run({ type: "answer", answer: "yes" }, { type: "restore", answer: "no" }).step).toBe("details");
  });
});

describe("feedback payloads", () => {
  const state = details(run({ type: "answer", answer: "no" }, { type: "toggle-reason", reason: "missing-information" }, { type: "comment", text: "  The limits table is out of date.  " }));

  it("the usage event has page, answer, reasons and the comment's length, never its text", () => {
    const event = feedbackEvent(state, "/functions/api/");
    expect(event).toEqual({ page: "/functions/api/", answer: "no", reasons: ["missing-information"], commentLength: "The limits table is out of date.".length });
    expect(JSON.stringify(event)).not.toContain("limits");
  });

  it("the endpoint body carries the comment, the page and an id for de-duplication", () => {
    const body = feedbackPayload(state, { path: "/functions/api/", url: "https://docs.launchbay.com/functions/api/", title: "Functions API" }, "id-1", new Date("2026-11-24T08:00:00Z"));
    expect(body).toEqual({
      id: "id-1",
      page: "/functions/api/",
      url: "https://docs.launchbay.com/functions/api/",
      title: "Functions API",
      answer: "no",
      reasons: ["missing-information"],
      comment: "The limits table is out of date.",
      sentAt: "2026-11-24T08:00:00.000Z",
    });
  });
});

describe("once per page per reader", () => {
  const memory = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
  };

  it("stores the answer by page and reads it back", () => {
    const storage = memory();
    expect(storedAnswer(storage, "/a/")).toBeNull();
    storeAnswer(storage, "/a/", "yes");
    storeAnswer(storage, "/b/", "no");
    expect(storedAnswer(storage, "/a/")).toBe("yes");
    expect(storedAnswer(storage, "/b/")).toBe("no");
    expect(JSON.parse(storage.data.get(FEEDBACK_STORAGE_KEY) ?? "")).toEqual({ "/a/": "yes", "/b/": "no" });
  });

  it("reads broken or blocked storage as no answer, and does not throw on a blocked write", () => {
    const storage = memory();
    storage.setItem(FEEDBACK_STORAGE_KEY, "{not json");
    expect(storedAnswer(storage, "/a/")).toBeNull();
    storeAnswer(storage, "/a/", "no");
    expect(storedAnswer(storage, "/a/")).toBe("no");
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(storedAnswer(blocked, "/a/")).toBeNull();
    expect(() => storeAnswer(blocked, "/a/", "yes")).not.toThrow();
  });
});
