/**
 * `/favicon.ico`: browsers, feed readers and bookmark tools ask for it whatever the page's `<link rel="icon">` says
 * (Chromium does whenever a document has no icon link at that moment), so the site serves one instead of a 404.
 * An ICO file that holds PNG images (allowed since Windows Vista, read by every browser), rasterised by resvg
 * from public/favicon.svg, the same mark as the pages' icon.
 */
import { renderAsync } from "@resvg/resvg-js";

/** The sizes the file holds: the tab's 16 and 32 pixels, and 48 for shortcuts. */
export const FAVICON_SIZES = [16, 32, 48] as const;

/** The ICO file of PNG images of `svg` at FAVICON_SIZES. */
export async function renderFaviconIco(svg: string | Buffer): Promise<Buffer> {
  const pngs = await Promise.all(FAVICON_SIZES.map(async (size) => (await renderAsync(svg, { fitTo: { mode: "width", value: size }, font: { loadSystemFonts: false } })).asPng()));
  const header = Buffer.alloc(6); // zero-filled: reserved 0
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map((png, i) => {
    const entry = Buffer.alloc(16); // zero-filled: no palette, reserved 0
    const size = FAVICON_SIZES[i] as number;
    entry.writeUInt8(size, 0); // width (every size is under 256)
    entry.writeUInt8(size, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs]);
}
