/**
 * The CLI content check (issue #19): every `launchbay …` invocation on a page — in code blocks and in
 * inline code — must name a command of content/cli.yaml and only flags that command (or every command)
 * takes; `launchbay api OPERATION` must name an operationId of content/api/openapi.yaml. A problem names
 * the file and line.
 */
import type { Code, InlineCode, Root } from "mdast";
import { visit } from "unist-util-visit";
import { operationsOf } from "./reference-openapi";
import type { CliFile, OpenApiDocument } from "./reference-data";

/** One invocation found in a page: the words after `launchbay`, and the 1-based line in the MDX body. */
export interface Invocation {
  /** Which CLI: `launchbay`, or the visual editor's (`npx @launchbay/visual-editor`). */
  cli: "main" | "editor";
  words: string[];
  line: number;
  text: string;
}

/** Languages whose `#` starts a comment (the text after it is no invocation). */
const HASH_COMMENTS = new Set(["bash", "sh", "shell", "zsh", "toml", "yaml", "yml", "dotenv", "ini", "python", "text", "hcl"]);
const SLASH_COMMENTS = new Set(["ts", "tsx", "js", "jsx", "mjs", "cjs", "jsonc", "go", "vue", "svelte", "astro"]);

/** Splits a command line into words like a shell: quotes group, `\` escapes. Stops at an unquoted `stop` character. */
export function shellWords(input: string, stop = ""): { words: string[]; rest: string } {
  const words: string[] = [];
  let word = "";
  let started = false;
  let quote: string | null = null;
  for (let i = 0; i < input.length; i++) {
    const c = input[i] as string;
    if (quote) {
      if (c === quote) quote = null;
      else word += c;
      continue;
    }
    if (stop.includes(c) || (c === "&" && input[i + 1] === "&") || c === ";" || c === "|" || c === ")" || c === "`") {
      if (started) words.push(word);
      return { words, rest: input.slice(i) };
    }
    if (c === "'" || c === '"') {
      quote = c;
      started = true;
    } else if (c === "\\" && i + 1 < input.length) {
      word += input[++i];
      started = true;
    } else if (/\s/.test(c)) {
      if (started) words.push(word);
      word = "";
      started = false;
    } else {
      word += c;
      started = true;
    }
  }
  if (started) words.push(word);
  return { words, rest: "" };
}

function stripComment(line: string, lang: string): string {
  if (HASH_COMMENTS.has(lang)) return line.replace(/(^|\s)#.*$/, "$1");
  if (SLASH_COMMENTS.has(lang)) return line.replace(/(^|\s)\/\/.*$/, "$1");
  return line;
}

/** `launchbay` as a command word: not part of `@launchbay/cli`, `launchbay.toml`, `/launchbay` (Slack) or `[launchbay skip]`. */
const INVOCATION = /(^|[^\w@/.\-[])launchbay[ \t]+(?=[a-z])/g;
/** The visual editor's CLI: `npx @launchbay/visual-editor dev`, or its binary `launchbay-ve`. */
const EDITOR_INVOCATION = /(^|[^\w@/.\-[])(?:npx[ \t]+(?:-y[ \t]+)?@launchbay\/visual-editor|launchbay-ve)[ \t]+(?=[a-z-])/g;

/** The invocations in one line of text (a code line or an inline code span). */
export function invocationsIn(text: string, line: number, lang = "bash"): Invocation[] {
  const found: Invocation[] = [];
  const source = stripComment(text, lang);
  const matches: { m: RegExpExecArray; cli: Invocation["cli"] }[] = [
    ...[...source.matchAll(INVOCATION)].map((m) => ({ m, cli: "main" as const })),
    ...[...source.matchAll(EDITOR_INVOCATION)].map((m) => ({ m, cli: "editor" as const })),
  ];
  for (const { m: match, cli } of matches) {
    const start = (match.index ?? 0) + (match[1] ?? "").length;
    const command = match[0].slice((match[1] ?? "").length).trim();
    const before = source[start - 1];
    // Inside a quoted string ("deploy": "launchbay deploy --prod"), the closing quote ends the command.
    const stop = before === '"' || before === "'" ? before : "";
    // In program code `launchbay` is often a name (`import launchbay from …`): only a string or `npx` runs the CLI.
    if (cli === "main" && SLASH_COMMENTS.has(lang) && !stop && before !== "`" && !/npx\s+$/.test(source.slice(0, start))) continue;
    const { words } = shellWords(source.slice(start + command.length), stop);
    if (words.length) found.push({ cli, words, line, text: `${command} ${words.join(" ")}`.trim() });
  }
  return found;
}

/** Every invocation of a page's tree: code block lines (with `\` continuations joined) and inline code. */
export function findInvocations(tree: Root): Invocation[] {
  const found: Invocation[] = [];
  visit(tree, (node) => {
    if (node.type === "code") {
      const block = node as Code;
      const first = (block.position?.start.line ?? 0) + 1;
      const lines = block.value.split("\n");
      for (let i = 0; i < lines.length; i++) {
        let text = lines[i] as string;
        const line = first + i;
        while (/\\$/.test(text) && i + 1 < lines.length) text = `${text.slice(0, -1)} ${lines[++i] as string}`;
        found.push(...invocationsIn(text, block.position ? line : 0, block.lang ?? "text"));
      }
    } else if (node.type === "inlineCode" && !(node.data as { onThisPage?: boolean } | undefined)?.onThisPage) {
      found.push(...invocationsIn((node as InlineCode).value, node.position?.start.line ?? 0, "text"));
    }
  });
  return found;
}

const HTTP_METHOD = /^(GET|PUT|POST|PATCH|DELETE|HEAD|OPTIONS)$/;
/** `KEY`, `PROJECT_ID`: a placeholder a reader replaces. */
const PLACEHOLDER = /^[A-Z][A-Z0-9_]*$/;

/** What is wrong with a flag's value (a number flag given a word, a choice outside its values), or null. */
function flagValueProblem(flag: CliFile["commands"][number]["flags"][number], value: string | undefined): string | null {
  if (value === undefined || value.startsWith("-")) return `needs a value (${flag.value ?? flag.type})`;
  if (PLACEHOLDER.test(value) || /^\$|^<.*>$|\$\{?\w/.test(value)) return null;
  if (flag.type === "number" && !/^\d+(\.\d+)?$/.test(value)) return `takes a number, not "${value}"`;
  if (flag.values && !flag.values.includes(value)) return `takes one of ${flag.values.join(", ")}, not "${value}"`;
  return null;
}

/** What is wrong with one invocation, or null. */
export function checkInvocation(invocation: Invocation, cli: CliFile, api?: OpenApiDocument, file = "content/cli.yaml"): string | null {
  const [name = "", ...rest] = invocation.words;
  const bin = cli.binary;
  const command = cli.commands.find((c) => c.name === name);
  if (!command) {
    const near = cli.commands.filter((c) => c.name.split(":")[0] === name.split(":")[0]).map((c) => c.name);
    return `unknown command "${bin} ${name}"${near.length ? ` (did you mean ${near.slice(0, 4).join(", ")}?)` : ""}; commands are listed in ${file}`;
  }
  const flags = [...command.flags, ...cli.globalFlags];
  const takesValue = new Set(flags.filter((f) => f.type !== "boolean").map((f) => `--${f.name}`));
  const positionals: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i] as string;
    if (word === "--") break;
    if (word.startsWith("--")) {
      const flagName = (word.slice(2).split("=")[0] ?? "").replace(/\[$/, "");
      const flag = flags.find((f) => f.name === flagName);
      if (!flag) {
        return `"${bin} ${name}" has no flag --${flagName} (flags: ${command.flags.map((f) => `--${f.name}`).join(", ") || "none"}; see ${file})`;
      }
      // `--inspect[=PORT]`: the value is optional and only given with `=`.
      const optional = flag.value?.startsWith("[") === true;
      if (takesValue.has(`--${flagName}`) && (!optional || word.includes("="))) {
        const value = word.includes("=") ? word.slice(word.indexOf("=") + 1) : rest[++i];
        const problem = flagValueProblem(flag, value);
        if (problem) return `"${bin} ${name}" --${flagName}: ${problem} (see ${file})`;
      }
    } else if (/^-[a-zA-Z]$/.test(word)) {
      const flag = flags.find((f) => f.short === word.slice(1));
      if (!flag) return `"${bin} ${name}" has no flag ${word}`;
      if (flag.type !== "boolean") {
        const problem = flagValueProblem(flag, rest[++i]);
        if (problem) return `"${bin} ${name}" ${word}: ${problem} (see ${file})`;
      }
    } else positionals.push(word);
  }
  // `env:import` sets every context, production included: a local file imported so ships local values to production.
  if (name === "env:import" && positionals.some((file) => /(^|\/)(\.dev\.vars|\.env\.(local|development|dev))$/.test(file))) {
    return `"${bin} env:import ${positionals.join(" ")}" imports local development values into every context, production included (env:import sets all contexts); keep them in .env for launchbay dev, or use env:set --context dev`;
  }
  if (name === "api" && api) {
    const operation = positionals[0];
    // A bare `launchbay api` names the command in prose.
    if (operation === undefined) return null;
    if (HTTP_METHOD.test(operation) || operation.startsWith("/")) {
      return `"launchbay api" takes an operation name and --data JSON, not a method and path (write launchbay api OPERATION --data '{…}'; operations are in content/api/openapi.yaml)`;
    }
    if (!PLACEHOLDER.test(operation) && !operationsOf(api).byId.has(operation)) return `"launchbay api ${operation}": no such operation in content/api/openapi.yaml`;
  }
  return null;
}

/** The problems of one page: `content/x.mdx:12: …`. */
export function checkCliInvocations(tree: Root, where: (line: number) => string, cli: CliFile, api?: OpenApiDocument, editor?: CliFile): string[] {
  const problems: string[] = [];
  for (const invocation of findInvocations(tree)) {
    if (invocation.cli === "editor" && !editor) continue;
    const problem = invocation.cli === "editor" && editor ? checkInvocation(invocation, editor, undefined, "content/visual-editor-cli.yaml") : checkInvocation(invocation, cli, api);
    if (problem) problems.push(`${where(invocation.line)}: ${problem} — in \`${invocation.text.slice(0, 80)}\``);
  }
  return problems;
}
