import type { RankedSection } from "../search/engine";
import type { AskSource } from "./types";

/** What retrieval needs of the local index (LocalSearch fits; tests pass an in-memory one). */
export interface SectionSource {
  /** Ranked sections; `waitForSemantic`: rank with the semantic signal once it has loaded (hybrid retrieval, as search). */
  sections(query: string, limit?: number, waitForSemantic?: boolean): Promise<RankedSection[]>;
  pageTexts(pagePath: string): Promise<Map<string, string>>;
}

/** The best-matching sections for a question, with their texts (pages fetched once each, in parallel). */
export async function retrieve(index: SectionSource, question: string, limit = 8): Promise<AskSource[]> {
  const ranked = (await index.sections(question, 40, true)).slice(0, limit);
  const paths = [...new Set(ranked.map((s) => s.path))];
  const texts = new Map(await Promise.all(paths.map(async (p) => [p, await index.pageTexts(p).catch(() => new Map<string, string>())] as const)));
  return ranked.map((s) => ({
    id: s.id,
    url: s.anchor ? `${s.path}#${s.anchor}` : s.path,
    pageTitle: s.pageTitle,
    headings: s.headings,
    text: texts.get(s.path)?.get(s.anchor) ?? "",
    score: s.score,
  }));
}
