/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Feedback } from "@/components/feedback.client";
import { setEventSink } from "@/lib/analytics/events";
import { FEEDBACK_STORAGE_KEY } from "@/lib/page-features/feedback";
import { OUTBOX_STORAGE_KEY } from "@/lib/page-features/outbox";

const events: [string, Record<string, unknown>][] = [];
let fetchMock: jest.Mock;

function renderFeedback(endpoint?: string, page = "/functions/api/") {
  return render(
    <section data-feedback="" data-feedback-endpoint={endpoint}>
      <Feedback page={page} title="Functions API" />
    </section>,
  );
}

beforeEach(() => {
  localStorage.clear();
  events.length = 0;
  setEventSink((name, properties) => events.push([name, properties]));
  fetchMock = jest.fn().mockResolvedValue({ status: 200 });
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => setEventSink(null));

describe("Feedback", () => {
  it("asks in a fieldset; Yes shows that answer's reasons with focus on the first; Send sends one event and thanks", async () => {
    renderFeedback();
    expect(screen.getByRole("group", { name: "Was this page helpful?" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect(screen.getByRole("button", { name: "Yes" })).toHaveAttribute("aria-pressed", "true");
    const reasons = screen.getByRole("group", { name: "What did you like? (optional)" });
    expect(reasons.querySelectorAll("input[type=checkbox]")).toHaveLength(3);
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Accurate" })).toHaveFocus());
    expect(screen.queryByRole("textbox")).toBeNull(); // no endpoint: no comment field
    fireEvent.click(screen.getByRole("checkbox", { name: "Solved my problem" }));
    fireEvent.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(events).toEqual([["Page Feedback", { page: "/functions/api/", answer: "yes", reasons: ["solved-my-problem"], commentLength: 0 }]]);
    expect(screen.getByRole("status")).toHaveTextContent("Thanks for your feedback!");
    await waitFor(() => expect(screen.getByRole("status")).toHaveFocus());
    expect(JSON.parse(localStorage.getItem(FEEDBACK_STORAGE_KEY) ?? "{}")).toEqual({ "/functions/api/": "yes" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("No offers the four reasons", () => {
    renderFeedback();
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    expect(screen.getAllByRole("checkbox").map((c) => c.closest("label")?.textContent)).toEqual(["Hard to follow", "Incorrect", "Missing information", "Code sample broken"]);
  });

  it("asks once per page: a stored answer shows the thanks, with nothing sent", async () => {
    localStorage.setItem(FEEDBACK_STORAGE_KEY, JSON.stringify({ "/functions/api/": "no" }));
    renderFeedback();
    expect(await screen.findByText("You told us this page was not helpful. Thanks!")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Yes" })).toBeNull();
    expect(events).toEqual([]);
    renderFeedback(undefined, "/other/");
    expect(screen.getByRole("button", { name: "Yes" })).toBeInTheDocument();
  });

  it("with an endpoint: a comment with a live counter, the text POSTed there and only its length in the event", async () => {
    renderFeedback("https://feedback.example/v1");
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    const comment = screen.getByRole("textbox", { name: "Anything else? (optional)" });
    expect(comment).toHaveAttribute("maxLength", "500");
    fireEvent.change(comment, { target: { value: "The example 404s." } });
    expect(comment).toHaveAccessibleDescription("17 of 500 characters");
    fireEvent.change(comment, { target: { value: "y".repeat(600) } });
    expect(comment).toHaveAccessibleDescription("500 of 500 characters");
    expect(screen.getByText("You have reached the limit of 500 characters.")).toBeInTheDocument();
    fireEvent.change(comment, { target: { value: "The example 404s." } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Code sample broken" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send feedback" }));
    });
    expect(events).toEqual([["Page Feedback", { page: "/functions/api/", answer: "no", reasons: ["code-sample-broken"], commentLength: 17 }]]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("https://feedback.example/v1");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toMatchObject({ page: "/functions/api/", title: "Functions API", answer: "no", reasons: ["code-sample-broken"], comment: "The example 404s." });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY) ?? "[]")).toEqual([]));
  });
});
