import { SITE_ROUTE_PATHS } from "./site-routes";
import { at, checkComponents, KIT_COMPONENTS } from "./check-components";
import { CODE_LANGUAGES } from "./languages";
import { ownValue } from "./own";
import { duplicateHeadings } from "./headings";
import { REFERENCE_COMPONENTS } from "./reference-expand";
import { LAYOUTS } from "./layouts";
import type { PageEntry } from "./types";

/** Components a page may use (HTML elements need none): the kit (lib/kit/registry.ts, `TryIt` and `UsedIn` among it, made by the API reference's expansion) and the reference components. */
export const MDX_COMPONENTS = new Set<string>([...KIT_COMPONENTS, ...REFERENCE_COMPONENTS]);

/** HTML elements a page may not contain, with what to do instead. */
export const RAW_ELEMENTS: Record<string, string> = {
  script: "pages run no inline script (the Content-Security-Policy blocks it); ask for a component",
  style: "style pages through the site's CSS, not in the page",
  iframe: "embeds are components (the video card loads its player on demand); ask for one",
};

/** Per-page checks that need only the page itself: code languages, components, expressions, heading ids. */
export function checkPage(entry: PageEntry): string[] {
  const problems: string[] = [];
  const { analysis } = entry;
  for (const block of analysis.codeBlocks) {
    if (!block.lang) problems.push(`${at(entry, block.line)}: code block without a language (write \`\`\`bash, \`\`\`ts …)`);
    else if (ownValue(CODE_LANGUAGES, block.lang) === undefined) problems.push(`${at(entry, block.line)}: unknown code language "${block.lang}"`);
  }
  for (const component of analysis.components) {
    const handlers = component.attributes.filter((name) => /^on[a-z]/i.test(name));
    if (handlers.length > 0) problems.push(`${at(entry, component.line)}: event-handler attribute ${handlers.join(", ")} on <${component.name}> is not allowed (pages run no inline script; use a component)`);
    const raw = ownValue(RAW_ELEMENTS, component.name);
    if (raw) {
      problems.push(`${at(entry, component.line)}: raw <${component.name}> is not allowed: ${raw}`);
      continue;
    }
    if (/^[a-z]/.test(component.name)) continue;
    if (!MDX_COMPONENTS.has(component.name)) problems.push(`${at(entry, component.line)}: unknown component <${component.name}> (available: ${[...MDX_COMPONENTS].join(", ")})`);
  }
  for (const statement of analysis.esm) {
    const kind = /^\s*export\b/.test(statement.value) ? "export" : "import";
    problems.push(`${at(entry, statement.line)}: ESM ${kind} statements are not allowed in pages (${statement.value.split("\n")[0]?.slice(0, 40)}); components are available without importing, data belongs in frontmatter`);
  }
  for (const expression of analysis.expressions) {
    if (/^\s*\/\*[\s\S]*\*\/\s*$/.test(expression.value)) continue;
    problems.push(`${at(entry, expression.line)}: JavaScript expression {${expression.value.slice(0, 30)}} is not allowed; write \\{ or use backticks`);
  }
  for (const heading of duplicateHeadings(analysis.headings)) {
    problems.push(`${at(entry, heading.line)}: duplicate heading id "${heading.slug.replace(/-\d+$/, "")}" ("${heading.title}"); rename one of the headings`);
  }
  const layout = LAYOUTS[entry.record.frontmatter.layout];
  if (layout.path !== undefined && entry.record.path !== layout.path) {
    problems.push(`${at(entry, 1)}: layout: ${entry.record.frontmatter.layout} is the layout of ${layout.path} (its own route ${layout.route}); other pages use the doc layout`);
  }
  problems.push(...checkComponents(entry));
  return problems;
}

/** Resolves one link target; returns a problem text or null. */
export function checkLink(url: string, from: PageEntry, pages: Map<string, PageEntry>, isStaticFile: (path: string) => boolean): string | null {
  if (/^(https?:|mailto:|tel:)/.test(url)) return null;
  const [beforeHash = "", hash] = url.split("#", 2);
  const target = beforeHash.split("?")[0] ?? "";
  if (target === "") {
    if (hash === undefined) return `empty link`;
    return from.record.headers.some((h) => h.slug === hash) ? null : `link to #${hash}: this page has no heading with that id`;
  }
  if (!target.startsWith("/")) return `link to ${url}: use an absolute path like /functions/api/`;
  const page = pages.get(target);
  if (!page) {
    if (SITE_ROUTE_PATHS.has(target) || isStaticFile(target)) return null;
    if (!target.endsWith("/") && pages.has(`${target}/`)) return `link to ${url}: add the trailing slash (${target}/)`;
    return `link to ${url}: no such page`;
  }
  if (!hash || page.record.headers.some((h) => h.slug === hash)) return null;
  const ids = page.record.headers.map((h) => h.slug).slice(0, 12).join(", ");
  return `link to ${url}: ${target} has no heading "${hash}"${ids ? ` (ids: ${ids}${page.record.headers.length > 12 ? ", …" : ""})` : ""}`;
}

/**
 * Checks every internal link, anchor and prev/next override of every page. `isBroken` says whether a link
 * points at a file that is reported as broken already (then it is counted there, not reported here).
 */
export function checkLinks(entries: PageEntry[], pages: Map<string, PageEntry>, isStaticFile: (path: string) => boolean, isBroken: (url: string) => boolean = () => false): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    for (const link of entry.analysis.links) {
      if (isBroken(link.url)) continue;
      const problem = checkLink(link.url, entry, pages, isStaticFile);
      if (problem) problems.push(`${at(entry, link.line)}: ${problem}`);
    }
    for (const side of ["prev", "next"] as const) {
      const override = entry.record.frontmatter[side];
      if (override && isBroken(override.url)) continue;
      if (override && !pages.has(override.url.split("#")[0] ?? "")) problems.push(`${at(entry)}: ${side} points to ${override.url}, which is no page`);
    }
  }
  return problems;
}

/** Descriptions must be unique: search results and social cards show them. */
export function checkDescriptions(entries: PageEntry[]): string[] {
  const seen = new Map<string, PageEntry>();
  const problems: string[] = [];
  for (const entry of entries) {
    const description = entry.record.frontmatter.description;
    const first = seen.get(description);
    if (first) problems.push(`${at(entry)}: description is the same as in ${at(first)}`);
    else seen.set(description, entry);
  }
  return problems;
}
