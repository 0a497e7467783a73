/** @jest-environment jsdom */
import { chunkRecoveryScript, installChunkRecovery } from "@/lib/browser/chunk-recovery";

/** jsdom cannot reload; a reload shows up as its "not implemented" error, which these tests expect and silence. */
let consoleError: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = "";
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

function chunkError(message = "Loading chunk 385 failed.\n(missing: https://docs.launchbay.com/assets/js/385.js)") {
  const error = new Error(message);
  error.name = "ChunkLoadError";
  return error;
}

describe("chunk load error recovery", () => {
  it("reloads once on a chunk load error, then shows a reload banner if it happens again", () => {
    installChunkRecovery("nf-docs-chunk-reload", 30_000);
    window.dispatchEvent(new ErrorEvent("error", { error: chunkError(), message: "Loading chunk 385 failed." }));
    const reloadedAt = Number(sessionStorage.getItem("nf-docs-chunk-reload"));
    expect(Date.now() - reloadedAt).toBeLessThan(1000);
    expect(document.getElementById("chunk-error-banner")).toBeNull();

    // The reloaded page fails again: no second reload, a banner.
    installChunkRecovery("nf-docs-chunk-reload", 30_000);
    window.dispatchEvent(new PromiseRejectionEventPolyfill(chunkError("Failed to load chunk /_next/static/chunks/x.js from module 1")));
    expect(Number(sessionStorage.getItem("nf-docs-chunk-reload"))).toBe(reloadedAt);
    const banner = document.getElementById("chunk-error-banner");
    expect(banner).not.toBeNull();
    expect(banner?.getAttribute("role")).toBe("alert");
    expect(banner?.querySelector("button")?.textContent).toBe("Reload page");
  });

  it("ignores other errors", () => {
    installChunkRecovery("nf-docs-chunk-reload", 30_000);
    window.dispatchEvent(new ErrorEvent("error", { error: new TypeError("x is undefined"), message: "x is undefined" }));
    expect(sessionStorage.getItem("nf-docs-chunk-reload")).toBeNull();
    expect(document.getElementById("chunk-error-banner")).toBeNull();
  });

  it("shows the banner without reloading when storage is blocked (no loop guard)", () => {
    const spy = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    installChunkRecovery("nf-docs-chunk-reload", 30_000);
    window.dispatchEvent(new ErrorEvent("error", { error: chunkError() }));
    expect(document.getElementById("chunk-error-banner")).not.toBeNull();
    spy.mockRestore();
  });

  it("neither reloads nor shows the banner while offline (the network failed the chunk), and recovers once online", () => {
    const onLine = jest.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    installChunkRecovery("nf-docs-chunk-reload", 30_000);
    window.dispatchEvent(new ErrorEvent("error", { error: chunkError() }));
    expect(sessionStorage.getItem("nf-docs-chunk-reload")).toBeNull();
    expect(document.getElementById("chunk-error-banner")).toBeNull();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new ErrorEvent("error", { error: chunkError() }));
    expect(Date.now() - Number(sessionStorage.getItem("nf-docs-chunk-reload"))).toBeLessThan(1000);
    onLine.mockRestore();
  });

  it("is a self-contained script", () => {
    expect(chunkRecoveryScript()).toMatch(/^\(function .*\)\("nf-docs-chunk-reload",30000\)$/s);
    expect(() => new Function(chunkRecoveryScript())).not.toThrow();
  });
});

/** jsdom has no PromiseRejectionEvent. */
class PromiseRejectionEventPolyfill extends Event {
  reason: unknown;
  constructor(reason: unknown) {
    super("unhandledrejection");
    this.reason = reason;
  }
}
