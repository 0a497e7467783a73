import type { ComponentPropsWithoutRef, ComponentType, ReactNode } from "react";
import type { KitName } from "@/lib/kit/registry";
import { Callout } from "./callout";
import { Diagram } from "./diagram";
import { Limit } from "./limit";
import { Badge, Cards, Details, FileTree, Kbd, LinkCard, Steps } from "./kit";
import { ConfigTwin, PackageManagers, Tab, Tabs } from "./tabs";
import { TryIt } from "./try-it";
import { UsedIn } from "./used-in";
import { Glossary, Term } from "./term";
import { SectionCopyButton } from "./section-copy-button";

function Anchor({ href = "", children, ...rest }: ComponentPropsWithoutRef<"a">) {
  // A plain link: the article is server HTML (lib/routes/static-html.ts), and the page behaviour island prefetches a
  // site link on hover, focus or touch and routes its click through the client router (lib/nav/intent.ts).
  return (
    <a href={href} rel={href.startsWith("/") || href.startsWith("#") ? undefined : "noopener"} {...rest}>
      {children}
    </a>
  );
}

function heading(Tag: "h2" | "h3" | "h4") {
  function Heading({ id, children, ...rest }: ComponentPropsWithoutRef<"h2"> & { children?: ReactNode }) {
    return (
      <Tag id={id} {...rest}>
        {children}
        {id ? <a className="heading-anchor" href={`#${id}`} aria-label="Link to this section" /> : null}
        {id && Tag !== "h4" ? <SectionCopyButton /> : null}
      </Tag>
    );
  }
  Heading.displayName = Tag;
  return Heading;
}

function Table(props: ComponentPropsWithoutRef<"table">) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  );
}

/** A fenced code block: a positioning wrapper the copy button island attaches to (no client code per block). */
function Pre(props: ComponentPropsWithoutRef<"pre">) {
  return (
    <div className="code-block">
      <pre {...props} />
    </div>
  );
}

/** A highlighted code block (lib/mdx/index.ts): Shiki's HTML, made at build time from the page's own source. */
function CodeBlock({ html }: { html: string }) {
  return <div className="code-block" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A GFM task-list checkbox (read-only): labelled, as axe requires of every form control; its state is read out as checked or not. */
function Input(props: ComponentPropsWithoutRef<"input">) {
  return props.type === "checkbox" ? <input {...props} aria-label="Checklist item" /> : <input {...props} />;
}

/**
 * The component kit (content/README.md › Components): one React component per entry of the kit registry
 * (lib/kit/registry.ts), which holds their props, checks and Markdown. The type makes a missing or extra one fail.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component takes its own props
const KIT: { [Name in KitName]: ComponentType<any> } = { Callout, Tabs, Tab, PackageManagers, ConfigTwin, Steps, Cards, LinkCard, Badge, Details, FileTree, Kbd, Term, Glossary, TryIt, UsedIn };

/** What pages may use, and how Markdown elements render: the kit, the expanded reference's `<Limit>`, diagrams and highlighted code. */
export function getMDXComponents() {
  return { a: Anchor, h2: heading("h2"), h3: heading("h3"), h4: heading("h4"), table: Table, pre: Pre, input: Input, CodeBlock, Diagram, Limit, ...KIT };
}
