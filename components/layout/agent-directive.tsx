import { absoluteUrl } from "@/lib/site";

/**
 * The llms.txt directive of the Agent-Friendly Documentation Spec, at the top of every page's body: tells an
 * AI agent reading the HTML where the Markdown index of the docs is. Hidden from readers and assistive tech.
 */
export function AgentDirective() {
  return (
    <p hidden>
      For AI agents: the Markdown index of these docs is at <a href="/llms.txt">{absoluteUrl("/llms.txt")}</a>; each page has a Markdown version at its URL with <code>.md</code>.
    </p>
  );
}
