import type { ReactNode } from "react";
import { BADGE_PHASES, type BadgePhase } from "@/lib/kit/phases";
import { ownValue } from "@/lib/content/own";

/** `<Steps>` around an ordered list: a numbered procedure, each step marked on a line. */
export function Steps({ children }: { children?: ReactNode }) {
  return <div className="steps">{children}</div>;
}

/** A grid of `<LinkCard>`s. */
export function Cards({ children }: { children?: ReactNode }) {
  return <div className="cards">{children}</div>;
}

/** A card that is one link: title and a line of description (internal links are checked like page links). */
export function LinkCard({ href, title, description }: { href: string; title: string; description?: string }) {
  return (
    <a className="link-card" href={href} rel={href.startsWith("/") ? undefined : "noopener"}>
      <span className="link-card-title">{title}</span>
      {description ? <span className="link-card-description">{description}</span> : null}
    </a>
  );
}

/** A release-phase badge: its text is the phase, so screen readers read it as written. */
export function Badge({ phase, children }: { phase: BadgePhase; children?: ReactNode }) {
  const kind: BadgePhase = ownValue(BADGE_PHASES, phase) === undefined ? "beta" : phase;
  return (
    <span className={`badge badge-${kind}`} data-phase={kind}>
      {children ?? BADGE_PHASES[kind]}
    </span>
  );
}

/** A native disclosure: closed by default, `open` to start open. */
export function Details({ summary, open, children }: { summary: string; open?: boolean; children?: ReactNode }) {
  return (
    <details className="details" open={open || undefined}>
      <summary>{summary}</summary>
      <div className="details-body">{children}</div>
    </details>
  );
}

/** A file tree from a nested Markdown list: folders (items with a sub-list, or ending in "/") and files get icons in CSS. */
export function FileTree({ label = "File tree", children }: { label?: string; children?: ReactNode }) {
  return (
    <div className="file-tree" role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** A key or key combination: `<Kbd>Ctrl</Kbd>+<Kbd>K</Kbd>`. */
export function Kbd({ children }: { children?: ReactNode }) {
  return <kbd className="kbd">{children}</kbd>;
}
