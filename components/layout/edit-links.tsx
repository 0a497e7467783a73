import { editLinks } from "@/lib/page-features/edit-links";

/** "Edit this page" and "Report an issue", when NEXT_PUBLIC_REPO_URL is set at build time; nothing otherwise. */
export function EditLinks({ relativePath, title, url }: { relativePath: string; title: string; url: string }) {
  const links = editLinks(relativePath, title, url);
  if (!links) return null;
  return (
    <p className="edit-links">
      <a href={links.edit} rel="noopener">
        Edit this page
      </a>
      <a href={links.issue} rel="noopener">
        Report an issue
      </a>
    </p>
  );
}
