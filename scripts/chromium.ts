/**
 * Debian's Chromium as the browser tests, the bench and the measuring scripts launch it, with the flags this offline
 * machine needs (no background network, no sandbox as root). Outside jest: the browser tests' harness
 * (__tests__/e2e/browser.ts) registers jest hooks when it is loaded, so a script cannot import it.
 */
import { chromium, type Browser } from "playwright-core";

export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const chromiumArgs = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** Launches Debian's Chromium with those flags and `extraArgs`. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath, args: [...chromiumArgs, ...extraArgs] });
}
