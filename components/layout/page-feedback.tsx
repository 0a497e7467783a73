import { FEEDBACK_ISLAND } from "@/lib/browser/held-clicks";
import { FeedbackLoader } from "../page-features-loader.client";

/**
 * "Was this page helpful?" at the end of a doc page. The markup is server-rendered (no JavaScript in the first
 * view); the island hydrates it when its chunk has loaded. `data-feedback-endpoint` carries
 * NEXT_PUBLIC_FEEDBACK_URL (read at build time) to the island.
 */
export function PageFeedback({ page, title }: { page: string; title: string }) {
  const endpoint = process.env.NEXT_PUBLIC_FEEDBACK_URL?.trim() || undefined;
  return (
    <section className="feedback" aria-label="Page feedback" data-feedback="" data-island={FEEDBACK_ISLAND} data-feedback-endpoint={endpoint}>
      <FeedbackLoader page={page} title={title} />
    </section>
  );
}
