/**
 * An operation's "Try it" button (issue #27, point 5): server HTML with the operation's example request and
 * form fields in a data attribute. Its panel's code loads only when the button is pressed (the page behaviour
 * island's delegated click, lib/hooks/use-try-it.ts, renders components/try-it/panel.client.tsx).
 */
export function TryIt({ operation }: { operation?: string }) {
  if (!operation) return null;
  let summary = "";
  try {
    summary = String((JSON.parse(operation) as { summary?: unknown }).summary ?? "");
  } catch {
    return null;
  }
  return (
    <div className="try-it" data-try-it={operation}>
      <button type="button" className="try-it-open" data-try-it-open="" aria-expanded="false">
        Try it<span className="visually-hidden">: {summary}</span>
      </button>
    </div>
  );
}
