import type { Frontmatter } from "@/lib/content/schema";

const texts: Record<NonNullable<Frontmatter["status"]>, { title: string; text: string }> = {
  beta: { title: "Beta", text: "This feature is in beta: it may change before general availability." },
  deprecated: { title: "Deprecated", text: "This feature is deprecated: it still works, but new projects should not use it." },
  "end-of-service": { title: "End of service", text: "This feature has reached end of service and is no longer available." },
};

/** The banner a page's `status` asks for. */
export function StatusBanner({ status }: { status: Frontmatter["status"] }) {
  if (!status) return null;
  const { title, text } = texts[status];
  return (
    <div className={`status-banner status-${status}`} role="note">
      <strong>{title}.</strong> {text}
    </div>
  );
}
