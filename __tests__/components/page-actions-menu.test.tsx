/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { PageActionsMenu } from "@/components/page-actions-menu.client";
import { assistantLinks, assistantPrompt, buttonKey, menuKey } from "@/lib/page-features/menu";

const md = "https://docs.launchbay.com/functions/api.md";
const renderMenu = () => render(<PageActionsMenu markdownUrl="/functions/api.md" markdownAbsoluteUrl={md} />);
const button = () => screen.getByRole("button", { name: "Page actions" });
const items = () => screen.getAllByRole("menuitem");
const names = ["Copy page as Markdown", "View as Markdown", "Open in ChatGPT (opens in a new tab)", "Open in Claude (opens in a new tab)"];

describe("menu keyboard logic", () => {
  it("opens from the button on Enter, Space and ArrowDown (first item) and ArrowUp (last)", () => {
    expect(buttonKey("Enter", 4)).toEqual({ open: true, active: 0 });
    expect(buttonKey(" ", 4)).toEqual({ open: true, active: 0 });
    expect(buttonKey("ArrowDown", 4)).toEqual({ open: true, active: 0 });
    expect(buttonKey("ArrowUp", 4)).toEqual({ open: true, active: 3 });
    expect(buttonKey("a", 4)).toBeNull();
  });
  it("moves with wrapping arrows, Home, End and first letters; closes on Escape and Tab", () => {
    expect(menuKey("ArrowDown", 3, 4)).toEqual({ type: "move", active: 0 });
    expect(menuKey("ArrowUp", 0, 4)).toEqual({ type: "move", active: 3 });
    expect(menuKey("Home", 2, 4)).toEqual({ type: "move", active: 0 });
    expect(menuKey("End", 0, 4)).toEqual({ type: "move", active: 3 });
    expect(menuKey("o", 0, 4, names)).toEqual({ type: "move", active: 2 });
    expect(menuKey("O", 2, 4, names)).toEqual({ type: "move", active: 3 });
    expect(menuKey("z", 0, 4, names)).toBeNull();
    expect(menuKey("Escape", 1, 4)).toEqual({ type: "close", focusButton: true });
    expect(menuKey("Tab", 1, 4)).toEqual({ type: "close", focusButton: false });
  });
  it("hands the assistants a prompt naming the page's absolute .md URL", () => {
    const links = assistantLinks(md);
    expect(new URL(links.chatgpt).origin + new URL(links.chatgpt).pathname).toBe("https://chatgpt.com/");
    expect(new URL(links.chatgpt).searchParams.get("q")).toBe(assistantPrompt(md));
    expect(new URL(links.claude).origin + new URL(links.claude).pathname).toBe("https://claude.ai/new");
    expect(new URL(links.claude).searchParams.get("q")).toContain(md);
  });
});

describe("PageActionsMenu", () => {
  it("is a closed menu button with four items", () => {
    renderMenu();
    expect(button()).toHaveAttribute("aria-haspopup", "menu");
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).toBeNull(); // hidden
    expect(screen.getAllByRole("menuitem", { hidden: true }).map((i) => i.textContent)).toEqual(names);
  });

  it("opens on ArrowDown with the first item focused; arrows, Home and End move focus; Escape closes and returns focus", async () => {
    renderMenu();
    button().focus();
    fireEvent.keyDown(button(), { key: "ArrowDown" });
    expect(button()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("menu")).toHaveAttribute("aria-labelledby", button().id);
    await waitFor(() => expect(items()[0]).toHaveFocus());
    // Each key, then the item it moves the focus to (from the last, ArrowDown wraps to the first, ArrowUp back).
    for (const [key, item] of [
      ["ArrowDown", 1],
      ["End", 3],
      ["ArrowDown", 0],
      ["ArrowUp", 3],
      ["Home", 0],
    ] as const) {
      fireEvent.keyDown(document.activeElement as Element, { key });
      await waitFor(() => expect(items()[item]).toHaveFocus());
    }
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(button()).toHaveFocus();
  });

  it.each(["Enter", " "])("opens on %j too, and ArrowUp opens on the last item", async (key) => {
    renderMenu();
    fireEvent.keyDown(button(), { key });
    await waitFor(() => expect(items()[0]).toHaveFocus());
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    fireEvent.keyDown(button(), { key: "ArrowUp" });
    await waitFor(() => expect(items()[3]).toHaveFocus());
  });

  it("links to the Markdown and to both assistants in a new tab", () => {
    renderMenu();
    const [, view, chatgpt, claude] = screen.getAllByRole("menuitem", { hidden: true });
    expect(view).toHaveAttribute("href", "/functions/api.md");
    expect(chatgpt).toHaveAttribute("href", assistantLinks(md).chatgpt);
    expect(chatgpt).toHaveAttribute("target", "_blank");
    expect(claude).toHaveAttribute("href", assistantLinks(md).claude);
  });

  it("copies the page's Markdown, closes and says so", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    global.fetch = jest.fn().mockResolvedValue({ ok: true, text: () => Promise.resolve("# Functions API\n") }) as unknown as typeof fetch;
    renderMenu();
    fireEvent.click(button());
    await act(async () => {
      fireEvent.click(screen.getByRole("menuitem", { name: "Copy page as Markdown" }));
    });
    expect(global.fetch).toHaveBeenCalledWith("/functions/api.md");
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("# Functions API\n"));
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(await screen.findByText("Copied page as Markdown")).toHaveAttribute("role", "status");
  });

  it("closes on a click outside", () => {
    renderMenu();
    fireEvent.click(button());
    expect(button()).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerDown(document.body);
    expect(button()).toHaveAttribute("aria-expanded", "false");
  });
});
