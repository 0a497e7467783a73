import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fixtureIndex } from "../../helpers/fixture-site";
import { pageMetadata } from "@/lib/routes/metadata";
import { writeOgImages } from "@/lib/og/build";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { loadOgAssets, ogElement, renderOgPng } from "@/lib/og/render";
import { OG_SIZE } from "@/lib/og/paths";

// Drawing images and starting the server take seconds on a loaded 2-core machine.
jest.setTimeout(120_000);

const index = fixtureIndex();

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("Open Graph images", () => {
  let generated: string;
  let out: string;
  const previous = process.env.LAUNCHBAY_GENERATED_DIR;
  beforeAll(() => {
    generated = fs.mkdtempSync(path.join(os.tmpdir(), "og-generated-"));
    out = fs.mkdtempSync(path.join(os.tmpdir(), "og-out-"));
    process.env.LAUNCHBAY_GENERATED_DIR = generated;
  });
  afterAll(() => {
    process.env.LAUNCHBAY_GENERATED_DIR = previous;
    if (previous === undefined) delete process.env.LAUNCHBAY_GENERATED_DIR;
    fs.rmSync(generated, { recursive: true, force: true });
    fs.rmSync(out, { recursive: true, force: true });
  });

  it("draws a 1200×630 PNG, different for a different title or group", async () => {
    const assets = loadOgAssets();
    const a = await renderOgPng({ title: "Functions API", group: "Platform primitives" }, assets);
    const b = await renderOgPng({ title: "Functions API", group: "Welcome" }, assets);
    expect(pngSize(a)).toEqual({ width: 1200, height: 630 });
    expect(a.equals(b)).toBe(false);
  });

  it("holds exactly the pixels resvg draws (its own encoder's PNG, decoded), however the card wraps", async () => {
    const assets = loadOgAssets();
    const fonts = [
      { name: "Inter", data: assets.regular, weight: 400 as const, style: "normal" as const },
      { name: "Inter", data: assets.bold, weight: 700 as const, style: "normal" as const },
    ];
    for (const card of [
      { title: "Functions API", group: "Platform primitives" },
      { title: "A title long enough to wrap onto three lines of the card, and then be clamped at the third", group: "" },
    ]) {
      const svg = await satori(ogElement(card, assets) as unknown as Parameters<typeof satori>[0], { ...OG_SIZE, fonts });
      const reference = new Resvg(svg, { fitTo: { mode: "width", value: OG_SIZE.width }, font: { loadSystemFonts: false } }).render().asPng();
      const png = await renderOgPng(card, assets);
      expect((await sharp(png).raw().toBuffer()).equals(await sharp(reference).raw().toBuffer())).toBe(true);
    }
  });

  it("writes one image per doc page to out/og/<page-key>.png, then reuses them all on the next build", async () => {
    const first = await writeOgImages(index, out);
    const pages = index.ordered.filter((e) => e.record.path !== "/");
    expect(first).toMatchObject({ images: pages.length, drawn: pages.length });
    const before = new Map(pages.map((e) => [e.record.key, fs.readFileSync(path.join(out, "og", `${e.record.key}.png`))]));
    for (const bytes of before.values()) expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });

    fs.rmSync(path.join(out, "og"), { recursive: true });
    const second = await writeOgImages(index, out);
    expect(second).toMatchObject({ images: pages.length, drawn: 0 });
    for (const [key, bytes] of before) expect(fs.readFileSync(path.join(out, "og", `${key}.png`)).equals(bytes)).toBe(true);
  });

  it("is what og:image and twitter:image name, with its size and alt text", () => {
    const { record } = index.pages.get("/functions/api/") ?? { record: undefined };
    if (!record) throw new Error("fixture page missing");
    const metadata = pageMetadata(record);
    const image = { url: "/og/functions-api.png", width: 1200, height: 630, alt: `${record.title} — Launchbay Docs` };
    expect(metadata.openGraph?.images).toEqual([image]);
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", images: [image] });
  });
});
