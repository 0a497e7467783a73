/**
 * Server HTML the client tree does not walk (issue #17, "hydrate less"). A server component's host elements
 * still travel in the page's flight data and React reconciles each of them against the DOM at hydration (and
 * on every client navigation): the article body and the sidebar were ~600 elements on a doc page. Rendered here
 * to one HTML string and passed as `dangerouslySetInnerHTML`, they are one element to React and one string in
 * the flight data. Only for static markup: no client components, no hooks, no event handlers inside
 * (interactive parts stay islands that work on the DOM: copy buttons, TOC spy, intent prefetch).
 */
import { createRequire } from "node:module";
import path from "node:path";
import type { ReactNode } from "react";
import type * as ReactDomServer from "react-dom/server";

/**
 * React DOM's server renderer, loaded by Node at run time from the project's node_modules: inside the RSC
 * bundle `react-dom/server` resolves to a stub that throws (the react-server condition), and the elements a
 * server component makes are plain React elements any renderer can turn into HTML. The module name is
 * assembled so that the bundler leaves the require to Node.
 */
let renderer: typeof ReactDomServer | undefined;

/** Static server markup (see the module comment) as an HTML string. */
export function renderStaticHtml(node: ReactNode): string {
  if (!renderer) {
    const load = createRequire(path.join(process.cwd(), "package.json"));
    renderer = load(["react-dom", "server"].join("/")) as typeof ReactDomServer;
  }
  return renderer.renderToStaticMarkup(node);
}

/** Props that put static markup into a host element: `<div {...staticHtml(node)} />`. */
export function staticHtml(node: ReactNode): { dangerouslySetInnerHTML: { __html: string } } {
  return { dangerouslySetInnerHTML: { __html: renderStaticHtml(node) } };
}
