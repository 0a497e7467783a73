/**
 * Recovery from chunk load errors (docs/CONTRACT.md §8: `ChunkLoadError`, "Loading chunk N failed"), typically an old
 * page asking for scripts a redeploy removed. Installed by an inline `<head>` script, so it also works
 * when the app cannot start at all.
 */
import { site, timings } from "../site";

/**
 * Listens for chunk load errors: reloads the page once, and if that happened less than `windowMs` ago,
 * shows a banner offering a reload instead (no loops); never while the browser is offline. Failed start-up
 * scripts are logged to the console.
 * Serialised with `toString()`: it must not reference anything outside itself.
 */
export function installChunkRecovery(key: string, windowMs: number): void {
  const pattern = /ChunkLoadError|Loading (CSS )?chunk \S+ failed|Failed to load chunk/i;
  let handled = false;
  const showBanner = () => {
    if (document.getElementById("chunk-error-banner")) return;
    const banner = document.createElement("div");
    banner.id = "chunk-error-banner";
    banner.className = "chunk-error-banner";
    banner.setAttribute("role", "alert");
    const text = document.createElement("p");
    text.textContent = "Part of this page failed to load, probably because the docs were just updated.";
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = "Reload page";
    button.addEventListener("click", () => window.location.reload());
    banner.append(text, button);
    if (document.body) document.body.append(banner);
    else document.addEventListener("DOMContentLoaded", () => document.body.append(banner));
  };
  const recover = () => {
    // Offline, the network failed the chunk, not a redeploy: a reload would only show the browser's offline page
    // and lose the reader's place. Left as it is; a chunk error after the connection is back recovers as usual.
    if (handled || navigator.onLine === false) return;
    handled = true;
    let last = 0;
    try {
      last = Number(window.sessionStorage.getItem(key)) || 0;
      if (Date.now() - last > windowMs) {
        window.sessionStorage.setItem(key, String(Date.now()));
        window.location.reload();
        return;
      }
    } catch {
      // No storage, no loop guard: never reload automatically.
    }
    showBanner();
  };
  const isChunkError = (error: unknown) => pattern.test(error instanceof Error ? `${error.name} ${error.message}` : String(error));
  window.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      // A <script> or stylesheet of the app that failed to load (the event does not bubble: captured here).
      if (target instanceof HTMLScriptElement || target instanceof HTMLLinkElement) {
        const url = target instanceof HTMLScriptElement ? target.src : target.href;
        if (url.includes("/_next/static/")) {
          console.error("Start-up error: failed to load", url);
          recover();
        }
        return;
      }
      if (isChunkError(event.error ?? event.message)) recover();
    },
    true,
  );
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkError(event.reason)) recover();
  });
}

/** The inline `<head>` script that installs the recovery. */
export function chunkRecoveryScript(): string {
  return `(${installChunkRecovery.toString()})(${JSON.stringify(site.chunkReloadKey)},${timings.chunkReloadWindow})`;
}
