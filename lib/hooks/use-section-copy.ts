import { useEffect, useState } from "react";
import { copyText } from "../browser/clipboard";
import { sectionMarkdown } from "../page-features/sections";
import { timings } from "../site";

/** The server-rendered "Copy this section as Markdown" buttons on h2/h3 (components/mdx/index.tsx). */
export const SECTION_COPY_SELECTOR = "[data-section-copy]";
/** The page's headings in the order the `.md` twin has them (lib/page-features/sections.ts). */
const HEADINGS_SELECTOR = ".prose :is(h2, h3, h4)[id]";

/** A file's text (the page's `.md` twin, for the section and page copies); rejects naming the URL and status when it fails. */
export function fetchText(href: string): Promise<string> {
  return fetch(href).then((response) => {
    if (!response.ok) throw new Error(`${href}: ${response.status}`);
    return response.text();
  });
}

/**
 * "Copy this section as Markdown": one click listener for every heading's button. On click it fetches the
 * page's `.md` twin and copies the section under that heading, cut from it (sectionMarkdown), so the copy is
 * the same text as the section in `/page.md`. Returns the message for the live region that confirms the copy.
 */
export function useSectionCopy(markdownUrl: string): string {
  const [message, setMessage] = useState("");
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** The button showing "copied": one at a time (a second copy within the notice's time takes it over). */
    let shown: HTMLElement | undefined;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>(SECTION_COPY_SELECTOR);
      const heading = button?.closest("h2, h3");
      if (!button || !heading) return;
      const index = [...document.querySelectorAll(HEADINGS_SELECTOR)].indexOf(heading);
      const text = fetchText(markdownUrl).then((markdown) => {
        const section = sectionMarkdown(markdown, index);
        if (section === null) throw new Error(`${markdownUrl}: no section ${index} (#${heading.id})`);
        return section;
      });
      copyText(text)
        .then((ok) => {
          if (!ok) return;
          clearTimeout(timer);
          if (shown) delete shown.dataset.copied;
          shown = button;
          button.dataset.copied = "";
          setMessage("Section copied as Markdown");
          timer = setTimeout(() => {
            delete button.dataset.copied;
            setMessage("");
          }, timings.copiedNotice);
        })
        .catch((error: unknown) => console.error(error));
    };
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("click", onClick);
      clearTimeout(timer);
    };
  }, [markdownUrl]);
  return message;
}
