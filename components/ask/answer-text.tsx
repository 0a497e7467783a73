import type { Nodes, PhrasingContent, RootContent, Table } from "mdast";
import type { ReactNode } from "react";
import { parseMarkdown, siteRelative } from "@/lib/ask/markdown";
import type { Citation } from "@/lib/ask/types";
import { AnswerCode } from "./answer-code.client";

/** Replaces `[n]` markers of known citations with links; everything else stays text. */
function withCitations(text: string, citations: Map<number, Citation>, key: string): ReactNode[] {
  return text.split(/(\[\d+\])/).map((part, i) => {
    const citation = /^\[\d+\]$/.test(part) ? citations.get(Number(part.slice(1, -1))) : undefined;
    if (!citation) return part;
    return (
      <a key={`${key}-${i}`} href={citation.url} className="ask-cite" aria-label={`Source ${citation.n}: ${citation.title}`}>
        [{citation.n}]
      </a>
    );
  });
}

/** Only web and site links become links; anything else (javascript:, data:…) stays text. */
const safeHref = (url: string) => (/^(https?:\/\/|\/|#)/i.test(url) ? siteRelative(url) : null);

interface Context {
  citations: Map<number, Citation>;
}

function children(nodes: Nodes[], ctx: Context, key: string): ReactNode[] {
  return nodes.map((node, i) => render(node, ctx, `${key}.${i}`));
}

/** An mdast node as React elements. Raw HTML and anything unknown is shown as text, never parsed. */
function render(node: Nodes, ctx: Context, key: string): ReactNode {
  switch (node.type) {
    case "paragraph":
      return <p key={key}>{children(node.children, ctx, key)}</p>;
    case "heading":
      // Answers sit under the page's own headings: their sub-headings are bold lines, not new sections.
      return (
        <p key={key}>
          <strong>{children(node.children, ctx, key)}</strong>
        </p>
      );
    case "text":
      return withCitations(node.value, ctx.citations, key);
    case "strong":
      return <strong key={key}>{children(node.children, ctx, key)}</strong>;
    case "emphasis":
      return <em key={key}>{children(node.children, ctx, key)}</em>;
    case "delete":
      return <del key={key}>{children(node.children, ctx, key)}</del>;
    case "inlineCode":
      return <code key={key}>{node.value}</code>;
    case "break":
      return <br key={key} />;
    case "link": {
      const href = safeHref(node.url);
      const content = children(node.children as PhrasingContent[], ctx, key);
      return href ? (
        <a key={key} href={href}>
          {content}
        </a>
      ) : (
        <span key={key}>{content}</span>
      );
    }
    case "image":
      return node.alt ?? "";
    case "list": {
      const List = node.ordered ? "ol" : "ul";
      return (
        <List key={key} start={node.ordered && node.start !== null && node.start !== undefined && node.start !== 1 ? node.start : undefined}>
          {node.children.map((item, i) => (
            <li key={`${key}.${i}`}>
              {/* A tight list's paragraphs are its items' lines, not separate paragraphs. */}
              {item.children.map((child, j) =>
                child.type === "paragraph" && !node.spread ? <span key={j}>{children(child.children, ctx, `${key}.${i}.${j}`)}</span> : render(child, ctx, `${key}.${i}.${j}`),
              )}
            </li>
          ))}
        </List>
      );
    }
    case "table":
      return <AnswerTable key={key} node={node} ctx={ctx} id={key} />;
    case "code":
      return <AnswerCode key={key} code={node.value} lang={node.lang ?? ""} />;
    case "blockquote":
      return <blockquote key={key}>{children(node.children, ctx, key)}</blockquote>;
    case "thematicBreak":
      return <hr key={key} />;
    default:
      return "children" in node ? children(node.children as RootContent[], ctx, key) : "value" in node ? String(node.value) : null;
  }
}

/** A GFM table: its first row as column headers, scrolling sideways when wide. */
function AnswerTable({ node, ctx, id }: { node: Table; ctx: Context; id: string }) {
  const [head, ...rows] = node.children;
  const align = (i: number) => node.align?.[i] ?? undefined;
  return (
    <div className="table-scroll ask-table" tabIndex={0} role="region" aria-label="Table">
      <table>
        {head ? (
          <thead>
            <tr>
              {head.children.map((cell, i) => (
                <th key={i} scope="col" style={align(i) ? { textAlign: align(i)! } : undefined}>
                  {children(cell.children, ctx, `${id}.h${i}`)}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.children.map((cell, i) => (
                <td key={i} style={align(i) ? { textAlign: align(i)! } : undefined}>
                  {children(cell.children, ctx, `${id}.${r}.${i}`)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * An answer's Markdown (CommonMark and GFM tables): paragraphs, step lists, tables, highlighted code with a
 * copy button, links and `[n]` citation links. Rendered as React elements: raw HTML in an answer shows as
 * text, never as markup, and only web and site links are links.
 */
export function AnswerText({ text, citations }: { text: string; citations: Citation[] }) {
  return <>{render(parseMarkdown(text), { citations: new Map(citations.map((c) => [c.n, c])) }, "a")}</>;
}
