/**
 * What lib/next-export/ must do with a page Next really exported: run by the golden test on the committed export
 * (golden/) and by the integration test on a fresh export of the same fixture with the installed Next.
 */
import fs from "node:fs";
import path from "node:path";
import { scriptHash } from "@/lib/hosting/csp";
import {
  bootChunks,
  BOOT_MARK,
  deferBoot,
  exportProblems,
  finishPage,
  flightData,
  HEAD_START,
  inlineScripts,
  isRoutePayload,
  NOT_FOUND_FILES,
  pageAssets,
  prefetchOnSight,
  routePayloadFiles,
} from "@/lib/next-export";

const FALLBACK = 'window.__fixtureFallback="404"';
/** The chunk scripts as Next writes them, read here without the module's patterns. */
const chunkScripts = (html: string) => [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+)" async=""><\/script>/g)].map((m) => m[1] as string);

export function describeExport(name: string, outDir: () => string): void {
  describe(`lib/next-export on ${name}`, () => {
    const read = (file: string) => fs.readFileSync(path.join(outDir(), file), "utf8");

    it("finds every assumption of the folder true of the export", () => {
      expect(exportProblems(outDir())).toEqual([]);
    });

    it("boots every chunk script of a page after its first paint, in Next's order, with nothing else loading them", () => {
      const html = read("index.html");
      const chunks = [...new Set(chunkScripts(html))];
      expect(chunks.length).toBeGreaterThan(1);
      const booted = deferBoot(html, "index.html");
      expect(chunkScripts(booted)).toEqual([]);
      expect(bootChunks(booted)).toEqual(chunks);
      const head = booted.slice(0, booted.indexOf("</head>"));
      expect(head).toContain(`<script ${BOOT_MARK}="">`);
      for (const chunk of chunks) expect(booted).not.toContain(`rel="preload" as="script" fetchPriority="low" href="${chunk}"`);
      // What the budgets count as the page's scripts is the same before and after.
      expect(new Set(pageAssets(booted).js)).toEqual(new Set(pageAssets(html).js));
    });

    it("gives the 404 files the fallback first in <head>, and a policy with the hash of every inline script", () => {
      for (const file of NOT_FOUND_FILES) {
        const page = finishPage(read(file), file, FALLBACK);
        expect(page.indexOf(`<script>${FALLBACK}</script>`)).toBeGreaterThan(page.indexOf(HEAD_START));
        expect(page.indexOf(`<script>${FALLBACK}</script>`)).toBeLessThan(page.indexOf(`<script ${BOOT_MARK}`));
        const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(page)?.[1]?.replace(/&#39;|&quot;/g, "'") ?? "";
        const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src")) ?? "";
        const inline = inlineScripts(page);
        expect(inline.length).toBeGreaterThan(2);
        for (const text of inline) expect(scriptSrc).toContain(scriptHash(text));
        expect(scriptSrc).not.toContain("unsafe-inline");
        // The policy comes before every script of the page.
        expect(page.indexOf("Content-Security-Policy")).toBeLessThan(page.indexOf("<script"));
      }
    });

    it("gives other pages no fallback, and gives the same file when run twice", () => {
      const once = finishPage(read("guide/index.html"), "guide/index.html", FALLBACK);
      expect(once).not.toContain(FALLBACK);
      expect(finishPage(once, "guide/index.html", FALLBACK)).toBe(once);
      const notFound = finishPage(read("404.html"), "404.html", FALLBACK);
      expect(finishPage(notFound, "404.html", FALLBACK)).toBe(notFound);
    });

    it("reads the flight data and the links the router prefetches on sight (not prefetch={false}, not the page itself)", () => {
      const home = read("index.html");
      expect(flightData(home)).toContain("Fixture home");
      expect(prefetchOnSight(home, "/")).toEqual(["/guide/"]);
      const guide = read("guide/index.html");
      expect(prefetchOnSight(guide)).toEqual(["/guide/"]);
      expect(prefetchOnSight(guide, "/guide/")).toEqual([]);
    });

    it("knows the route payload files next to each page", () => {
      for (const page of ["index.html", "guide/index.html"]) {
        const payloads = routePayloadFiles(outDir(), page);
        expect(payloads.some((p) => p.endsWith("index.txt"))).toBe(true);
        expect(payloads.some((p) => /__next\.[^/]*__PAGE__\.txt$/.test(p))).toBe(true);
        for (const p of payloads) expect(isRoutePayload(`/${p}`)).toBe(true);
      }
      expect(isRoutePayload("/guide/index.html")).toBe(false);
      expect(isRoutePayload("/llms.txt")).toBe(false);
    });
  });
}
