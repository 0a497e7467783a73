/**
 * Escape hides a glossary term's tooltip (MDX `<Term>`, components/mdx/term.tsx) without moving focus or the
 * pointer (WCAG 1.4.13, content on hover or focus: dismissible). The tooltip is CSS-only; a dismissed term
 * carries `data-dismissed` until the pointer and focus have both left it. Browser code: delegated listeners
 * that the page behaviour island (components/page-behavior.client.tsx) adds to the document.
 */

const TERM = ".term";

/** keydown: Escape dismisses the tooltip of the focused or hovered term. */
export function onTermKey(event: KeyboardEvent): void {
  if (event.key !== "Escape") return;
  const doc = (event.target as Node | null)?.ownerDocument ?? document;
  for (const term of [doc.activeElement?.closest(TERM), ...doc.querySelectorAll(`${TERM}:hover`)]) term?.setAttribute("data-dismissed", "");
}

/** focusout and mouseout: a dismissed term shows its tooltip again once both focus and pointer have left it. */
export function onTermLeave(event: FocusEvent | MouseEvent): void {
  const term = (event.target as Element | null)?.closest?.(`${TERM}[data-dismissed]`);
  if (!term) return;
  const to = event.relatedTarget as Node | null;
  if (to && term.contains(to)) return;
  // Leaving by focus while the pointer is still on it, or by pointer while it still has focus, keeps it dismissed.
  const stays = event.type === "focusout" ? term.matches(":hover") : term.contains(term.ownerDocument.activeElement);
  if (!stays) term.removeAttribute("data-dismissed");
}
