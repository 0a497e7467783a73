import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { isPlainClick, linkOf, routableHref } from "../nav/intent";

/**
 * Prefetch on intent (lib/nav/intent.ts): one set of document listeners for every marked link on the page,
 * server HTML included, instead of a client component per link. Each route is prefetched once per page view;
 * a plain click on a marked plain `<a>` navigates through the client router (a `<Link>` handles its own click,
 * so a click whose default is already prevented is left alone).
 */
export function useIntentPrefetch(): void {
  const router = useRouter();
  useEffect(() => {
    const done = new Set<string>();
    const intent = (event: Event) => {
      const link = linkOf(event.target);
      const href = link && routableHref(link, window.location);
      if (!href) return;
      const route = href.split("#")[0] as string;
      if (done.has(route)) return;
      done.add(route);
      // The default kind: the route tree and the page segment (`__next.*.txt`), what the click then renders from.
      // ("full" asks for `/path/?_rsc=`, which a static export answers with the HTML page: a wasted request.)
      router.prefetch(route);
    };
    const click = (event: MouseEvent) => {
      const link = linkOf(event.target);
      if (!link || !isPlainClick(event)) return;
      const href = routableHref(link, window.location);
      if (!href) return;
      event.preventDefault();
      router.push(href);
    };
    const options = { capture: true, passive: true } as const;
    document.addEventListener("pointerover", intent, options);
    document.addEventListener("focusin", intent, options);
    document.addEventListener("touchstart", intent, options);
    document.addEventListener("click", click);
    return () => {
      document.removeEventListener("pointerover", intent, options);
      document.removeEventListener("focusin", intent, options);
      document.removeEventListener("touchstart", intent, options);
      document.removeEventListener("click", click);
    };
  }, [router]);
}
