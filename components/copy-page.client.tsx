"use client";

import { useCopy } from "@/lib/hooks/use-copy";

/** "Copy page as Markdown": fetches the page's static Markdown on click and copies it. */
export function CopyPageButton({ href }: { href: string }) {
  const { copied, copy } = useCopy();
  const onClick = () => {
    const text = fetch(href).then((response) => {
      if (!response.ok) throw new Error(`${href}: ${response.status}`);
      return response.text();
    });
    copy(text).catch((error: unknown) => console.error(error));
  };
  return (
    <>
      <button type="button" className="page-action" onClick={onClick}>
        {copied ? "Copied!" : "Copy page as Markdown"}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? "Copied!" : ""}
      </span>
    </>
  );
}
