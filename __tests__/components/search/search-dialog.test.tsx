/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { setEventSink } from "@/lib/analytics/events";
import type { LocalSearch } from "@/lib/search/local";
import { SearchDialog } from "@/components/search/search-dialog.client";
import { buildSearchSections, fakeSite, fixtureIndex } from "../../lib/search/helpers";
import { polyfillDialog } from "./dialog-polyfill";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const site = fakeSite(buildSearchSections(fixtureIndex()));
/** Holds back the section texts (the result snippets) until a test releases them. */
const mockTexts: { ready: Promise<void> } = { ready: Promise.resolve() };
jest.mock("@/lib/search/backend", () => {
  // A fresh backend per dialog: nothing one test fetched (index, section texts) is cached for the next.
  const create = () =>
    new (jest.requireActual("@/lib/search/local").LocalSearch as typeof LocalSearch)({
      fetcher: async (url: string) => {
        if (url.includes("/search-text/")) await mockTexts.ready;
        return site.fetcher(url);
      },
    });
  let local = create();
  return { getSearchBackend: async () => (local = create()), getLocalSearch: () => local };
});

polyfillDialog();
afterEach(() => jest.useRealTimers());
// Jest's clock (waitFor advances it): a query counts as a search once its results have stood for `trackDelay` (a second),
// which the analytics tests wait for without a second of real time each.
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
  push.mockClear();
  localStorage.clear();
});

/** Renders the open dialog, once the sidebar groups it fetches on opening have arrived (an update inside act). */
async function open(initialQuery = "") {
  const onClose = jest.fn();
  await act(async () => {
    render(<SearchDialog initialQuery={initialQuery} onClose={onClose} />);
  });
  return { onClose, input: screen.getByRole("combobox", { name: "Search the docs" }) };
}

const options = () => within(screen.getByRole("listbox", { name: "Search results" })).getAllByRole("option");

describe("the search dialog", () => {
  it("opens as a modal with the input focused and suggestions before typing", async () => {
    const { input } = await open();
    expect(screen.getByRole("dialog", { name: "Search the docs" })).toHaveAttribute("open");
    expect(input).toHaveFocus();
    expect(screen.getByRole("button", { name: "custom domain" })).toBeInTheDocument();
  });

  it("shows results grouped by page as the reader types, the match marked", async () => {
    const { input } = await open();
    fireEvent.change(input, { target: { value: "timeout" } });
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    const first = options()[0]!;
    expect(within(first).getByRole("link")).toHaveAttribute("href", "/functions/api/#timeout");
    expect(first.querySelector("mark")?.textContent).toBe("Timeout");
    expect(within(first).getByText("Limits")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Functions API" })).toBeInTheDocument();
    await waitFor(() => expect(within(first).getByText("Ten seconds.")).toBeInTheDocument());
  });

  it("moves with the arrow keys and opens the active result with Enter", async () => {
    const { input, onClose } = await open("functions");
    await waitFor(() => expect(options().length).toBeGreaterThan(2));
    expect(input).toHaveAttribute("aria-activedescendant", options()[0]!.id);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(options()[1]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", options()[1]!.id);
    const href = within(options()[1]!).getByRole("link").getAttribute("href");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(push).toHaveBeenCalledWith(href);
    expect(onClose).toHaveBeenCalledWith({ restoreFocus: false });
    expect(JSON.parse(localStorage.getItem("lb-docs-recent-searches") ?? "[]")).toEqual(["functions"]);
  });

  it("keeps the reader's place in the list when the result snippets arrive", async () => {
    let release = () => {};
    mockTexts.ready = new Promise<void>((resolve) => (release = resolve));
    const { input } = await open("timeout");
    await waitFor(() => expect(options().length).toBeGreaterThan(1));
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(options()[1]).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByText("Ten seconds.")).toBeNull();
    await act(async () => release());
    await waitFor(() => expect(screen.getByText("Ten seconds.")).toBeInTheDocument());
    expect(options()[1]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", options()[1]!.id);
  });

  it("closes on Escape (the dialog's cancel event)", async () => {
    const { onClose } = await open();
    fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }));
    expect(onClose).toHaveBeenCalledWith();
  });

  it("offers recent searches and clears them", async () => {
    localStorage.setItem("lb-docs-recent-searches", JSON.stringify(["blobs", "cron"]));
    const { input } = await open();
    fireEvent.click(screen.getByRole("button", { name: "cron" }));
    expect(input).toHaveValue("cron");
    fireEvent.change(input, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.queryByRole("button", { name: "blobs" })).not.toBeInTheDocument();
    expect(localStorage.getItem("lb-docs-recent-searches")).toBeNull();
  });

  it("shows a no-results state with spelling suggestions and a way to ask", async () => {
    const { input } = await open();
    // Two edits from "limit": beyond search's typo tolerance for a five-letter word (one), within the suggestions' (0.3 of its length, rounded).
    fireEvent.change(input, { target: { value: "lmiit" } });
    await waitFor(() => expect(screen.getByText(/No results for/, { selector: "p:not([role=status])" })).toBeInTheDocument());
    expect(screen.getByRole("region", { name: "Did you mean" })).toHaveTextContent("limit");
    expect(screen.getByRole("link", { name: "ask Launchbay" })).toHaveAttribute("href", "/ask-launchbay/?q=lmiit");
  });

  it("renders a query that looks like HTML as text", async () => {
    const attack = "<img src=x onerror=alert(1)>";
    const { input } = await open(attack);
    await waitFor(() => expect(screen.getByText(/No results for/, { selector: "p:not([role=status])" })).toBeInTheDocument());
    const dialog = screen.getByRole("dialog");
    expect(dialog.querySelector("img")).toBeNull();
    expect(within(dialog).getByText(attack, { selector: "strong" })).toBeInTheDocument();
    expect(input).toHaveValue(attack);
  });

  it("reports settled queries to analytics, with and without results", async () => {
    const events: [string, Record<string, unknown>][] = [];
    setEventSink((name, properties) => events.push([name, properties]));
    try {
      const { input } = await open("  Context ");
      // The query goes as normalised text (content:report counts searches and click-through per query).
      await waitFor(() => expect(events).toContainEqual(["Search", { queryLength: 7, resultCount: expect.any(Number), query: "context" }]), { timeout: 3000 });
      fireEvent.change(input, { target: { value: "xyzzy" } });
      await waitFor(() => expect(events).toContainEqual(["Search No Results", { queryLength: 5, query: "xyzzy" }]), { timeout: 3000 });
    } finally {
      act(() => setEventSink(null));
    }
  });
});

describe("content-gap events of the search dialog", () => {
  it("sends a query that found nothing as normalised text, and the result a reader opened", async () => {
    const events: [string, Record<string, unknown>][] = [];
    setEventSink((name, properties) => events.push([name, properties]));
    try {
      const typed = "Xyzzy  Jane@Example.com 1234567 Qwfp";
      const { input } = await open(typed);
      await waitFor(() => expect(events).toContainEqual(["Search No Results", { queryLength: typed.length, query: "xyzzy [email] [number] qwfp" }]), { timeout: 3000 });
      fireEvent.change(input, { target: { value: "Functions" } });
      await waitFor(() => expect(options().length).toBeGreaterThan(1));
      const href = within(options()[0]!).getByRole("link").getAttribute("href");
      fireEvent.keyDown(input, { key: "Enter" });
      expect(events).toContainEqual(["Search Result Opened", { query: "functions", url: href, position: 1 }]);
    } finally {
      act(() => setEventSink(null));
    }
  });
});
