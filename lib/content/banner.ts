/**
 * Operators' announcements (issue #30, point 4): one data file, `content/banner.yaml`, puts a banner on top of
 * every page — a line of text, an optional link, and a button that dismisses it. The banner is in each page's
 * static HTML (no layout shift when scripts arrive); a reader's dismissal is stored under the banner's `id` and
 * applied before first paint by an inline script in `<head>` ({@link bannerScript}), so a dismissed banner is
 * never painted, and a banner with a new `id` shows again. No file, or `banner: null`, means no banner.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { problemsOf } from "./error";
import { contentRoot } from "./root";
import { parseYamlData, readYamlData } from "./yaml-data";

/** localStorage key of the dismissed banner's id. */
export const BANNER_STORAGE_KEY = "launchbay-banner-dismissed";
/** Set on `<html>` when the current banner was dismissed: CSS hides it (app/globals.css). */
export const BANNER_DISMISSED_ATTRIBUTE = "data-banner-dismissed";
/** The data file, in the content folder. */
export const BANNER_FILE = "banner.yaml";

const bannerSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "an id of lowercase letters, digits and dashes (change it to show a new banner to readers who dismissed the last one)"),
  text: z.string().trim().min(1).max(200),
  link: z
    .strictObject({
      text: z.string().trim().min(1).max(60),
      url: z.string().refine((l) => /^\/[^\s]*$/.test(l) || /^https:\/\/\S+$/.test(l), "a site path starting with / or an https:// URL"),
    })
    .optional(),
});

const fileSchema = z.strictObject({ banner: bannerSchema.nullable() });

/** The announcement of the whole site. */
export type Banner = z.infer<typeof bannerSchema>;

/** The file's schema, with a site link leading to a page (`isPage` answers for a path without its #hash or query). */
function bannerFileSchema(isPage: (pagePath: string) => boolean) {
  return fileSchema.superRefine(({ banner }, ctx) => {
    const url = banner?.link?.url;
    if (url?.startsWith("/") && !isPage(url.split("#")[0]?.split("?")[0] ?? "")) {
      ctx.addIssue({ code: "custom", path: ["banner", "link", "url"], message: `link to ${url}: no such page` });
    }
  });
}

/** Parses and validates banner.yaml; throws a ContentError, `file:line: path: reason` for every problem. */
export function parseBanner(text: string): Banner | null {
  return parseYamlData(text, fileSchema, `content/${BANNER_FILE}`).banner;
}

/**
 * The banner of a content tree (`CONTENT_ROOT` or content/), null without one; read on every call: only the content
 * pipeline reads it, once a run, and `npm run dev`'s watcher, one long process, must see an edit.
 */
export function getBanner(root = contentRoot()): Banner | null {
  const file = path.join(root, BANNER_FILE);
  return fs.existsSync(file) ? readYamlData(file, fileSchema).banner : null;
}

/**
 * The build's check (the content step): the file parses and validates, and its site link leads to a page
 * (`isPage` answers for a path without its #hash). Problems name the file and line.
 */
export function checkBanner(root: string, isPage: (pagePath: string) => boolean): string[] {
  const file = path.join(root, BANNER_FILE);
  if (!fs.existsSync(file)) return [];
  try {
    readYamlData(file, bannerFileSchema(isPage));
    return [];
  } catch (error) {
    return problemsOf(error);
  }
}

/**
 * Runs in the page's `<head>` before the body is parsed: hides the banner the reader dismissed (its id is
 * stored) before anything is painted, and handles the dismiss button for the whole page — before the
 * framework has booted too. Dismissing stores the id, hides the banner and moves focus to the main content
 * (the button is gone). Self-contained: it is serialised into the page.
 */
export function applyBannerBeforePaint(id: string, storageKey: string, attribute: string): void {
  const root = document.documentElement;
  try {
    if (window.localStorage.getItem(storageKey) === id) root.setAttribute(attribute, "");
  } catch {
    // Blocked storage: the banner shows, and a dismissal lasts for this page view.
  }
  document.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    if (!target || typeof target.closest !== "function" || !target.closest("[data-banner-dismiss]")) return;
    root.setAttribute(attribute, "");
    try {
      window.localStorage.setItem(storageKey, id);
    } catch {
      // As above.
    }
    const main = document.getElementById("main");
    if (main) main.focus();
  });
}

/** The inline `<head>` script of a banner (its text is hashed into the page's CSP by the postbuild step). */
export function bannerScript(banner: Banner): string {
  return `(${applyBannerBeforePaint.toString()})(${JSON.stringify(banner.id)},${JSON.stringify(BANNER_STORAGE_KEY)},${JSON.stringify(BANNER_DISMISSED_ATTRIBUTE)})`;
}
