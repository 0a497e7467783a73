/**
 * Measures the JavaScript of a page's first view (before `load`, and the chunks it boots after its first
 * paint), in gzip bytes (the budget figure of the README).
 * Usage: `npx tsx scripts/measure-js.ts http://127.0.0.1:3000/functions/overview/ [...urls]` against a running `npm start`.
 */
import { gzipSync } from "node:zlib";
import { launchChromium } from "./chromium";
import { trackFirstView } from "./first-view";

async function measure(url: string): Promise<{ files: number; gzip: number }> {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const firstView = trackFirstView(page);
  const scripts: Promise<{ url: string; body: Buffer }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  await firstView.goto(url);
  const buffers = (await Promise.all(scripts)).filter((script) => firstView.includes(script.url)).map((script) => script.body);
  await browser.close();
  return { files: buffers.length, gzip: buffers.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) };
}

async function main() {
  for (const url of process.argv.slice(2)) {
    const { files, gzip } = await measure(url);
    console.log(`${url}: ${files} scripts, ${(gzip / 1024).toFixed(1)} KB gzip (${gzip} bytes)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
