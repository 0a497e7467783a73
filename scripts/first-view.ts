/**
 * The requests of a page's first view, for the benchmarks: those made before `load`, and the chunks and the flight
 * data the page boots with after its first paint (lib/next-export/boot.ts), which may come after `load`.
 */
import type { Page } from "playwright-core";
import { bootChunks, bootPayload, HYDRATED_SELECTOR } from "../lib/next-export";

export function trackFirstView(page: Page) {
  const beforeLoad = new Set<string>();
  let loaded = false;
  let booted: string[] = [];
  page.on("request", (request) => void (!loaded && beforeLoad.add(request.url())));
  return {
    /** Opens the page and resolves once it has loaded and, where it boots chunks, hydrated. */
    async goto(url: string) {
      const response = await page.goto(url, { waitUntil: "load" });
      loaded = true;
      const html = (await response?.text()) ?? "";
      const payload = bootPayload(html);
      booted = [...bootChunks(html), ...(payload ? [payload] : [])];
      if (booted.length > 0) await page.locator(HYDRATED_SELECTOR).waitFor();
      return response;
    },
    /** Whether a request (by URL) belongs to the first view. */
    includes(url: string): boolean {
      return beforeLoad.has(url) || booted.includes(new URL(url).pathname);
    },
  };
}
