import { scriptHash } from "@/lib/hosting/csp";
import { BOOT_MARK, BOOT_SETTLE_MS, BOOT_TIMEOUT_MS, bootChunks, bootPayload, bootScript, deferBoot, flightData, inlineScriptHashes, pageAssets } from "@/lib/next-export";

/** The shape of an exported page: chunk scripts in <head>, one more with Next's own preload, the flight data in <body>. */
const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/><script src="/_next/static/chunks/main.js" async=""></script><script src="/_next/static/chunks/turbopack-x.js" async=""></script><script src="/_next/static/chunks/poly.js" noModule=""></script><title>T</title></head><body><p>Text</p><script id="_R_">push()</script><script src="/_next/static/chunks/late.js" async=""></script><script>self.__next_f.push([0])</script></body></html>`;

describe("deferBoot", () => {
  const rewritten = deferBoot(page);

  it("replaces the chunk scripts and their preloads with one boot script in <head>", () => {
    expect(rewritten).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(rewritten).not.toContain('rel="preload" as="script"');
    const head = rewritten.slice(0, rewritten.indexOf("</head>"));
    expect(head).toContain(`<script ${BOOT_MARK}="">`);
    // It takes the place of the first chunk script: after the stylesheet, before the rest of <head>.
    expect(head.indexOf(BOOT_MARK)).toBeGreaterThan(head.indexOf("a.css"));
    expect(head.indexOf(BOOT_MARK)).toBeLessThan(head.indexOf("<title>"));
    expect(bootChunks(rewritten)).toEqual(["/_next/static/chunks/main.js", "/_next/static/chunks/turbopack-x.js", "/_next/static/chunks/late.js"]);
  });

  it("keeps everything else: nomodule polyfills, inline scripts, the body", () => {
    expect(rewritten).toContain('<script src="/_next/static/chunks/poly.js" noModule=""></script>');
    expect(rewritten).toContain('<script id="_R_">push()</script>');
    expect(rewritten).toContain("<p>Text</p>");
    expect(rewritten).toContain("self.__next_f.push([0])");
  });

  it("leaves the budgets counting the booted chunks, and the CSP hashing the boot script", () => {
    expect(pageAssets(rewritten).js.sort()).toEqual(pageAssets(page).js.sort());
    expect(inlineScriptHashes(rewritten)).toContain(scriptHash(bootScript(bootChunks(rewritten))));
  });

  it("is idempotent and leaves pages without chunk scripts alone", () => {
    expect(deferBoot(rewritten)).toBe(rewritten);
    const stub = '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/a/"/></head><body></body></html>';
    expect(deferBoot(stub)).toBe(stub);
    expect(bootChunks(stub)).toEqual([]);
  });

  it("names the file when a page has chunk scripts but no </head>", () => {
    expect(() => deferBoot('<script src="/_next/static/chunks/main.js" async=""></script>', "broken/index.html")).toThrow(/broken\/index\.html: .*no <\/head>/);
  });

  it("fails, naming the file, on a chunk script of a form it does not know", () => {
    const changed = page.replace('<script src="/_next/static/chunks/main.js" async=""></script>', '<script src="/_next/static/chunks/main.js" defer=""></script>');
    expect(() => deferBoot(changed, "functions/api/index.html")).toThrow(/^functions\/api\/index\.html: chunk script of an unknown form, <script src="\/_next\/static\/chunks\/main\.js" defer="">/);
  });

  it("escapes the chunk list so it cannot close its script", () => {
    expect(bootScript(["/_next/static/chunks/</script>.js"])).not.toContain("</script>");
  });
});

/** Runs the boot script against a fake document, PerformanceObserver and jest's fake timers. */
function runBoot(
  options: { hidden?: boolean; lcpSupported?: boolean; readyState?: DocumentReadyState; payload?: string; fetch?: (url: string) => Promise<{ ok: boolean; text: () => Promise<string> }> } = {},
) {
  const appended: string[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const self: { __next_f?: unknown[] } = {};
  const document = {
    visibilityState: options.hidden ? "hidden" : "visible",
    readyState: options.readyState ?? "loading",
    // What the framework will find: the flight data pushed so far, as each chunk is added.
    head: {
      appendChild: (element: { src: string; async: boolean }) => appended.push(`${element.src}${element.async ? "" : " (sync)"}${self.__next_f ? ` after ${JSON.stringify(self.__next_f)}` : ""}`),
    },
    createElement: () => ({ src: "", async: false }),
    addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
  };
  let observer: (() => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = options.lcpSupported === false ? ["paint"] : ["paint", "largest-contentful-paint"];
    constructor(callback: () => void) {
      observer = callback;
    }
    observe() {}
  }
  new Function("document", "PerformanceObserver", "self", "fetch", bootScript(["/a.js", "/b.js"], options.payload))(document, FakeObserver, self, options.fetch);
  return {
    appended,
    paint: () => observer?.(),
    parsed: () => {
      document.readyState = "interactive";
      for (const listener of listeners.DOMContentLoaded ?? []) listener();
    },
  };
}

describe("the boot script", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("waits for the parsed page's first paint, then boots once no larger paint follows", () => {
    const boot = runBoot();
    boot.paint();
    jest.advanceTimersByTime(1000);
    expect(boot.appended).toEqual([]); // painted, but the document is still being parsed
    boot.parsed();
    jest.advanceTimersByTime(BOOT_SETTLE_MS - 1);
    expect(boot.appended).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(boot.appended).toEqual(["/a.js", "/b.js"]);
    boot.paint();
    jest.runAllTimers();
    expect(boot.appended).toHaveLength(2); // once only
  });

  it("boots right after a larger paint of the parsed page", () => {
    const boot = runBoot();
    boot.parsed();
    boot.paint();
    jest.advanceTimersByTime(10);
    expect(boot.appended).toEqual([]);
    boot.paint();
    jest.advanceTimersByTime(0);
    expect(boot.appended).toEqual(["/a.js", "/b.js"]);
  });

  it("never waits longer than its timeout for a paint", () => {
    const boot = runBoot();
    jest.advanceTimersByTime(BOOT_TIMEOUT_MS - 1);
    expect(boot.appended).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(boot.appended).toEqual(["/a.js", "/b.js"]);
  });

  it("boots at once in a hidden tab or a browser without largest-contentful-paint entries", () => {
    expect(runBoot({ hidden: true }).appended).toEqual(["/a.js", "/b.js"]);
    expect(runBoot({ lcpSupported: false }).appended).toEqual(["/a.js", "/b.js"]);
  });

  describe("with the flight data in a file (deferBoot's payload)", () => {
    const flight = '0:{"b":"x"}\n';
    const served = () => Promise.resolve({ ok: true, text: () => Promise.resolve(flight) });
    const settle = async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
    };

    it("fetches it from the first paint on, and hands it to the framework after the parsed page's push([0]), just before the chunks", async () => {
      const requested: string[] = [];
      const boot = runBoot({ payload: "/guide/index.txt", fetch: (url) => (requested.push(url), served()) });
      expect(requested).toEqual([]); // nothing competes with what the first paint needs
      boot.paint();
      expect(requested).toEqual(["/guide/index.txt"]);
      await settle();
      boot.parsed();
      boot.paint();
      jest.advanceTimersByTime(BOOT_SETTLE_MS);
      expect(boot.appended).toEqual([`/a.js after [[1,${JSON.stringify(flight)}]]`, `/b.js after [[1,${JSON.stringify(flight)}]]`]);
    });

    it("waits for the file when the page has painted first, and for the parsed page when the timeout boots it", async () => {
      let answer: (value: { ok: boolean; text: () => Promise<string> }) => void = () => undefined;
      const boot = runBoot({ payload: "/p.txt", fetch: () => new Promise((resolve) => (answer = resolve)) });
      jest.advanceTimersByTime(BOOT_TIMEOUT_MS);
      expect(boot.appended).toEqual([]);
      answer({ ok: true, text: () => Promise.resolve(flight) });
      await settle();
      expect(boot.appended).toEqual([]); // still parsing: Next's push([0]) has not run yet
      boot.parsed();
      expect(boot.appended).toHaveLength(2);
    });

    it("tries three times, then leaves the page as its HTML", async () => {
      let calls = 0;
      const boot = runBoot({ payload: "/p.txt", readyState: "complete", hidden: true, fetch: () => (calls++, Promise.resolve({ ok: false, text: () => Promise.resolve("") })) });
      await settle();
      jest.advanceTimersByTime(500);
      await settle();
      jest.advanceTimersByTime(1000);
      await settle();
      jest.runAllTimers();
      await settle();
      expect(calls).toBe(3);
      expect(boot.appended).toEqual([]);
    });
  });
});

describe("deferBoot with the page's route payload", () => {
  const flightScripts = `<script>self.__next_f.push([1,"0:{\\"a\\":1}\\n"])</script><script>self.__next_f.push([1,"1:\\"x\\"\\n"])</script>`;
  const withFlight = page.replace("</body>", `${flightScripts}</body>`);
  const text = flightData(withFlight);

  it("takes the inline flight data out when the file holds the same, and boots from the file", () => {
    expect(text).toBe('0:{"a":1}\n1:"x"\n');
    const rewritten = deferBoot(withFlight, "guide/index.html", { url: "/guide/index.txt", text });
    expect(rewritten).not.toContain("self.__next_f.push([1,");
    expect(rewritten).toContain("self.__next_f.push([0])");
    expect(flightData(rewritten)).toBe("");
    expect(bootPayload(rewritten)).toBe("/guide/index.txt");
    expect(bootChunks(rewritten)).toEqual(bootChunks(deferBoot(withFlight)));
    // The file is a request of the first view; the CSP hashes the boot script with its URL.
    expect(pageAssets(rewritten).other).toContain("/guide/index.txt");
    expect(pageAssets(rewritten).payload).toBe("/guide/index.txt");
    expect(inlineScriptHashes(rewritten)).toContain(scriptHash(bootScript(bootChunks(rewritten), "/guide/index.txt")));
    expect(deferBoot(rewritten, "guide/index.html", { url: "/guide/index.txt", text })).toBe(rewritten);
  });

  it("keeps the flight data inline when the file differs, or there is none", () => {
    for (const payload of [{ url: "/guide/index.txt", text: `${text}2:"y"\n` }, undefined]) {
      const rewritten = deferBoot(withFlight, "guide/index.html", payload);
      expect(flightData(rewritten)).toBe(text);
      expect(bootPayload(rewritten)).toBeUndefined();
    }
  });
});
