/**
 * The data the kit's data-bound components render with (`<Limit>`, `<Term>`, `<Glossary>`, `<UsedIn>`). The content
 * step renders every article while it has that data in hand, before it writes `.generated/` (lib/content/render.ts:
 * `renderingWith`); anything else rendering a component (a test) gets what the content step wrote, through
 * lib/content/pages.ts.
 */
import { getContentIndex, getGlossaryTerms, getLimits } from "@/lib/content/pages";
import type { GlossaryTerm } from "@/lib/kit/glossary";
import type { LimitsFile } from "@/lib/content/reference-data";
import type { ContentIndex } from "@/lib/content/types";

export interface KitData {
  index: ContentIndex;
  glossary: GlossaryTerm[];
  limits: LimitsFile | undefined;
}

let current: KitData | undefined;

/** The content index (the reference's usage map), the glossary and the limits the kit renders with. */
export const kitIndex = (): ContentIndex => current?.index ?? getContentIndex();
export const kitGlossary = (): GlossaryTerm[] => current?.glossary ?? getGlossaryTerms();
export const kitLimits = (): LimitsFile | undefined => (current ? current.limits : getLimits());

/** Runs a synchronous render (renderToStaticMarkup) with `data` as the kit's data. */
export function renderingWith<T>(data: KitData, render: () => T): T {
  const previous = current;
  current = data;
  try {
    return render();
  } finally {
    current = previous;
  }
}
