/**
 * Every article rendered to HTML once, in the content step (issue #29, point 4): each page's compiled MDX is run with
 * the site's MDX components (lib/mdx/run.tsx) and rendered to static markup (lib/routes/static-html.ts), the kit's
 * data-bound components given the step's own data (components/mdx/data.ts). The routes insert the string: no route
 * runs MDX, and the components of the article are not in their module graph. Each article is reused between builds
 * (and edits under `npm run dev`) while its compiled code, the kit's data and the rendering code are the same.
 */
import path from "node:path";
import { renderingWith } from "@/components/mdx/data";
import { restartIds } from "@/components/mdx/ids";
import { codeKey, hashOf, reuse } from "../reuse";
import type { LimitsFile } from "./reference-data";
import type { GlossaryTerm } from "../kit/glossary";
import { runMdx } from "../mdx/run";
import { renderStaticHtml } from "../routes/static-html";
import type { GeneratedData } from "./generated";
import type { ContentIndex } from "./types";

/**
 * The last run's articles by compiled code, while the shared part of their key is the same: the watcher's next run
 * (scripts/dev.ts) takes each unchanged article from here, with neither a hash of its code nor a read of the store
 * (~0.09 s of each edit over 345 pages). Each run keeps only what it used.
 */
let kept = { shared: "", html: new Map<string, string>() };

/** The HTML of each compiled page by page path, and a problem line (file and reason) for each page that could not be rendered. */
export function renderArticles(index: ContentIndex, compiled: Map<string, string>, data: GeneratedData): { html: Map<string, string>; problems: string[] } {
  const html = new Map<string, string>();
  const problems: string[] = [];
  const kit = { index, glossary: data.glossary as GlossaryTerm[], limits: (data.limits as LimitsFile | null) ?? undefined };
  const shared = hashOf(JSON.stringify([kit.glossary, kit.limits ?? null, index.usage]), codeKey(path.join(process.cwd(), "lib/content/render.ts")));
  const last = kept.shared === shared ? kept.html : new Map<string, string>();
  const used = new Map<string, string>();
  renderingWith(kit, () => {
    for (const [pagePath, code] of compiled) {
      try {
        const article =
          last.get(code) ??
          reuse("article", hashOf(code, shared), () => {
            restartIds(); // the page's ids from 1, whatever was rendered before it
            return renderStaticHtml(runMdx(code));
          });
        html.set(pagePath, article);
        used.set(code, article);
      } catch (error) {
        problems.push(`content/${index.pages.get(pagePath)?.record.relativePath ?? pagePath}: the page could not be rendered: ${(error as Error).message.split("\n")[0]}`);
      }
    }
  });
  kept = { shared, html: used };
  return { html, problems };
}
