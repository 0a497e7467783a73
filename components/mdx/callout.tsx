import type { ReactNode } from "react";
import { CALLOUT_TYPES as labels } from "@/lib/kit/registry";
import { ownValue } from "@/lib/content/own";

/** A highlighted aside: note, tip, warning or danger. */
export function Callout({ type = "note", title, children }: { type?: keyof typeof labels; title?: string; children: ReactNode }) {
  const kind = ownValue(labels, type) === undefined ? "note" : type;
  return (
    <aside className={`callout callout-${kind}`} role={kind === "warning" || kind === "danger" ? "note" : undefined}>
      <p className="callout-title">{title ?? labels[kind]}</p>
      <div className="callout-body">{children}</div>
    </aside>
  );
}
