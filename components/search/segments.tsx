import type { TextSegment } from "@/lib/search/types";

/** Text with its matched words in `<mark>`; always rendered as text nodes, never as HTML. */
export function Segments({ segments }: { segments: TextSegment[] }) {
  return <>{segments.map((segment, i) => (segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}</>;
}
