import fs from "node:fs";
import path from "node:path";
import { FAVICON_SIZES, renderFaviconIco } from "../../../lib/og/favicon";

const svg = fs.readFileSync(path.join(__dirname, "../../../public/favicon.svg"));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("favicon.ico", () => {
  it("is an icon directory whose entries point at PNGs of the mark at each size", async () => {
    const ico = await renderFaviconIco(svg);
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(FAVICON_SIZES.length);
    FAVICON_SIZES.forEach((size, i) => {
      const entry = 6 + 16 * i;
      expect(ico.readUInt8(entry)).toBe(size);
      expect(ico.readUInt8(entry + 1)).toBe(size);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const png = ico.subarray(offset, offset + length);
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      // The PNG's IHDR width and height are the entry's size.
      expect(png.readUInt32BE(16)).toBe(size);
      expect(png.readUInt32BE(20)).toBe(size);
    });
    const last = 6 + 16 * (FAVICON_SIZES.length - 1);
    expect(ico.readUInt32LE(last + 12) + ico.readUInt32LE(last + 8)).toBe(ico.length);
  });
});
