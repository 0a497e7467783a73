/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { AskChat } from "@/components/ask/ask-chat.client";
import { REVEAL_FRAMES } from "@/lib/hooks/use-ask";
import { search as config } from "@/lib/site";
import { setEventSink } from "@/lib/analytics/events";
import type { LocalSearch } from "@/lib/search/local";
import { buildSearchSections, fakeSite, fixtureIndex } from "../../lib/search/helpers";

// These tests answer from the real search index and sections (loaded per file): seconds of CPU on a loaded machine.
jest.setTimeout(20_000);

const site = fakeSite(buildSearchSections(fixtureIndex()));
jest.mock("@/lib/search/backend", () => {
  const local = new (jest.requireActual("@/lib/search/local").LocalSearch as typeof LocalSearch)({ fetcher: (url: string) => site.fetcher(url) });
  return { getLocalSearch: () => local, getSearchBackend: async () => local };
});

const answers = () => screen.queryAllByRole("listitem").filter((li) => li.classList.contains("ask-exchange"));
const lastAnswer = () => answers().at(-1) as HTMLElement;

// The conversation is kept in sessionStorage: each test starts with an empty one.
afterEach(() => sessionStorage.clear());
/** Reduced motion: answers appear at once, with no progressive reveal (~0.65 s of real time) to wait for. */
const reduceMotion = () => {
  window.matchMedia = ((query: string) => ({ matches: query.includes("reduce"), media: query })) as unknown as typeof window.matchMedia;
};
afterEach(() => delete (window as { matchMedia?: unknown }).matchMedia);
/** The progressive reveal's frames on jest's clock (waitFor advances it): the frames are counted, not waited for. */
const frameClock = () => jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
afterEach(() => jest.useRealTimers());

describe("the Ask chat", () => {
  it("offers starter questions on an empty conversation", () => {
    render(<AskChat />);
    expect(screen.getByRole("button", { name: "How do I add a custom domain?" })).toBeInTheDocument();
    expect(screen.queryByRole("log")).not.toBeInTheDocument();
  });

  it("answers progressively from the docs, citing the domains page", async () => {
    frameClock();
    render(<AskChat />);
    fireEvent.click(screen.getByRole("button", { name: "How do I add a custom domain?" }));
    expect(within(screen.getByRole("log", { name: "Conversation" })).getByText("How do I add a custom domain?")).toBeInTheDocument();
    await waitFor(() => expect(lastAnswer()).toHaveAttribute("data-status", "answering"));
    await waitFor(() => expect(lastAnswer()).toHaveAttribute("data-status", "done"), { timeout: 5000 });
    const answer = lastAnswer();
    expect(
      within(answer)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toContain("Select Add a domain and enter your domain. [1]");
    const sources = within(answer).getByRole("heading", { name: "Sources" }).parentElement as HTMLElement;
    expect(within(sources).getByRole("link", { name: /Get started with domains › Add a custom domain/ })).toHaveAttribute("href", "/domains/get-started-with-domains/#add-a-custom-domain");
    // Every step is a claim with its citation.
    const cites = within(answer).getAllByRole("link", { name: /Source 1/ });
    expect(cites.length).toBeGreaterThanOrEqual(3);
    for (const cite of cites) expect(cite).toHaveAttribute("href", "/domains/get-started-with-domains/#add-a-custom-domain");
  });

  it("shows an answer of any length whole within REVEAL_FRAMES frames", async () => {
    // One character a frame would take one frame per character: the bound still holds.
    const settings = config as { askRevealStep: number };
    const step = settings.askRevealStep;
    settings.askRevealStep = 1;
    frameClock();
    const real = window.setInterval;
    let frames = 0;
    jest.spyOn(window, "setInterval").mockImplementation(((callback: () => void, ms?: number) => real(() => (ms === 16 && frames++, callback()), ms)) as typeof window.setInterval);
    try {
      render(<AskChat />);
      fireEvent.click(screen.getByRole("button", { name: "How do I add a custom domain?" }));
      await waitFor(() => expect(lastAnswer()).toHaveAttribute("data-status", "done"), { timeout: 5000 });
    } finally {
      settings.askRevealStep = step;
      jest.restoreAllMocks();
    }
    expect((lastAnswer().textContent ?? "").length).toBeGreaterThan(REVEAL_FRAMES);
    expect(frames).toBeGreaterThan(1);
    expect(frames).toBeLessThanOrEqual(REVEAL_FRAMES);
  });

  it("says so when the docs do not cover a question, and escapes what was typed", async () => {
    render(<AskChat />);
    const attack = "<img src=x onerror=alert(1)> capital of France?";
    fireEvent.change(screen.getByRole("textbox", { name: "Your question" }), { target: { value: attack } });
    fireEvent.click(screen.getByRole("button", { name: "Ask" }));
    await waitFor(() => expect(lastAnswer()).toHaveAttribute("data-status", "done"), { timeout: 5000 });
    expect(lastAnswer()).toHaveTextContent("I couldn't find that in the docs.");
    expect(within(lastAnswer()).getByText(attack)).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
    expect(within(lastAnswer()).getByRole("button", { name: "search the docs" })).toBeInTheDocument();
    expect(within(lastAnswer()).queryByRole("button", { name: "Copy answer" })).not.toBeInTheDocument();
  });

  it("copies an answer with its sources, and clears the conversation", async () => {
    const writeText = jest.fn(async () => {});
    Object.assign(navigator, { clipboard: { writeText } });
    const events: [string, Record<string, unknown>][] = [];
    setEventSink((name, properties) => events.push([name, properties]));
    reduceMotion();
    render(<AskChat />);
    fireEvent.change(screen.getByRole("textbox", { name: "Your question" }), { target: { value: "What is the function timeout?" } });
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Your question" }), { key: "Enter" });
    await waitFor(() => expect(lastAnswer()).toHaveAttribute("data-status", "done"), { timeout: 5000 });
    fireEvent.click(within(lastAnswer()).getByRole("button", { name: "Copy answer" }));
    await waitFor(() => expect(within(lastAnswer()).getByRole("button", { name: "Copied!" })).toBeInTheDocument());
    const copied = (writeText.mock.calls[0] as unknown as [string])[0];
    // The answer is copied as the Markdown it is written in: the answer's sentence first, then the limits table as a table.
    expect(copied).toContain("| Limit | Value |\n| --- | --- |\n| Timeout | 10 s |");
    expect(copied.indexOf("| Limit |")).toBeGreaterThan(0);
    expect(copied.endsWith("[1]\n\nSources:\n[1] Functions overview › Limits — https://docs.launchbay.com/functions/overview/#limits")).toBe(true);
    expect(events).toContainEqual(["Ask Question", { questionLength: "What is the function timeout?".length, question: "what is the function timeout?" }]);
    setEventSink(null);

    fireEvent.click(screen.getByRole("button", { name: "Clear conversation" }));
    expect(answers()).toHaveLength(0);
    expect(screen.getByRole("button", { name: "How do I add a custom domain?" })).toBeInTheDocument();
  });

  it("offers 👍/👎 under an answer from the docs once it is done (its code loads then), not under a missing one", async () => {
    reduceMotion();
    render(<AskChat />);
    expect(screen.queryByRole("group", { name: "Was this answer helpful?" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "How do I add a custom domain?" }));
    await waitFor(() => expect(lastAnswer()).toHaveAttribute("data-status", "done"), { timeout: 5000 });
    const rating = await within(lastAnswer()).findByRole("group", { name: "Was this answer helpful?" });
    expect(
      within(rating)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["👍 Yes", "👎 No"]);
    // A new conversation (a follow-up would be searched with the domains topic).
    fireEvent.click(screen.getByRole("button", { name: "Clear conversation" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Your question" }), { target: { value: "capital of France?" } });
    fireEvent.click(screen.getByRole("button", { name: "Ask" }));
    await waitFor(() => expect(answers()).toHaveLength(1));
    await waitFor(() => expect(lastAnswer()).toHaveAttribute("data-status", "done"), { timeout: 5000 });
    expect(lastAnswer()).toHaveTextContent("I couldn't find that in the docs.");
    expect(within(lastAnswer()).queryByRole("group", { name: "Was this answer helpful?" })).not.toBeInTheDocument();
  }, 15_000);

  it("prefills the question from ?q=", () => {
    window.history.replaceState(null, "", "/ask-launchbay/?q=how%20do%20I%20deploy");
    render(<AskChat />);
    expect(screen.getByRole("textbox", { name: "Your question" })).toHaveValue("how do I deploy");
    window.history.replaceState(null, "", "/");
  });
});
