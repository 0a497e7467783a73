/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { AskChat } from "@/components/ask/ask-chat.client";
import { CONVERSATION_KEY, loadConversation, MAX_STORED, saveConversation, type StoredExchange } from "@/lib/ask/conversation";
import type { LocalSearch } from "@/lib/search/local";
import { buildSearchSections, fakeSite, fixtureIndex } from "../../lib/search/helpers";

// These tests answer from the real search index and sections (loaded per file): seconds of CPU on a loaded machine.
jest.setTimeout(20_000);

const site = fakeSite(buildSearchSections(fixtureIndex()));
jest.mock("@/lib/search/backend", () => {
  const local = new (jest.requireActual("@/lib/search/local").LocalSearch as typeof LocalSearch)({ fetcher: (url: string) => site.fetcher(url) });
  return { getLocalSearch: () => local, getSearchBackend: async () => local };
});

afterEach(() => sessionStorage.clear());

const exchanges = () => screen.queryAllByRole("listitem").filter((li) => li.classList.contains("ask-exchange"));

describe("the Ask conversation in sessionStorage", () => {
  it("survives the chat being unmounted and mounted again (navigation, reload), until Clear", async () => {
    const first = render(<AskChat />);
    fireEvent.click(screen.getByRole("button", { name: "How do I add a custom domain?" }));
    await waitFor(() => expect(exchanges()[0]).toHaveAttribute("data-status", "done"), { timeout: 5000 });
    const stored = loadConversation();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ question: "How do I add a custom domain?", answer: { found: true } });
    first.unmount();

    render(<AskChat />);
    await waitFor(() => expect(exchanges()).toHaveLength(1));
    const restored = exchanges()[0]!;
    expect(restored).toHaveAttribute("data-status", "done");
    expect(within(restored).getByText("How do I add a custom domain?")).toBeInTheDocument();
    expect(within(restored).getAllByRole("link", { name: /Source 1/ })[0]).toHaveAttribute("href", "/domains/get-started-with-domains/#add-a-custom-domain");

    fireEvent.click(screen.getByRole("button", { name: "Clear conversation" }));
    expect(exchanges()).toHaveLength(0);
    await waitFor(() => expect(sessionStorage.getItem(CONVERSATION_KEY)).toBeNull());
  });

  it("drops damaged records and keeps the last exchanges only", () => {
    sessionStorage.setItem(CONVERSATION_KEY, "{not json");
    expect(loadConversation()).toEqual([]);
    sessionStorage.setItem(CONVERSATION_KEY, JSON.stringify([{ id: 1, question: "q" }, { nonsense: true }]));
    expect(loadConversation()).toEqual([]);
    const many: StoredExchange[] = Array.from({ length: MAX_STORED + 5 }, (_, i) => ({ id: i + 1, question: `q${i}`, query: `q${i}`, text: "a", answer: { found: true, text: "a", citations: [] } }));
    saveConversation(many);
    expect(loadConversation().map((e) => e.id)).toEqual(many.slice(-MAX_STORED).map((e) => e.id));
  });
});
