/**
 * The physical floor of a page for the benchmarks (issue #17): the same exported HTML with every script
 * removed — inline and external scripts, script preloads — so the same stylesheet, font and markup load and
 * paint, and nothing runs. Measured in the same run as the page itself, it shows what of a score is the page's
 * JavaScript and what is the machine.
 */
import fs from "node:fs";
import path from "node:path";

/** The HTML without any script (see the module comment). */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*\/?>/gi, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*\brel="(?:modulepreload|preload)"[^>]*\/?>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*\/?>/gi, "");
}

/** Where the floor copies are written inside out/ while the bench runs. */
export const FLOOR_DIR = "__bench-floor";

/**
 * Writes the floor copy of each template's exported page into `out/__bench-floor/<name>/index.html` and returns
 * their paths by template name, and a function that removes them again.
 */
export function writeFloorPages(out: string, templates: Record<string, string>): { paths: Record<string, string>; remove: () => void } {
  const paths: Record<string, string> = {};
  for (const [name, pathname] of Object.entries(templates)) {
    const file = pathname.endsWith(".html") ? path.join(out, pathname) : path.join(out, pathname, "index.html");
    const target = path.join(out, FLOOR_DIR, name, "index.html");
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, withoutScripts(fs.readFileSync(file, "utf8")));
    paths[name] = `/${FLOOR_DIR}/${name}/`;
  }
  return { paths, remove: () => fs.rmSync(path.join(out, FLOOR_DIR), { recursive: true, force: true }) };
}
