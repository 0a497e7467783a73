import { getContentIndex } from "@/lib/content/pages";

/**
 * `<UsedIn entry="api:inviteIdentityUsers" />`: under each entry of the API and CLI references, the guides whose
 * examples use it (issue #27, point 6), from the content index's usage map (lib/content/usage.ts). Put there by the
 * reference renderer (lib/content/reference-render.ts), not by editors; nothing when no guide uses the entry.
 */
export function UsedIn({ entry }: { entry: string }) {
  const index = getContentIndex();
  const pages = (index.usage[entry] ?? []).flatMap((pagePath) => {
    const page = index.pages.get(pagePath);
    return page ? [page.record] : [];
  });
  if (pages.length === 0) return null;
  return (
    <p className="used-in">
      <strong>Used in the guides:</strong>{" "}
      {pages.map((record, i) => (
        <span key={record.path}>
          {i > 0 ? ", " : null}
          <a href={record.path}>{record.title}</a>
        </span>
      ))}
      .
    </p>
  );
}
