import { currentManifest } from "@/lib/content/generated";
import { getContentIndex, getContentProblems } from "@/lib/content/pages";

export const dynamic = "force-static";

/**
 * `npm run dev` only (next.config.mjs lists the `dev.ts` extension in development): the version of the content
 * the live preview's watcher last wrote into `.generated/`, its page paths and its problems, which the
 * live-preview island (components/dev-reload.client.tsx) polls to refresh an open page within a second of a saved edit.
 */
export function GET() {
  const manifest = currentManifest();
  const paths = manifest.index ? [...getContentIndex().pages.keys()] : [];
  return Response.json({ version: manifest.inputs, paths, problems: getContentProblems().problems }, { headers: { "Cache-Control": "no-store" } });
}
