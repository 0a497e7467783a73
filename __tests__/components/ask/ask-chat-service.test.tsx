/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { AskChat } from "@/components/ask/ask-chat.client";
import { askRemote } from "@/lib/ask/remote";
import type { LocalSearch } from "@/lib/search/local";
import { buildSearchSections, fakeSite, fixtureIndex } from "../../lib/search/helpers";

// These tests answer from the real search index and sections (loaded per file): seconds of CPU on a loaded machine.
jest.setTimeout(20_000);

const site = fakeSite(buildSearchSections(fixtureIndex()));
jest.mock("@/lib/search/backend", () => {
  const local = new (jest.requireActual("@/lib/search/local").LocalSearch as typeof LocalSearch)({ fetcher: (url: string) => site.fetcher(url) });
  return { getLocalSearch: () => local, getSearchBackend: async () => local };
});
jest.mock("@/lib/site", () => {
  const actual = jest.requireActual("@/lib/site");
  return { ...actual, search: { ...actual.search, askApiUrl: "https://ask.example/api" } };
});
jest.mock("@/lib/ask/remote", () => ({ ...jest.requireActual("@/lib/ask/remote"), askRemote: jest.fn() }));
const remote = askRemote as jest.MockedFunction<typeof askRemote>;

const exchange = () => screen.getAllByRole("listitem").find((li) => li.classList.contains("ask-exchange")) as HTMLElement;

// The conversation is kept in sessionStorage: each test starts with an empty one.
afterEach(() => sessionStorage.clear());

describe("the Ask chat with an answer service", () => {
  it("sends the question with the retrieved sections and shows the streamed answer", async () => {
    remote.mockImplementationOnce(async (_url, question, options) => {
      options.onText("Use Domain management");
      options.onText("Use Domain management [1].");
      return { found: true, text: "Use Domain management [1].", citations: [{ n: 1, url: question.sources[0]!.url, title: "Get started with domains › Add a custom domain" }] };
    });
    render(<AskChat />);
    fireEvent.click(screen.getByRole("button", { name: "How do I add a custom domain?" }));
    await waitFor(() => expect(exchange()).toHaveAttribute("data-status", "done"));
    const [url, question, options] = remote.mock.calls[0]!;
    expect(url).toBe("https://ask.example/api");
    expect(question.question).toBe("How do I add a custom domain?");
    expect(question.sources[0]?.url).toBe("/domains/get-started-with-domains/#add-a-custom-domain");
    expect(options.idleMs).toBe(20_000);
    expect(exchange()).toHaveTextContent("Use Domain management [1].");
    expect(within(exchange()).getByRole("link", { name: /Source 1/ })).toHaveAttribute("href", "/domains/get-started-with-domains/#add-a-custom-domain");
  });

  it("falls back to the docs answer on an error, and retries the service", async () => {
    remote.mockRejectedValueOnce(new Error("answer service: HTTP 503"));
    render(<AskChat />);
    fireEvent.click(screen.getByRole("button", { name: "How do I add a custom domain?" }));
    await waitFor(() => expect(within(exchange()).getByRole("status")).toHaveTextContent("The answer service didn't respond"), { timeout: 5000 });
    expect(
      within(exchange())
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toContain("Select Add a domain and enter your domain. [1]");
    remote.mockResolvedValueOnce({ found: true, text: "Second try [1].", citations: [{ n: 1, url: "/domains/get-started-with-domains/", title: "Get started with domains" }] });
    fireEvent.click(within(exchange()).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(exchange()).toHaveTextContent("Second try [1]."));
    expect(within(exchange()).queryByRole("status")).not.toBeInTheDocument();
  });

  it("falls back, on a follow-up, to the docs answer for the follow-up with its topic, as without a service", async () => {
    remote.mockResolvedValueOnce({ found: true, text: "Use Domain management [1].", citations: [{ n: 1, url: "/domains/get-started-with-domains/", title: "Get started with domains" }] });
    render(<AskChat />);
    fireEvent.click(screen.getByRole("button", { name: "How do I add a custom domain?" }));
    await waitFor(() => expect(exchange()).toHaveAttribute("data-status", "done"));
    remote.mockRejectedValueOnce(new Error("answer service: HTTP 503"));
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "and then?" } });
    fireEvent.submit(screen.getByRole("textbox").closest("form")!);
    const followUp = () => screen.getAllByRole("listitem").filter((li) => li.classList.contains("ask-exchange"))[1] as HTMLElement;
    await waitFor(() => expect(within(followUp()).getByRole("status")).toHaveTextContent("The answer service didn't respond"), { timeout: 5000 });
    // "and then?" alone names no topic; with the previous question's, the docs answer it as they would with no service.
    expect(remote.mock.calls.at(-1)![1].question).toBe("and then?");
    expect(
      within(followUp())
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toContain("Select Add a domain and enter your domain. [1]");
  });
});
