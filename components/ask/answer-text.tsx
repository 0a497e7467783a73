import { Fragment, type ReactNode } from "react";
import type { Citation } from "@/lib/ask/types";

/** Replaces `[n]` markers of known citations with links; everything else stays text. */
function withCitations(line: string, citations: Citation[]): ReactNode[] {
  const byNumber = new Map(citations.map((c) => [c.n, c]));
  return line.split(/(\[\d+\])/).map((part, i) => {
    const citation = /^\[\d+\]$/.test(part) ? byNumber.get(Number(part.slice(1, -1))) : undefined;
    if (!citation) return part;
    return (
      <a key={i} href={citation.url} className="ask-cite" target="_blank" rel="noopener" aria-label={`Source ${citation.n}: ${citation.title} (opens in a new tab)`}>
        [{citation.n}]
      </a>
    );
  });
}

type Block = { kind: "p"; lines: string[] } | { kind: "ol" | "ul"; items: string[]; start: number };

/** Groups the lines of a paragraph into text and list blocks (`1. ` and `- ` start list items). */
function blocks(paragraph: string): Block[] {
  const out: Block[] = [];
  for (const line of paragraph.split("\n")) {
    const kind = /^\d+\. /.test(line) ? "ol" : /^- /.test(line) ? "ul" : "p";
    const last = out[out.length - 1];
    const text = kind === "p" ? line : line.replace(/^(?:\d+\.|-) /, "");
    if (last && last.kind === kind) (last.kind === "p" ? last.lines : last.items).push(text);
    else out.push(kind === "p" ? { kind, lines: [text] } : { kind, items: [text], start: parseInt(line, 10) || 1 });
  }
  return out;
}

/** An answer's text: paragraphs, step lists and citation links. Rendered as React text, never as HTML. */
export function AnswerText({ text, citations }: { text: string; citations: Citation[] }) {
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph, p) =>
        blocks(paragraph).map((block, b) => {
          const key = `${p}-${b}`;
          if (block.kind === "p") {
            return (
              <p key={key}>
                {block.lines.map((line, i) => (
                  <Fragment key={i}>
                    {i ? <br /> : null}
                    {withCitations(line, citations)}
                  </Fragment>
                ))}
              </p>
            );
          }
          const List = block.kind;
          return (
            <List key={key} start={block.kind === "ol" && block.start !== 1 ? block.start : undefined}>
              {block.items.map((item, i) => (
                <li key={i}>{withCitations(item, citations)}</li>
              ))}
            </List>
          );
        }),
      )}
    </>
  );
}
