/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { AskRating, RATED_KEY } from "@/components/ask/ask-rating";
import { setEventSink } from "@/lib/analytics/events";
import { askRatingEvent, citedPages } from "@/lib/ask/rating";

const citations = [
  { n: 1, url: "/functions/overview/#limits", title: "Functions overview › Limits" },
  { n: 2, url: "/functions/api/#timeouts", title: "Functions API › Timeouts" },
  { n: 3, url: "/functions/overview/#regions", title: "Functions overview › Regions" },
];

let events: [string, Record<string, unknown>][];
beforeEach(() => {
  events = [];
  setEventSink((name, properties) => events.push([name, properties]));
});
afterEach(() => {
  setEventSink(null);
  sessionStorage.clear();
});

const group = () => screen.getByRole("group", { name: "Was this answer helpful?" });

describe("the Ask rating control", () => {
  it("sends 👍 at once with the pages cited and the normalised question, then thanks the reader (focused)", () => {
    render(<AskRating id={1} question="What is the  Function timeout? mail jane@example.com" citations={citations} />);
    fireEvent.click(within(group()).getByRole("button", { name: "Yes" }));
    expect(events).toEqual([["Ask Answer Rated", { rating: "yes", reasons: [], pages: ["/functions/overview/", "/functions/api/"], question: "what is the function timeout? mail [email]" }]]);
    const thanks = screen.getByRole("status");
    expect(thanks).toHaveTextContent("Thanks: you found this answer helpful.");
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole("group", { name: "Was this answer helpful?" })).not.toBeInTheDocument();
  });

  it("offers reasons after 👎 (focus on the first), and sends the ticked ones in the catalogue's order", () => {
    render(<AskRating id={2} question="deploy" citations={citations.slice(1)} />);
    const no = within(group()).getByRole("button", { name: "No" });
    expect(no).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(no);
    expect(no).toHaveAttribute("aria-expanded", "true");
    expect(events).toEqual([]);
    const form = screen.getByRole("form", { name: "What was wrong with this answer?" });
    const boxes = within(form).getAllByRole("checkbox");
    expect(boxes.map((b) => b.closest("label")?.textContent)).toEqual(["Incorrect", "Incomplete", "Cites the wrong pages", "Not what I asked", "Hard to follow"]);
    expect(boxes[0]).toHaveFocus();
    fireEvent.click(within(form).getByRole("checkbox", { name: "Not what I asked" }));
    fireEvent.click(within(form).getByRole("checkbox", { name: "Incorrect" }));
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect(events).toEqual([["Ask Answer Rated", { rating: "no", reasons: ["incorrect", "not-what-i-asked"], pages: ["/functions/api/", "/functions/overview/"], question: "deploy" }]]);
    expect(screen.getByRole("status")).toHaveTextContent("Thanks: you told us this answer was not helpful.");
  });

  it("rates an answer once: the same answer restored in this tab shows the rating given", () => {
    const { unmount } = render(<AskRating id={3} question="regions" citations={citations} />);
    fireEvent.click(within(group()).getByRole("button", { name: "Yes" }));
    unmount();
    expect(JSON.parse(sessionStorage.getItem(RATED_KEY) ?? "{}")).toEqual({ "3\nregions": "yes" });
    render(<AskRating id={3} question="regions" citations={citations} />);
    expect(screen.getByRole("status")).toHaveTextContent("you found this answer helpful");
    expect(screen.getByRole("status")).not.toHaveFocus();
    expect(events).toHaveLength(1);
  });

  it("builds the event from known reasons only, and none with 👍", () => {
    expect(citedPages([{ n: 1, url: "https://elsewhere.example/x", title: "x" }, ...citations])).toEqual(["/functions/overview/", "/functions/api/"]);
    expect(askRatingEvent("no", ["made-up", "incomplete"], { question: "Q", citations: [] })).toEqual({ rating: "no", reasons: ["incomplete"], pages: [], question: "q" });
    expect(askRatingEvent("yes", ["incomplete"], { question: "Q", citations: [] }).reasons).toEqual([]);
  });
});
