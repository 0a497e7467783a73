/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { openSearch } from "@/components/search/open-search";
import { SearchButton } from "@/components/search/search-button.client";
import { polyfillDialog } from "./dialog-polyfill";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock("@/lib/search/backend", () => {
  const backend = { name: "local", search: async () => [], suggest: async () => [] };
  return { getSearchBackend: async () => backend, getLocalSearch: () => backend };
});

polyfillDialog();
afterEach(() => window.history.replaceState(null, "", "/"));

const dialog = () => screen.findByRole("dialog", { name: "Search the docs" });

describe("the search button", () => {
  it("renders only the button until first use", () => {
    render(<SearchButton />);
    expect(screen.getByRole("button", { name: "Search" })).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens the dialog on click, and Esc returns focus to the button", async () => {
    render(<SearchButton />);
    const button = screen.getByRole("button", { name: "Search" });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByRole("combobox")).toHaveFocus();
    fireEvent(await dialog(), new Event("cancel", { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it("opens on Ctrl-K and ⌘-K", async () => {
    render(<SearchButton />);
    fireEvent.keyDown(window, { key: "k", ctrlKey: true });
    expect(await dialog()).toBeInTheDocument();
    fireEvent(await dialog(), new Event("cancel", { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    fireEvent.keyDown(window, { key: "K", metaKey: true });
    expect(await dialog()).toBeInTheDocument();
  });

  it("opens on / unless the reader is typing in a field", async () => {
    render(
      <>
        <input aria-label="elsewhere" />
        <SearchButton />
      </>,
    );
    fireEvent.keyDown(screen.getByRole("textbox", { name: "elsewhere" }), { key: "/" });
    await act(() => Promise.resolve());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: "/" });
    expect(await dialog()).toBeInTheDocument();
  });

  it("opens prefilled from ?q= in the URL", async () => {
    window.history.replaceState(null, "", "/functions/overview/?q=edge%20functions");
    render(<SearchButton />);
    await dialog();
    expect(screen.getByRole("combobox")).toHaveValue("edge functions");
  });

  it("opens prefilled when another island calls openSearch()", async () => {
    render(<SearchButton />);
    act(() => openSearch("custom domain"));
    await dialog();
    expect(screen.getByRole("combobox")).toHaveValue("custom domain");
  });
});
