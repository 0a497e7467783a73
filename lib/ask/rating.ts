/**
 * 👍/👎 on an Ask answer (issue #30): the reasons offered after 👎 and the `Ask Answer Rated` usage event.
 * Pure: the control (components/ask/ask-rating.tsx) does the effects.
 */
import { normalizeQueryText } from "@/lib/analytics/query-text";
import type { Citation } from "./types";

export type Rating = "yes" | "no";

/** The reasons a reader may tick after 👎: `id` is what is sent, `label` what the reader reads. */
export const ASK_REASONS = [
  { id: "incorrect", label: "Incorrect" },
  { id: "incomplete", label: "Incomplete" },
  { id: "wrong-sources", label: "Cites the wrong pages" },
  { id: "not-what-i-asked", label: "Not what I asked" },
  { id: "hard-to-follow", label: "Hard to follow" },
] as const;

const REASON_IDS: readonly string[] = ASK_REASONS.map((r) => r.id);

/** The pages an answer cites (paths, no #section, each once, in citation order). */
export function citedPages(citations: readonly Citation[]): string[] {
  return [...new Set(citations.map((c) => c.url.split("#")[0]!.split("?")[0]!).filter((url) => url.startsWith("/")))];
}

/**
 * The event's properties: the rating, the reasons (in the catalogue's order, unknown ids dropped; none with 👍),
 * the pages the answer cited and the question, normalised as every query text the site sends.
 */
export function askRatingEvent(rating: Rating, reasons: readonly string[], answer: { question: string; citations: readonly Citation[] }) {
  return {
    rating,
    reasons: rating === "no" ? REASON_IDS.filter((id) => reasons.includes(id)) : [],
    pages: citedPages(answer.citations),
    question: normalizeQueryText(answer.question),
  };
}
