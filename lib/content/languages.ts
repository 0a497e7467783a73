import { ownValue } from "./own";

/** The fence language of a diagram (drawn by lib/diagrams, never highlighted); here, a module that imports nothing but ./own, so the page analysis reads it without the renderer in its code key. */
export const DIAGRAM_LANG = "mermaid";

/**
 * Code-block languages editors may use, mapped to the Shiki grammar that highlights them.
 * An explicit list keeps the build fast (Shiki loads only these) and turns typos into build errors.
 */
export const CODE_LANGUAGES: Readonly<Record<string, string>> = {
  bash: "shellscript",
  shell: "shellscript",
  sh: "shellscript",
  toml: "toml",
  ts: "typescript",
  tsx: "tsx",
  js: "javascript",
  jsx: "jsx",
  json: "json",
  jsonc: "jsonc",
  yaml: "yaml",
  yml: "yaml",
  html: "html",
  css: "css",
  graphql: "graphql",
  http: "http",
  diff: "diff",
  text: "text",
  ini: "ini",
  dotenv: "dotenv",
  md: "markdown",
  mdx: "mdx",
  vue: "vue",
  svelte: "svelte",
  astro: "astro",
  python: "python",
  go: "go",
  hcl: "hcl",
  sql: "sql",
  xml: "xml",
  [DIAGRAM_LANG]: "text",
};

/** The Shiki grammars to load ("text" needs none). */
export const SHIKI_LANGS = [...new Set(Object.values(CODE_LANGUAGES))].filter((lang) => lang !== "text");

/** The Shiki grammar of a fence's language ("text" for none); unknown languages fail the content checks first. */
export function grammarFor(lang: string | null | undefined): string {
  return ownValue(CODE_LANGUAGES, lang) ?? "text";
}
