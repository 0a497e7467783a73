/** A diagram (lib/diagrams): an accessible SVG (role="img", <title>, <desc>) drawn at build time from the page's ```mermaid block. */
export function Diagram({ svg }: { svg: string }) {
  return <figure className="diagram" dangerouslySetInnerHTML={{ __html: svg }} />;
}
