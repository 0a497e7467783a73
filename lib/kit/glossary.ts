/** The glossary (`content/glossary.yaml`): terms the `<Term>` tooltip and the `/glossary/` page show. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { contentRoot } from "../content/root";
import { displayName, parseYamlData } from "../content/yaml-data";

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

const glossarySchema = z.array(z.object({ term: z.string().min(1), definition: z.string(), aliases: z.array(z.string()).default([]) }));

/** Parses glossary.yaml text: a list of `{ term, definition, aliases? }`; throws a ContentError naming the line of a malformed entry. */
export function parseGlossary(text: string, fileName = "content/glossary.yaml"): GlossaryTerm[] {
  return parseYamlData(text, glossarySchema, fileName)
    .map((entry) => ({ term: entry.term, slug: slugOfTerm(entry.term), definition: entry.definition.trim(), aliases: entry.aliases }))
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
  if (!terms) cache.set(key, (terms = parseGlossary(text, displayName(file))));
  return terms;
}

/** The glossary entry a `<Term>` names: by its `id` (slug), or by its text (term or alias, any case). */
export function findTerm(terms: GlossaryTerm[], name: string): GlossaryTerm | undefined {
  const wanted = name.trim().toLowerCase();
  const slug = slugOfTerm(name);
  return terms.find((t) => t.slug === slug || t.term.toLowerCase() === wanted || t.aliases.some((a) => a.toLowerCase() === wanted));
}
