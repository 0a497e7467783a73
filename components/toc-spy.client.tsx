"use client";

import { useEffect } from "react";

/** Marks the table-of-headings link of the section being read. Renders nothing; works on the server-rendered list. */
export function TocSpy({ slugs }: { slugs: string[] }) {
  useEffect(() => {
    const headings = slugs.map((slug) => document.getElementById(slug)).filter((h): h is HTMLElement => h !== null);
    if (headings.length === 0) return;
    const links = new Map(slugs.map((slug) => [slug, document.querySelector<HTMLAnchorElement>(`[data-toc-slug="${CSS.escape(slug)}"]`)]));
    const mark = () => {
      // The active heading is the last one whose top has passed 100px below the viewport top.
      let active = headings[0];
      for (const heading of headings) if (heading.getBoundingClientRect().top <= 100) active = heading;
      for (const [slug, link] of links) link?.classList.toggle("active", slug === active?.id);
    };
    const observer = new IntersectionObserver(mark, { rootMargin: "0px 0px -60% 0px", threshold: [0, 1] });
    headings.forEach((h) => observer.observe(h));
    window.addEventListener("scroll", mark, { passive: true });
    mark();
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", mark);
    };
  }, [slugs]);
  return null;
}
