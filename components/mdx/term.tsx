import type { ReactNode } from "react";
import { kitGlossary } from "./data";
import { findTerm } from "@/lib/kit/glossary";
import { nextId } from "./ids";

/** The plain text of MDX children (for looking a term up by what the page writes). */
function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (node && typeof node === "object" && "props" in node) return textOf((node.props as { children?: ReactNode }).children);
  return "";
}

/**
 * A glossary term: a link to its entry on /glossary/ that shows the definition as a tooltip on hover and
 * on keyboard focus, and gives it to screen readers as the link's description (aria-describedby).
 */
export function Term({ id, children }: { id?: string; children?: ReactNode }) {
  const entry = findTerm(kitGlossary(), id ?? textOf(children));
  if (!entry) return <>{children}</>;
  const tip = `term-${entry.slug}-${nextId("term")}`;
  return (
    <span className="term">
      <a className="term-link" href={`/glossary/#${entry.slug}`} aria-describedby={tip}>
        {children ?? entry.term}
      </a>
      <span className="term-tip" role="tooltip" id={tip}>
        {entry.definition}
      </span>
    </span>
  );
}

/** The /glossary/ page's list: every term of content/glossary.yaml, each with an anchor. */
export function Glossary() {
  return (
    <dl className="glossary">
      {kitGlossary().map((t) => (
        <div key={t.slug} className="glossary-entry">
          <dt id={t.slug}>
            <a href={`#${t.slug}`}>{t.term}</a>
          </dt>
          <dd>{t.definition}</dd>
        </div>
      ))}
    </dl>
  );
}
