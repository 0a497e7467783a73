/** The glossary (`content/glossary.yaml`): terms the `<Term>` tooltip and the `/glossary/` page show. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import { contentRoot } from "../content/root";

export interface GlossaryTerm {
  /** The term as the glossary lists it. */
  term: string;
  /** Its anchor on /glossary/. */
  slug: string;
  definition: string;
  /** Other spellings a page may write (plural, short form). */
  aliases: string[];
}

export const slugOfTerm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Parses glossary.yaml text: a list of `{ term, definition, aliases? }`; throws on a malformed entry. */
export function parseGlossary(text: string): GlossaryTerm[] {
  const data = loadYaml(text);
  if (!Array.isArray(data)) throw new Error("glossary.yaml: expected a list of { term, definition }");
  return data
    .map((item: unknown, i) => {
      const entry = item as { term?: unknown; definition?: unknown; aliases?: unknown };
      if (typeof entry?.term !== "string" || typeof entry.definition !== "string") throw new Error(`glossary.yaml: entry ${i + 1} needs a term and a definition`);
      const aliases = Array.isArray(entry.aliases) ? entry.aliases.filter((a): a is string => typeof a === "string") : [];
      return { term: entry.term, slug: slugOfTerm(entry.term), definition: entry.definition.trim(), aliases };
    })
    .sort((a, b) => a.term.localeCompare(b.term));
}

const cache = new Map<string, GlossaryTerm[]>();

/** The glossary of a content tree (content/ or CONTENT_ROOT); empty when the tree has none. */
export function loadGlossary(root = contentRoot()): GlossaryTerm[] {
  const file = path.join(root, "glossary.yaml");
  if (!existsSync(file)) return [];
  const text = readFileSync(file, "utf8");
  const key = `${file}\n${text}`;
  let terms = cache.get(key);
  if (!terms) {
    terms = parseGlossary(text);
    cache.set(key, terms);
  }
  return terms;
}

/** The glossary entry a `<Term>` names: by its `id` (slug), or by its text (term or alias, any case). */
export function findTerm(terms: GlossaryTerm[], name: string): GlossaryTerm | undefined {
  const wanted = name.trim().toLowerCase();
  const slug = slugOfTerm(name);
  return terms.find((t) => t.slug === slug || t.term.toLowerCase() === wanted || t.aliases.some((a) => a.toLowerCase() === wanted));
}
