"use client";

import dynamic from "next/dynamic";
// Here rather than in the chat: CSS of a server-rendered dynamic() chunk is emitted as an invalid <link rel=stylesheet as=style>.
import "./ask.css";

/**
 * The Ask chat, code-split. Every doc page is rendered by the same route as the Ask page, and the
 * route's client components load on all of its pages; through dynamic() the chat's code loads only
 * where it is rendered (it is still server-rendered there).
 */
export const AskChatLoader = dynamic(() => import("./ask-chat.client").then((m) => m.AskChat));
