"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** How often the live preview asks whether the content changed. */
export const POLL_MS = 400;

interface ContentVersion {
  version: string;
  paths: string[];
}

/**
 * `npm run dev` only: the live preview. It polls the live content's version (app/content-version.json) and
 * refreshes the page when a saved edit changed it; on a 404 it reloads as soon as a page for this URL exists
 * (a page just created). Never rendered in a build (the root layout renders it only under `next dev`).
 */
export function DevReload() {
  const router = useRouter();
  useEffect(() => {
    let known: string | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const notFound = () => document.querySelector("main.layout-not-found") !== null;
    const poll = async () => {
      try {
        const response = await fetch("/content-version.json", { cache: "no-store" });
        const data = (await response.json()) as ContentVersion;
        if (known !== undefined && data.version !== known) router.refresh();
        if (notFound() && data.paths.includes(location.pathname)) location.reload();
        known = data.version;
      } catch {
        // The dev server is restarting: ask again on the next tick.
      }
      if (!stopped) timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [router]);
  return null;
}
