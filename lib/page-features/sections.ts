/**
 * "Copy this section as Markdown" (issue #16, point 2): the text of one section of a page's `.md` twin
 * (lib/agents/markdown.ts), cut from that same file in the browser, so the copy is always what `/page.md` holds.
 *
 * The k-th h2–h4 heading of the rendered page (the ids the table of headings lists) is the k-th ATX heading
 * of levels 2–4 in the Markdown outside fenced code: both come from the same syntax tree, in document order.
 * A section runs from its heading to the next heading of the same or a higher level (its subsections
 * included), or to the end of the file. No dependencies: this ships in the page-actions island.
 */

/** A heading line of the Markdown file: its level and where its line starts. */
export interface MarkdownHeading {
  depth: number;
  start: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{2,4})(?:[ \t]|$)/;

/** The h2–h4 ATX headings of a Markdown text, outside fenced code blocks, in order. */
export function markdownHeadings(markdown: string): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  let fence: string | null = null;
  let offset = 0;
  for (const line of markdown.split("\n")) {
    const open = FENCE.exec(line);
    if (fence) {
      // A fence closes with the same character, at least as long, and nothing after it but spaces.
      if (open?.[1] && open[1][0] === fence[0] && open[1].length >= fence.length && line.trim() === open[1]) fence = null;
    } else if (open?.[1]) {
      fence = open[1];
    } else {
      const heading = HEADING.exec(line);
      if (heading?.[1]) headings.push({ depth: heading[1].length, start: offset });
    }
    offset += line.length + 1;
  }
  return headings;
}

/**
 * The Markdown of the section under the `index`-th h2–h4 heading (0-based, the page's heading order), ending
 * with one newline; null when the file has no such heading.
 */
export function sectionMarkdown(markdown: string, index: number): string | null {
  const headings = markdownHeadings(markdown);
  const heading = headings[index];
  if (!heading) return null;
  const next = headings.slice(index + 1).find((h) => h.depth <= heading.depth);
  return `${markdown.slice(heading.start, next?.start ?? markdown.length).replace(/\s+$/, "")}\n`;
}
