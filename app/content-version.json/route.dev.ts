import { liveContent } from "@/lib/content";

export const dynamic = "force-static";

/**
 * `npm run dev` only (next.config.mjs lists the `dev.ts` extension in development): the version of the
 * live content, its page paths and its problems, which the live-preview island (components/dev-reload.client.tsx)
 * polls to refresh an open page within a second of a saved edit.
 */
export function GET() {
  const state = liveContent();
  return Response.json(
    { version: state.inputs, paths: [...(state.index?.pages.keys() ?? [])], problems: state.problems },
    { headers: { "Cache-Control": "no-store" } },
  );
}
