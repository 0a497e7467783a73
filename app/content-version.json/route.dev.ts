import { currentManifest } from "@/lib/content/generated";
import { getContentProblems } from "@/lib/content/pages";

export const dynamic = "force-static";

/**
 * `npm run dev` only (next.config.mjs lists the `dev.ts` extension in development): the version of the content
 * the live preview's watcher last wrote into `.generated/`, its page paths and its problems, which the
 * live-preview island (components/dev-reload.client.tsx) polls to refresh an open page within a second of a saved edit.
 */
export function GET() {
  const manifest = currentManifest();
  // The paths from the manifest: parsing the content index here (its own module instance in this route) took ~45 ms
  // of each save on the site's 345 pages, before the page's refresh could start.
  return Response.json({ version: manifest.inputs, paths: manifest.paths, problems: getContentProblems().problems }, { headers: { "Cache-Control": "no-store" } });
}
