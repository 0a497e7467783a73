"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { engageNow } from "@/lib/browser/later";

/** How often the live preview asks whether the content changed. */
export const POLL_MS = 400;
/** How long a refresh may take before the live preview asks for another (Next's dev server can be slow to answer). */
export const REFRESH_RETRY_MS = 2_000;

interface ContentVersion {
  version: string;
  paths: string[];
}

/**
 * `npm run dev` only: the live preview. It polls the live content's version (app/content-version.json), at once when
 * the dev server's event stream says the watcher wrote a new one (app/content-events/route.dev.ts), and
 * refreshes the page while that differs from the version the page on screen was rendered from (`rendered`,
 * from the root layout): a refresh answered from a half-written file or overtaken by another save is followed
 * by another, so the page always ends on the saved content. On a 404 it reloads as soon as a page for this
 * URL exists (a page just created). Never rendered in a build (the root layout renders it only under `next dev`).
 */
export function DevReload({ rendered }: { rendered: string }) {
  const router = useRouter();
  const shown = useRef(rendered);
  useEffect(() => {
    shown.current = rendered;
  }, [rendered]);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let refreshedAt = Number.NEGATIVE_INFINITY;
    let refreshedFor: string | undefined;
    const notFound = () => document.querySelector("main.layout-not-found") !== null;
    // One poll at a time: one asked for while another runs follows it at once.
    let polling = false;
    let again = false;
    const poll = async () => {
      if (polling) {
        again = true;
        return;
      }
      polling = true;
      clearTimeout(timer);
      try {
        const response = await fetch("/content-version.json", { cache: "no-store" });
        const data = (await response.json()) as ContentVersion;
        const stale = data.version !== shown.current;
        if (stale && (data.version !== refreshedFor || Date.now() - refreshedAt >= REFRESH_RETRY_MS)) {
          refreshedFor = data.version;
          refreshedAt = Date.now();
          // The page's deferred islands (lib/browser/later.ts) load now: while one waits for the reader, React holds
          // back a refresh that re-renders it (a title edit in the page's first ~10 s showed after ~8 s, not ~0.3).
          engageNow();
          router.refresh();
        }
        if (notFound() && data.paths.includes(location.pathname)) location.reload();
      } catch {
        // The dev server is restarting: ask again on the next tick.
      }
      polling = false;
      // The page's deferred islands load once its first poll is answered (the page has hydrated), not at the first
      // save: under next dev each island's code is compiled on its first request, and React holds the first
      // refresh back until they have loaded (~0.5 s of the first save, shown in the page).
      engageNow();
      if (stopped) return;
      if (again) {
        again = false;
        void poll();
      } else timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    // The dev server says when the watcher has written a new version (app/content-events/route.dev.ts): ask at once,
    // not up to POLL_MS later. The polls go on beside it (the stream drops while the server restarts).
    const events = typeof EventSource === "function" ? new EventSource("/content-events/") : undefined;
    events?.addEventListener("message", () => void poll());
    return () => {
      stopped = true;
      clearTimeout(timer);
      events?.close();
    };
  }, [router]);
  return null;
}
