/**
 * Runs a page's compiled MDX (lib/mdx/index.ts `compileMdx`) with the site's MDX components, as next-mdx-remote's
 * `compileMDX` runs what it compiles: in the content step, which renders each article to HTML once
 * (lib/content/render.ts). The code is what this project's own compiler just made, never from a request.
 */
import type { ComponentType, ReactElement } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { getMDXComponents } from "@/components/mdx";

/** The JSX runtime the compiled code calls (compiled for production, lib/mdx/index.ts). */
const runtime = { Fragment, jsx, jsxs };

/** The React element of a compiled page. */
export function runMdx(code: string): ReactElement {
  const run = new Function("opts", code) as (options: typeof runtime) => { default: ComponentType<{ components: ReturnType<typeof getMDXComponents> }> };
  const { default: Content } = run(runtime);
  return <Content components={getMDXComponents()} />;
}
