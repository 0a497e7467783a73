import { useEffect } from "react";

/**
 * Marks the table-of-headings link of the section being read, on the server-rendered list (components/layout/toc.tsx):
 * its links carry `data-toc-slug`, read again on every page (`pathname`).
 */
export function useTocSpy(pathname: string): void {
  useEffect(() => {
    const links = new Map([...document.querySelectorAll<HTMLAnchorElement>("[data-toc-slug]")].map((link) => [link.dataset.tocSlug ?? "", link]));
    const headings = [...links.keys()].map((slug) => document.getElementById(slug)).filter((h): h is HTMLElement => h !== null);
    if (headings.length === 0) return;
    const mark = () => {
      // The active heading is the last one whose top has passed 100px below the viewport top.
      let active = headings[0];
      for (const heading of headings) if (heading.getBoundingClientRect().top <= 100) active = heading;
      for (const [slug, link] of links) link.classList.toggle("active", slug === active?.id);
    };
    const observer = new IntersectionObserver(mark, { rootMargin: "0px 0px -60% 0px", threshold: [0, 1] });
    headings.forEach((h) => observer.observe(h));
    window.addEventListener("scroll", mark, { passive: true });
    mark();
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", mark);
    };
  }, [pathname]);
}
