/**
 * Runs a page's compiled MDX (lib/mdx/index.ts `compileMdx`, done by the content step) on the server with the site's
 * MDX components, as next-mdx-remote's `compileMDX` runs what it compiles. The code comes from `.generated/`,
 * written by this project's own content step, never from a request.
 */
import type { ComponentType, ReactElement } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { getMDXComponents } from "@/components/mdx";

type MdxModule = { default: ComponentType<{ components: ReturnType<typeof getMDXComponents> }> };

/** The JSX runtime the compiled code calls (compiled for production, lib/mdx/index.ts). */
const runtime = { Fragment, jsx, jsxs };

/** The React element of a compiled page. */
export function runMdx(code: string): ReactElement {
  const run = new Function("opts", code) as (options: typeof runtime) => MdxModule;
  const { default: Content } = run(runtime);
  return <Content components={getMDXComponents()} />;
}
