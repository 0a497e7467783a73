import { getContentIndex } from "@/lib/content/pages";

/**
 * `<UsedIn entry="api:inviteIdentityUsers" />`: under each entry of the API and CLI references, the guides whose
 * examples use it (issue #27, point 6), from the content index's usage map (lib/content/usage.ts). Put there by the
 * reference renderer (lib/content/reference-render.ts), not by editors; nothing when no guide uses the entry.
 */
/** How many guides an entry lists by name. */
const MAX_SHOWN = 8;

export function UsedIn({ entry }: { entry: string }) {
  const index = getContentIndex();
  const pages = (index.usage[entry] ?? []).flatMap((pagePath) => {
    const page = index.pages.get(pagePath);
    return page ? [page.record] : [];
  });
  if (pages.length === 0) return null;
  // A command that half the guides run lists the first ones in sidebar order, and how many more.
  const shown = pages.slice(0, MAX_SHOWN);
  const more = pages.length - shown.length;
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
