/** Copying text: the async Clipboard API, or a hidden textarea and `execCommand('copy')` where that is missing or fails (docs/CONTRACT.md §8). */

/** Copies with a hidden, read-only textarea; restores focus and selection. */
export function copyWithTextarea(text: string): boolean {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement("textarea");
  textarea.value = text;
  textarea.setAttribute("readonly", "");
  textarea.setAttribute("aria-hidden", "true");
  textarea.style.cssText = "position:fixed;top:0;left:-9999px;opacity:0";
  document.body.append(textarea);
  textarea.select();
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  textarea.remove();
  active?.focus({ preventScroll: true });
  return copied;
}

/**
 * Copies text. A promise of text (fetched on click) goes through a ClipboardItem where supported, so
 * browsers that demand the click's user activation (Safari) still accept it.
 */
export async function copyText(text: string | Promise<string>): Promise<boolean> {
  const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
  if (typeof text !== "string" && clipboard?.write && typeof ClipboardItem !== "undefined") {
    try {
      const blob = text.then((value) => new Blob([value], { type: "text/plain" }));
      await clipboard.write([new ClipboardItem({ "text/plain": blob })]);
      return true;
    } catch {
      // Fall through to the text methods below.
    }
  }
  const value = await text;
  try {
    if (clipboard?.writeText) {
      await clipboard.writeText(value);
      return true;
    }
  } catch {
    // Rejected (no permission, document not focused): the old way below.
  }
  return copyWithTextarea(value);
}
