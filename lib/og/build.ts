/**
 * Postbuild step: every doc page's Open Graph image at `out/og/<page-key>.png` (lib/og/paths.ts), reused
 * between builds through lib/reuse.ts with a key of the title, the group, the fonts, the mark and the
 * code that draws it (module graph of lib/og/render.ts: satori's and resvg's versions included).
 */
import fs from "node:fs";
import path from "node:path";
import { codeKey, hashOf, reuseBytes } from "../reuse";
import type { ContentIndex } from "../content/types";
import { getBreadcrumbs } from "../nav/sidebar-links";
import { ogImagePath } from "./paths";
import { loadOgAssets, renderOgPng } from "./render";

/** In flight at once: satori runs on this thread while up to this many rasterisations run on the pool. */
const CONCURRENCY = 4;

/** Every page's image, reused or drawn: the files to write under out/ with their bytes, and how many were drawn. */
export async function makeOgImages(index: ContentIndex, assets = loadOgAssets()): Promise<{ images: Map<string, Buffer>; drawn: number }> {
  // One card per page record (the home page keeps public/og-image.png).
  const cards = index.ordered
    .filter((entry) => entry.record.path !== "/")
    .map((entry) => ({ file: ogImagePath(entry.record), card: { title: entry.record.title, group: getBreadcrumbs(entry.record.path, index.sidebar)[0]?.label ?? "" } }));
  // A card's reuse key: its title and group, the code that draws it, and the bytes of the fonts and the mark (hashed once).
  const code = codeKey(path.join(__dirname, "render.ts"));
  const assetsKey = hashOf(assets.regular, assets.bold, assets.mark);
  const images = new Map<string, Buffer>();
  let drawn = 0;
  let next = 0;
  const worker = async () => {
    while (next < cards.length) {
      const { file, card } = cards[next++] as (typeof cards)[number];
      const png = await reuseBytes("og-image", hashOf(card.title, card.group, code, assetsKey), () => {
        drawn++;
        return renderOgPng(card, assets);
      });
      images.set(file, png);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { images, drawn };
}

/** Writes every page's image (made by `made`, or now); returns how many were drawn (not reused) and the time taken. */
export async function writeOgImages(index: ContentIndex, outDir: string, made = makeOgImages(index)): Promise<{ images: number; drawn: number; ms: number }> {
  const started = performance.now();
  const { images, drawn } = await made;
  for (const [file, png] of images) {
    const target = path.join(outDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, png);
  }
  const ms = Math.round(performance.now() - started);
  console.log(`og images: ${images.size} pages, ${drawn} drawn, ${images.size - drawn} reused, ${ms} ms after postbuild asked`);
  return { images: images.size, drawn, ms };
}
