/**
 * The content's YAML data files (banner, changelog, glossary, home page, sidebar, reference data) are read one way:
 * parsed, then validated with a zod schema. Every problem names the file and a line: a syntax error its own, a schema
 * violation the line of the value it is about (the parent's, for a missing field).
 */
import fs from "node:fs";
import path from "node:path";
import { CORE_SCHEMA, load as loadYaml } from "js-yaml";
import { LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { ContentError, orElse } from "./error";

/** How a file is named in problems by default: its path from the working directory. */
export const displayName = (file: string) => path.relative(process.cwd(), file) || file;

/**
 * Parses YAML text and validates it with `schema`; throws a ContentError with one `name:line: …` line per problem.
 * A valid file takes the fast parser only; a file with a problem is parsed again with `yaml`, whose nodes know their lines.
 */
export function parseYamlData<T>(text: string, schema: z.ZodType<T>, name: string): T {
  // js-yaml (YAML 1.2 core schema, as `yaml` parses it) is about 4× faster than `yaml`; undefined when it fails.
  const quick = orElse(() => loadYaml(text, { schema: CORE_SCHEMA }), undefined);
  if (quick !== undefined) {
    const result = schema.safeParse(quick);
    if (result.success) return result.data;
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length) throw new ContentError(doc.errors.map((e) => `${name}:${lines.linePos(e.pos[0]).line}: YAML error: ${e.message.split("\n")[0]}`));
  const result = schema.safeParse(doc.toJS());
  if (result.success) return result.data;
  // The line of the deepest node of the path that is in the file.
  const lineOf = (keys: PropertyKey[]) => {
    for (let depth = keys.length; depth >= 0; depth--) {
      const node = depth === 0 ? doc.contents : doc.getIn(keys.slice(0, depth), true);
      const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
      if (range) return lines.linePos(range[0]).line;
    }
    return 1;
  };
  throw new ContentError(result.error.issues.map((issue) => `${name}:${lineOf(issue.path)}: ${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}`));
}

/** Reads a YAML file and validates it with `schema` (see parseYamlData); a missing file is a problem too. */
export function readYamlData<T>(file: string, schema: z.ZodType<T>, name = displayName(file)): T {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new ContentError([`${name}: missing`]);
    throw error;
  }
  return parseYamlData(text, schema, name);
}
