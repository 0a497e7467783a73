/**
 * Consistency checks: wording that contradicted FACTS.md or the rest of the docs once (issue #19) and must
 * not come back. Each rule looks at one line of a page's source (text and code blocks alike) and fails
 * with the file, the line and the reason. TypeScript and JavaScript blocks must parse as files: a fragment without
 * its enclosing call cannot be pasted.
 */
import type { Code } from "mdast";
import { createRequire } from "node:module";
import type ts from "typescript";
import { visit } from "unist-util-visit";
import type { PageEntry } from "./types";
import { codeKey, hashOf, reuse } from "../reuse";

/** Reserved example names (RFC 2606, RFC 6761): `example.com/.net/.org`, `*.example`, `*.test`, `*.invalid`, `*.localhost`. */
const RESERVED = /(?:^|\.)(?:example\.(?:com|net|org)|[a-z0-9-]+\.(?:example|test|invalid|localhost))$/;

/**
 * Real domains the docs may name: Launchbay's own, and services a reader configures or reads about (Git
 * hosts, content sources, asset libraries, log and analytics vendors, registries, standards). A name is
 * allowed with every subdomain (`acme.bynder.com`: a tenant placeholder on a real service).
 */
export const ALLOWED_DOMAINS = [
  // Launchbay
  "launchbay.com", "launchbay.app", "lbdns.net",
  // Git hosts and registries
  "github.com", "gitlab.com", "bitbucket.org", "git-lfs.com", "npmjs.com", "npmjs.org", "unpkg.com",
  // content sources, asset libraries and data services
  "sanity.io", "sanity.studio", "contentful.com", "hygraph.com", "contentstack.com", "shopify.com", "myshopify.com", "cloudinary.com",
  "bynder.com", "aprimo.com", "supabase.co", "psdb.cloud",
  // identity, messaging, payments, AI
  "auth0.com", "slack.com", "postmarkapp.com", "stripe.com", "openai.com",
  // logs, monitoring, analytics, experimentation
  "datadoghq.com", "datadoghq.eu", "sentry.io", "plausible.io", "googletagmanager.com", "google.com", "optimizely.com",
  // standards, references and tools
  "letsencrypt.org", "toml.io", "developer.mozilla.org", "modelcontextprotocol.io", "llmstxt.org", "dnschecker.org", "gtld-servers.net", "amazonaws.com",
];

const TLDS = "com|net|org|io|dev|app|co|ai|shop|store|site|xyz|biz|us|uk|eu|me|tech|cloud|de|fr|nl|es|it|ca|au|jp|se|ch|at|be|online|blog|studio|design";
/** A host name on a common top-level domain, not a property access (`console.info(`, `data.page.title`). */
const HOST = new RegExp(`(?<![\\w.%-])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:${TLDS}))(?![\\w-]|\\(|\\.[a-z])`, "gi");

/** Code that reads like a host name: localized field paths (`title.de`). */
const NOT_HOSTS = new Set(["title.de", "name.de"]);

/** Whether a host is reserved for examples or an allowed real domain. */
export function isAllowedHost(host: string): boolean {
  const name = host.toLowerCase();
  return RESERVED.test(name) || NOT_HOSTS.has(name) || ALLOWED_DOMAINS.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

/** A sentence of a line (for rules that must read a claim whole: who may do what, on which plan). */
const SENTENCE = /[^.!?]+(?:[.!?]+|$)/g;
const sentenceOf = (line: string, index: number): string => [...line.matchAll(SENTENCE)].find((m) => index >= m.index && index < m.index + m[0].length)?.[0] ?? line;

/** The roles Business and Enterprise add (FACTS.md, Roles › Availability). */
const BUSINESS_ROLES = /\b(?:Publishers?|Content Editors?)\b/;

/** The rules: each a pattern to find on a line, and why it is wrong (with the fix). */
const RULES: { pattern: RegExp; reason: (match: RegExpExecArray) => string | undefined }[] = [
  {
    // The Markdown twin of /functions/api/ is /functions/api.md (FACTS.md, Agents); /index.md is the home page's only.
    pattern: /(?:https?:\/\/docs\.launchbay\.com|(?<![\w./-]))((?:\/[a-z0-9-]+)+)\/(?:index)?\.md\b/g,
    reason: (m) => `"${m[0]}": a page's Markdown copy is at its URL without the trailing slash + .md ("${m[1]}.md"); only the home page's is /index.md (FACTS.md)`,
  },
  {
    // Usage is visible to Owners, Developers and Billing Admins (FACTS.md, Roles): a sentence limiting it to fewer contradicts the roles matrix.
    pattern: /\bonly\s+(?:the\s+)?(?:team\s+)?(?:Owners?|Billing Admins?)\b/gi,
    reason: (m) => {
      const sentence = sentenceOf(m.input, m.index);
      if (!/\busage\b|\b(?:view|see|open)\b[^.]*\bbilling\b/i.test(sentence) || /\bDevelopers?\b/.test(sentence)) return undefined;
      return `"${sentence.trim()}": Developers see usage too (Owners, Developers and Billing Admins; FACTS.md, Roles) — name all three or link the roles matrix`;
    },
  },
  {
    // Publisher and Content Editor exist on Business and Enterprise only (FACTS.md, Roles › Availability).
    pattern: new RegExp(BUSINESS_ROLES.source, "g"),
    reason: (m) => {
      const sentence = sentenceOf(m.input, m.index);
      // One problem per sentence: only its first role name is read.
      if (m.input.indexOf(sentence) + (BUSINESS_ROLES.exec(sentence)?.index ?? 0) !== m.index) return undefined;
      const lower = /\b(?:on|in|with|for)\s+(?:the\s+)?(?:Free|Pro)(?:\s+plans?)?\b(?!\s+(?:and|or)\s+(?:above|higher|later))|\b(?:every|all)\s+plans\b/.exec(sentence);
      const invite = /\b(?:invite|assign|give)\b[^.]*\brole\b/i.test(sentence);
      if (/\b(?:Business|Enterprise)\b/.test(sentence)) return undefined;
      if (lower) return `"${sentence.trim()}": the ${m[0].replace(/s$/, "")} role exists on Business and Enterprise only, not "${lower[0]}" (FACTS.md, Roles)`;
      if (invite) return `"${sentence.trim()}": the ${m[0].replace(/s$/, "")} role exists on Business and Enterprise only; say so where you tell readers to give it (FACTS.md, Roles)`;
      return undefined;
    },
  },
  {
    pattern: /\blaunchbay api\s+(GET|POST|PUT|PATCH|DELETE|HEAD)\b/g,
    reason: (m) => `\`launchbay api ${m[1]} …\`: the CLI takes an operation name, not an HTTP verb and path — write \`launchbay api <operation> --data JSON\` (FACTS.md)`,
  },
  {
    pattern: /\bPending approval\b/gi,
    reason: () => `"Pending approval": the deploy state's message is "Awaiting approval" (FACTS.md)`,
  },
  {
    pattern: /(?<![\w-])X-Request-Id\b/gi,
    reason: () => "`X-Request-Id`: Launchbay's request-id header is `X-Launchbay-Request-Id` (FACTS.md)",
  },
  {
    pattern: /\bThis (?:page|guide|article|section) (?:covers|explains|describes|lists|shows|walks)\b/g,
    reason: (m) => `"${m[0]}…": filler; start with what the reader does or gets, not with what the page is about (content/README.md, Style)`,
  },
  {
    pattern: HOST,
    reason: (m) => (isAllowedHost(m[1] as string) ? undefined : `example domain "${m[1]}" is a real, registrable name: use example.com, example.net, example.org or a *.example name`),
  },
];

/** The consistency problems of one text: `file:line: reason`, line numbers from `firstLine`. */
export function consistencyProblems(text: string, file: string, firstLine = 1): string[] {
  const problems: string[] = [];
  text.split("\n").forEach((line, i) => {
    for (const rule of RULES) {
      for (const match of line.matchAll(rule.pattern)) {
        const reason = rule.reason(match as RegExpExecArray);
        if (reason) problems.push(`${file}:${firstLine + i}: ${reason}`);
      }
    }
  });
  return problems;
}

/**
 * TypeScript's parser, loaded on the first block to check: a warm build reuses every page's checks and never needs it
 * (its 9 MB module took ~0.2 s of every build's start, before `next build` could begin).
 */
export const typescript = (): typeof ts => (loadedTypescript ??= createRequire(__filename)("typescript") as typeof ts);
let loadedTypescript: typeof ts | undefined;

const SCRIPT_LANGS = ["ts", "tsx", "js", "jsx"] as const;
const isScriptLang = (lang: string) => (SCRIPT_LANGS as readonly string[]).includes(lang);
export const scriptKind = (lang: string): ts.ScriptKind | undefined =>
  isScriptLang(lang) ? typescript().ScriptKind[lang.toUpperCase() as "TS" | "TSX" | "JS" | "JSX"] : undefined;

/**
 * Why a TypeScript or JavaScript block cannot be pasted as shown: its first syntax error (a bare `models: { … }`
 * or a list of fields outside the call that holds them), or undefined when it parses as a file.
 */
export function scriptProblem(lang: string, code: string): string | undefined {
  if (!isScriptLang(lang)) return undefined;
  // Reused per block: an edit to a page's prose checks its blocks again without loading TypeScript (~0.35 s).
  return reuse("script-problem", hashOf(lang, code, codeKey(__filename)), () => parseProblem(lang, code) ?? null) ?? undefined;
}

function parseProblem(lang: string, code: string): string | undefined {
  const kind = scriptKind(lang);
  const ts = typescript();
  const file = ts.createSourceFile(`block.${lang}`, code, ts.ScriptTarget.Latest, false, kind);
  const [first] = (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  if (!first) return undefined;
  const line = first.start === undefined ? 1 : file.getLineAndCharacterOfPosition(first.start).line + 1;
  return `${lang} block does not parse (line ${line} of the block: ${ts.flattenDiagnosticMessageText(first.messageText, " ")}); show the enclosing call (\`export default defineConfig({ … })\`) or a full minimal file, so a reader can paste it`;
}

/** An SPA catch-all (`/*` → `/index.html`, 200) in launchbay.toml or _redirects form: its offset in the block. */
const SPA_CATCH_ALL = /from\s*=\s*"\/\*"\s*\n\s*to\s*=\s*"\/index\.html"|^\s*\/\*\s+\/index\.html\s+200\b/m;
/** The rule that keeps /api/ out of the catch-all (FACTS.md, request chain): a pass-through to functions, or a proxy to an API. */
const API_PASS_THROUGH = /from\s*=\s*"\/api\/\*"\s*\n\s*to\s*=\s*"(?:\/api\/:splat|https:\/\/[^"]*:splat)"|^\s*\/api\/\*\s+(?:\/api\/:splat|https:\/\/\S*:splat)\s+200\b/m;

/** One code block as the SPA check reads it. */
export interface RuleBlock {
  value: string;
  line: number;
  meta?: string | null;
}

/**
 * The SPA rule with the `/api/*` pass-through (issue #19's fix of the quickstart and Vite pages, checked since issue #27): rules run
 * before functions, so on a page that has functions, an SPA catch-all answers `/api/…` with index.html unless a pass-through comes
 * first. A page that mentions functions or `/api/` and shows a catch-all must show the pass-through, above the catch-all where one
 * block holds both. A block marked `counterexample` is not read.
 */
export function spaRuleProblems(blocks: RuleBlock[], pageText: string, file: string): string[] {
  const problems: string[] = [];
  const read = blocks.filter((b) => !/\bcounterexample\b/.test(b.meta ?? ""));
  const hasFunctions = /\bfunctions?\b|\/api\//i.test(pageText);
  const anyPassThrough = read.some((b) => API_PASS_THROUGH.test(b.value));
  for (const block of read) {
    const spa = SPA_CATCH_ALL.exec(block.value);
    if (!spa || !hasFunctions) continue;
    const pass = API_PASS_THROUGH.exec(block.value);
    const line = block.line + block.value.slice(0, spa.index).split("\n").length;
    if (pass && pass.index > spa.index) problems.push(`${file}:${line}: the SPA catch-all comes before the /api/* pass-through: rules run in order, so /api/… gets index.html; put the pass-through first`);
    else if (!pass && !anyPassThrough)
      problems.push(`${file}:${line}: an SPA catch-all (/* → /index.html 200) on a page with functions: rules run before functions, so add the pass-through /api/* → /api/:splat 200 above it (or mark the block counterexample)`);
  }
  return problems;
}

/** The consistency problems of a page: its lines, its SPA rules, and its TypeScript and JavaScript blocks. */
export function checkConsistency(entry: PageEntry): string[] {
  const file = `content/${entry.record.relativePath}`;
  const problems = consistencyProblems(entry.body, file, entry.bodyLine);
  const blocks: RuleBlock[] = [];
  visit(entry.analysis.tree, "code", (node: Code) => {
    const line = (node.position?.start.line ?? 1) + entry.bodyLine - 1;
    blocks.push({ value: node.value, line, meta: node.meta });
    const problem = node.lang ? scriptProblem(node.lang, node.value) : undefined;
    if (problem) problems.push(`${file}:${line}: ${problem}`);
  });
  problems.push(...spaRuleProblems(blocks, entry.body, file));
  return problems;
}
