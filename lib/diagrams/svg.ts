/**
 * Turns a renderer's SVG into the one the page inlines: no <style> element or style attribute (colours
 * come from the theme's CSS variables in app/globals.css, so one SVG reads well in light and dark), ids
 * prefixed per diagram (two diagrams on a page never share a marker id), coordinates rounded, and the
 * accessible name and description a screen reader announces: role="img" with <title> and <desc>.
 */
import { escapeXml } from "./text";

/** What a diagram says to a reader who cannot see it. */
export interface DiagramText {
  title: string;
  description: string;
}

const round = (value: string) => String(Math.round(Number(value) * 10) / 10);

/** The accessible, theme-neutral SVG of a rendered diagram; `id` makes its element ids unique on the page. */
export function finishSvg(raw: string, text: DiagramText, id: string): string {
  const open = /^\s*<svg\b([^>]*)>/.exec(raw);
  if (!open) throw new Error("the renderer returned no <svg> element");
  const [viewBox, width, height] = [/\sviewBox="([^"]+)"/, /\swidth="([\d.]+)"/, /\sheight="([\d.]+)"/].map((attribute) => attribute.exec(open[1] ?? "")?.[1]);
  if (!viewBox || !width || !height) throw new Error("the renderer's <svg> has no viewBox, width or height");
  let body = raw.slice(open[0].length).replace(/<\/svg>\s*$/, "");
  body = body
    .replace(/<style\b[\s\S]*?<\/style>/g, "")
    // Inside tags only: ids made unique, style and data attributes dropped, long decimals rounded.
    .replace(/<[^>]+>/g, (tag) =>
      tag
        .replace(/\s(?:style|data-[\w-]+)="[^"]*"/g, "")
        .replace(/\sid="([^"]+)"/g, (_, name: string) => ` id="${id}-${name}"`)
        .replace(/url\(#([^)]+)\)/g, (_, name: string) => `url(#${id}-${name})`)
        .replace(/\shref="#([^"]+)"/g, (_, name: string) => ` href="#${id}-${name}"`)
        .replace(/-?\d+\.\d{2,}/g, round),
    )
    .replace(/>\s+</g, "><")
    .trim();
  const size = `viewBox="${viewBox.split(/\s+/).map(round).join(" ")}" width="${Math.ceil(Number(width))}" height="${Math.ceil(Number(height))}"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" ${size} role="img" aria-labelledby="${id}-title ${id}-desc" class="diagram-svg">` +
    `<title id="${id}-title">${escapeXml(text.title)}</title><desc id="${id}-desc">${escapeXml(text.description)}</desc>` +
    `${body}</svg>`
  );
}
