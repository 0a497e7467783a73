/**
 * Measures the JavaScript a page loads before `load`, in gzip bytes (the budget figure of the README).
 * Usage: `npx tsx scripts/measure-js.ts http://127.0.0.1:3000/functions/overview/ [...urls]` against a running `npm start`.
 */
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumArgs } from "../__tests__/e2e/browser";

async function measure(url: string): Promise<{ files: number; gzip: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
  const page = await browser.newPage();
  const bodies: Promise<Buffer>[] = [];
  let loaded = false;
  page.on("response", (response) => {
    if (!loaded && response.request().resourceType() === "script") bodies.push(response.body());
  });
  await page.goto(url, { waitUntil: "load" });
  loaded = true;
  const buffers = await Promise.all(bodies);
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
