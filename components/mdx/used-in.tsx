import { kitIndex } from "./data";
import { usedInPages } from "@/lib/content/usage";

/**
 * `<UsedIn entry="api:inviteIdentityUsers" />`: under each entry of the API and CLI references, the guides whose
 * examples use it (issue #27, point 6), from the content index's usage map (lib/content/usage.ts). Put there by the
 * reference renderer (lib/content/reference-render.ts), not by editors; nothing when no guide uses the entry.
 */
export function UsedIn({ entry }: { entry: string }) {
  const { shown, more } = usedInPages(kitIndex(), entry);
  if (shown.length === 0) return null;
  return (
    <p className="used-in">
      <strong>Used in the guides:</strong>{" "}
      {shown.map((record, i) => (
        <span key={record.path}>
          {i > 0 ? ", " : null}
          <a href={record.path}>{record.title}</a>
        </span>
      ))}
      {more > 0 ? ` and ${more} more` : null}.
    </p>
  );
}
