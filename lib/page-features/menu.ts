/**
 * Keyboard of the page actions menu: the WAI-ARIA menu button pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/), as pure functions the island calls.
 */

/** What a key does on the closed menu's button: open with the first (or, for ArrowUp, the last) item focused. */
export function buttonKey(key: string, count: number): { open: true; active: number } | null {
  if (key === "Enter" || key === " " || key === "ArrowDown") return { open: true, active: 0 };
  if (key === "ArrowUp") return { open: true, active: count - 1 };
  return null;
}

export type MenuKeyResult =
  /** move focus to this item */
  | { type: "move"; active: number }
  /** close; `focusButton`: return focus to the menu button (Escape), not when Tab moves on */
  | { type: "close"; focusButton: boolean }
  /** activate the focused item (Space on a link, which browsers do not click by themselves) */
  | { type: "activate" }
  | null;

/**
 * What a key does inside the open menu: arrows move (wrapping), Home/End, Escape and Tab close, a letter moves to
 * the next item whose label starts with it.
 */
export function menuKey(key: string, active: number, count: number, labels: readonly string[] = []): MenuKeyResult {
  switch (key) {
    case "ArrowDown":
      return { type: "move", active: (active + 1) % count };
    case "ArrowUp":
      return { type: "move", active: (active - 1 + count) % count };
    case "Home":
      return { type: "move", active: 0 };
    case "End":
      return { type: "move", active: count - 1 };
    case "Escape":
      return { type: "close", focusButton: true };
    case "Tab":
      return { type: "close", focusButton: false };
    case " ":
      return { type: "activate" };
    default: {
      if (key.length !== 1 || !/\S/.test(key)) return null;
      for (let step = 1; step <= count; step++) {
        const i = (active + step) % count;
        if (labels[i]?.toLowerCase().startsWith(key.toLowerCase())) return { type: "move", active: i };
      }
      return null;
    }
  }
}

/** The prompt handed to an AI assistant: it names the page's absolute `.md` URL. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask questions about it.`;
}

/** "Open in ChatGPT" and "Open in Claude" links with the prompt. */
export function assistantLinks(markdownUrl: string): { chatgpt: string; claude: string } {
  const q = encodeURIComponent(assistantPrompt(markdownUrl));
  return { chatgpt: `https://chatgpt.com/?q=${q}`, claude: `https://claude.ai/new?q=${q}` };
}
