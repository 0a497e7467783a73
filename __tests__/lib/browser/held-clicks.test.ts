/** @jest-environment jsdom */
import { FEEDBACK_ISLAND, holdEarlyClicks, islandReady, PAGE_ACTIONS_ISLAND, resetHeldClicks } from "@/lib/browser/held-clicks";

/** The server HTML of a doc page's islands: the menu, a heading's copy button, the feedback form, and a control of no island. */
function renderPage() {
  document.body.innerHTML = `
    <div class="page-actions" data-island="page-actions"><button id="menu" aria-haspopup="menu">Page actions</button></div>
    <h2 id="limits">Limits <button id="section" data-section-copy=""><span id="icon">#</span></button></h2>
    <section data-feedback="" data-island="feedback"><form><button id="yes" type="button">Yes</button><button id="send">Send</button></form></section>
    <button id="search">Search</button>`;
  const clicks: string[] = [];
  // React's listener: on the document, as React roots at the document in the App Router.
  document.addEventListener("click", (event) => clicks.push((event.target as Element).id));
  const button = (id: string) => document.getElementById(id) as HTMLElement;
  return { clicks, button };
}

beforeEach(() => {
  resetHeldClicks();
  holdEarlyClicks();
});

describe("clicks held until an island is ready", () => {
  it("holds a click on an island's control, its listeners and default action skipped, and replays it on the same element once the island is ready", () => {
    const { clicks, button } = renderPage();
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    button("menu").dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    islandReady(FEEDBACK_ISLAND); // another island: not this click's
    expect(clicks).toEqual([]);
    islandReady(PAGE_ACTIONS_ISLAND);
    expect(clicks).toEqual(["menu"]);
    // Replayed once, and later clicks pass straight through.
    islandReady(PAGE_ACTIONS_ISLAND);
    button("menu").click();
    expect(clicks).toEqual(["menu", "menu"]);
  });

  it("holds the headings' section copy buttons for the menu's island, from a click on what is inside them", () => {
    const { clicks, button } = renderPage();
    button("icon").click();
    expect(clicks).toEqual([]);
    islandReady(PAGE_ACTIONS_ISLAND);
    expect(clicks).toEqual(["section"]);
  });

  it("does not submit a form before its island is ready, and does once the click is replayed", () => {
    const { button } = renderPage();
    const submitted = jest.fn((event: Event) => event.preventDefault());
    document.querySelector("form")?.addEventListener("submit", submitted);
    button("send").click();
    expect(submitted).not.toHaveBeenCalled();
    islandReady(FEEDBACK_ISLAND);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("keeps only the latest click", () => {
    const { clicks, button } = renderPage();
    button("yes").click();
    button("send").click();
    islandReady(FEEDBACK_ISLAND);
    expect(clicks).toEqual(["send"]);
  });

  it("lets clicks outside the islands and on ready islands through", () => {
    const { clicks, button } = renderPage();
    button("search").click();
    islandReady(FEEDBACK_ISLAND);
    button("yes").click();
    expect(clicks).toEqual(["search", "yes"]);
  });

  it("does not replay on an element that is gone (a client navigation replaced the page)", () => {
    const { clicks, button } = renderPage();
    const menu = button("menu");
    menu.click();
    menu.remove();
    const replayed = jest.fn();
    menu.addEventListener("click", replayed);
    islandReady(PAGE_ACTIONS_ISLAND);
    expect(replayed).not.toHaveBeenCalled();
    expect(clicks).toEqual([]);
  });

  it("holds an arrow key on a menu button (it opens the menu) and replays it there; other keys and controls pass", () => {
    const { button } = renderPage();
    const keys: string[] = [];
    document.addEventListener("keydown", (event) => keys.push(`${(event.target as Element).id} ${event.key}`));
    const down = new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true });
    button("menu").dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true); // no page scroll meanwhile
    button("menu").dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true }));
    button("yes").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true }));
    islandReady(PAGE_ACTIONS_ISLAND);
    expect(keys).toEqual(["menu ArrowDown", "menu Tab", "yes ArrowDown", "menu ArrowDown"]);
    // Once the island is ready, keys pass straight through and nothing is replayed again.
    islandReady(PAGE_ACTIONS_ISLAND);
    button("menu").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowUp", bubbles: true, cancelable: true }));
    expect(keys.slice(4)).toEqual(["menu ArrowUp"]);
  });

  it("holds nothing before holdEarlyClicks, and listens once however often it is called", () => {
    resetHeldClicks();
    const { clicks, button } = renderPage();
    button("menu").click();
    expect(clicks).toEqual(["menu"]);
    holdEarlyClicks();
    holdEarlyClicks();
    button("yes").click();
    islandReady(FEEDBACK_ISLAND);
    expect(clicks).toEqual(["menu", "yes"]);
  });
});
