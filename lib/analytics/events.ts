/**
 * The usage-event interface every feature calls (copy, search, Ask, 404, theme). Events are queued
 * until the analytics instance (loaded after the page is interactive) registers a sink, then replayed
 * in order: nothing is dropped if a feature fires before analytics has loaded.
 */

/** The usage event catalogue (documented in docs/analytics.md). */
export const USAGE_EVENTS = {
  codeBlockCopied: "Code Block Copied",
  search: "Search",
  searchNoResults: "Search No Results",
  searchResultOpened: "Search Result Opened",
  askQuestion: "Ask Question",
  askUnanswered: "Ask Unanswered",
  askAnswerRated: "Ask Answer Rated",
  pageNotFound: "Page Not Found",
  themeChanged: "Theme Changed",
  pageFeedback: "Page Feedback",
} as const;

/** A usage event name from the catalogue. */
export type UsageEvent = (typeof USAGE_EVENTS)[keyof typeof USAGE_EVENTS];

type Sink = (name: UsageEvent, properties: Record<string, unknown>) => void;

let sink: Sink | null = null;
const pending: [UsageEvent, Record<string, unknown>][] = [];

/** Sends a usage event now, or as soon as analytics has loaded. */
export function trackEvent(name: UsageEvent, properties: Record<string, unknown> = {}): void {
  if (sink) sink(name, properties);
  else pending.push([name, properties]);
}

/** Called once by the analytics loader: receives every queued event, then each new one. */
export function setEventSink(next: Sink | null): void {
  sink = next;
  if (!next) return;
  for (const [name, properties] of pending.splice(0)) next(name, properties);
}
