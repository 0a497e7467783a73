/**
 * One Open Graph image (1200×630 PNG, light theme): the site's mark and name, the page's sidebar group and
 * its title. Drawn by satori (layout and text to SVG), rasterised by resvg and encoded by sharp. Pure: the same
 * inputs give the same bytes, which is what lets lib/og/build.ts reuse them between builds.
 */
import fs from "node:fs";
import path from "node:path";
import { renderAsync } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { site } from "../site";
import { OG_SIZE } from "./paths";

/** What one image shows. */
export interface OgCard {
  title: string;
  /** Sidebar group ("Platform primitives"); empty for pages outside the sidebar. */
  group: string;
}

/** The fonts and the mark every image uses: read once per build, and part of every image's reuse key. */
export interface OgAssets {
  /** Inter 400 and 700 as WOFF (satori reads TTF, OTF and WOFF, not WOFF2). */
  regular: Buffer;
  bold: Buffer;
  /** public/favicon.svg. */
  mark: Buffer;
}

/** The fonts (from @fontsource/inter, the Latin subset) and the mark of the project in `root`. */
export function loadOgAssets(root = process.cwd()): OgAssets {
  const font = (weight: number) => fs.readFileSync(path.join(root, "node_modules/@fontsource/inter/files", `inter-latin-${weight}-normal.woff`));
  return { regular: font(400), bold: font(700), mark: fs.readFileSync(path.join(root, "public/favicon.svg")) };
}

type Style = Record<string, string | number>;
interface Node {
  type: string;
  props: { style?: Style; children?: (Node | string)[] | Node | string; src?: string; width?: number; height?: number };
}
const h = (type: string, style: Style, children?: Node["props"]["children"], extra: Omit<Node["props"], "style" | "children"> = {}): Node => ({ type, props: { style, children, ...extra } });

const INK = "#0f1419";
const MUTED = "#4b5563";
const BRAND = "#0b5cad";

/** Font size of the title: long titles get smaller so they fit three lines. */
export function titleSize(title: string): number {
  return title.length > 70 ? 52 : title.length > 40 ? 62 : 72;
}

/** The card as satori's element tree (plain objects: no React at build time). */
export function ogElement(card: OgCard, assets: OgAssets): Node {
  const mark = `data:image/svg+xml;base64,${assets.mark.toString("base64")}`;
  return h("div", { width: OG_SIZE.width, height: OG_SIZE.height, display: "flex", flexDirection: "column", backgroundColor: "#ffffff", fontFamily: "Inter", color: INK }, [
    h("div", { width: OG_SIZE.width, height: 16, backgroundColor: BRAND }),
    h("div", { display: "flex", flexDirection: "column", justifyContent: "space-between", flexGrow: 1, padding: "56px 80px 52px" }, [
      h("div", { display: "flex", alignItems: "center" }, [
        h("img", { width: 64, height: 64, marginRight: 20 }, undefined, { src: mark, width: 64, height: 64 }),
        h("div", { fontSize: 34, fontWeight: 700 }, "Launchbay Docs"),
      ]),
      h("div", { display: "flex", flexDirection: "column" }, [
        ...(card.group ? [h("div", { fontSize: 30, fontWeight: 700, color: BRAND, textTransform: "uppercase", letterSpacing: 2, marginBottom: 20 }, card.group)] : []),
        h("div", { fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.15, maxWidth: 1040, lineClamp: 3 }, card.title),
      ]),
      h("div", { fontSize: 26, color: MUTED }, site.host),
    ]),
  ]);
}

type SatoriFonts = Parameters<typeof satori>[1]["fonts"];
/**
 * The fonts as satori takes them, one array per assets: satori keeps its parsed fonts for the array it was given, so
 * a new array per card parsed both WOFF files again (16 ms of satori's 24 ms a card).
 */
const fontsOf = new WeakMap<OgAssets, SatoriFonts>();
function satoriFonts(assets: OgAssets): SatoriFonts {
  let fonts = fontsOf.get(assets);
  if (!fonts) {
    fonts = [
      { name: "Inter", data: assets.regular, weight: 400, style: "normal" },
      { name: "Inter", data: assets.bold, weight: 700, style: "normal" },
    ];
    fontsOf.set(assets, fonts);
  }
  return fonts;
}

/**
 * The PNG of a card: satori on this thread; resvg's rasteriser and sharp's PNG encoder on the thread pool (so cards
 * overlap on two cores). resvg's own encoder (`asPng`) ran on this thread and took 19 ms of CPU a card against
 * sharp's 10 ms, for files a third larger (37 against 25 KB). The card is opaque, so resvg's premultiplied pixels
 * are the plain RGBA that sharp reads.
 */
export async function renderOgPng(card: OgCard, assets: OgAssets): Promise<Buffer> {
  const svg = await satori(ogElement(card, assets) as unknown as Parameters<typeof satori>[0], { ...OG_SIZE, fonts: satoriFonts(assets) });
  const image = await renderAsync(svg, { fitTo: { mode: "width", value: OG_SIZE.width }, font: { loadSystemFonts: false } });
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png()
    .toBuffer();
}
