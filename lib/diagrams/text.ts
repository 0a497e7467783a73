/** Escapes text for XML content and attribute values. */
export const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A diagram's source split into its accessible text (Mermaid's `accTitle:` and `accDescr:` lines) and the rest. */
export interface SplitSource {
  title?: string;
  description?: string;
  /** The source without the accessibility lines (what the layout renderer draws). */
  drawing: string;
}

/** Reads `accTitle: …`, `accDescr: …` and `accDescr { … }` (Mermaid's accessibility syntax) out of a diagram's source. */
export function splitSource(source: string): SplitSource {
  const lines = source.split("\n");
  const kept: string[] = [];
  let title: string | undefined;
  let description: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const single = /^\s*acc(Title|Descr)\s*:\s*(.*)$/.exec(line);
    const block = /^\s*accDescr\s*\{\s*(.*)$/.exec(line);
    if (single) {
      if (single[1] === "Title") title = single[2]?.trim();
      else description = single[2]?.trim();
    } else if (block) {
      const parts = [block[1] ?? ""];
      while (i + 1 < lines.length && !parts[parts.length - 1]?.includes("}")) parts.push(lines[++i] as string);
      description = parts
        .join(" ")
        .replace(/\}\s*$/, "")
        .replace(/\s+/g, " ")
        .trim();
    } else kept.push(line);
  }
  return { title, description, drawing: kept.join("\n") };
}
