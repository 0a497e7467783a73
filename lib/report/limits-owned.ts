/**
 * "Limits owned" in `npm run content:report` (issue #27, point 2): per page, how many numbers it prints from
 * content/limits.yaml through `<Limit id="…" />` (and which ids), and which `<LimitsTable>` areas it shows. Read from
 * each page's MDX source outside code blocks, so an example that shows the component's syntax does not count.
 */
import type { ContentIndex } from "../content/types";

export interface LimitsOwned {
  path: string;
  /** `<Limit>` elements on the page. */
  limits: number;
  /** Their distinct ids, sorted. */
  ids: string[];
  /** `<LimitsTable>` areas ("all" for a table of every area). */
  tables: string[];
}

/** The MDX source without fenced code blocks. */
const withoutCode = (body: string) => body.replace(/^\s*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s*\1[^\n]*$/gm, "");

/** The limits a page owns, from its MDX source. */
export function limitsOwnedBy(body: string): Omit<LimitsOwned, "path"> {
  const text = withoutCode(body);
  const ids = [...text.matchAll(/<Limit\b[^>]*?\bid="([^"]+)"[^>]*\/>/g)].map((m) => m[1] as string);
  const tables = [...text.matchAll(/<LimitsTable\b([^>]*)\/>/g)].map((m) => /\barea="([^"]+)"/.exec(m[1] ?? "")?.[1] ?? "all");
  return { limits: ids.length, ids: [...new Set(ids)].sort(), tables };
}

/** Every page that owns at least one limit, most first. */
export function limitsOwned(index: ContentIndex): LimitsOwned[] {
  return index.ordered
    .map((entry) => ({ path: entry.record.path, ...limitsOwnedBy(entry.body) }))
    .filter((row) => row.limits > 0 || row.tables.length > 0)
    .sort((a, b) => b.limits - a.limits || a.path.localeCompare(b.path));
}

/** The report's "Limits owned" section: a Markdown table, `link` rendering a page path. */
export function renderLimitsOwned(rows: LimitsOwned[], link: (path: string) => string): string[] {
  const total = rows.reduce((sum, row) => sum + row.limits, 0);
  return [
    "",
    "## Limits owned",
    "",
    `Numbers printed from \`content/limits.yaml\`: ${total} \`<Limit>\` on ${rows.length} pages. A number typed by hand in a Limits section fails the build.`,
    "",
    ...(rows.length
      ? [
          "| Page | Limits owned | Ids | Tables |",
          "| --- | ---: | --- | --- |",
          ...rows.map((row) => `| ${link(row.path)} | ${row.limits} | ${row.ids.map((id) => `\`${id}\``).join(", ") || "—"} | ${row.tables.join(", ") || "—"} |`),
        ]
      : ["None."]),
  ];
}
