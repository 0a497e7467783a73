"use client";

import { lazy, Suspense } from "react";
// The chat's styles are in the root layout's stylesheet (app/layout.tsx): CSS of a lazily loaded chunk that
// is also server-rendered would arrive after the HTML.

// Every doc page is rendered by the same route as the Ask page, and the route's client components load
// on all of its pages; behind lazy() the chat's code loads only where it is rendered.
const AskChat = lazy(() => import("./ask-chat.client").then((m) => ({ default: m.AskChat })));

/** The Ask chat, code-split; server-rendered, and hydrated once its chunk has loaded. */
export function AskChatLoader() {
  return (
    <Suspense fallback={null}>
      <AskChat />
    </Suspense>
  );
}
