"use client";

import { useMemo, useState } from "react";
import { parse, type ParseOptions } from "sugar-high/core";
import * as javascript from "sugar-high/lang/javascript";
import * as json from "sugar-high/lang/json";
import * as shell from "sugar-high/lang/shell";
import * as toml from "sugar-high/lang/toml";
import * as typescript from "sugar-high/lang/typescript";
import * as yaml from "sugar-high/lang/yaml";
import { CopyButton } from "../page-behavior.client";

// The language modules' declared types disagree with core's ParseOptions on a callback's arity (sugar-high
// 2.4); at run time they are exactly the configs its own `sugar-high/lang` table passes to parse().
const js = javascript as unknown as ParseOptions;
const ts = typescript as unknown as ParseOptions;
/** As sugar-high's `nonJavaScript()` (presets/configs.js): no JSX, regex or template literals. */
const other = (config: unknown): ParseOptions => ({ ...(config as ParseOptions), jsx: false, regex: false, templateStrings: false });

/** Grammars for the fence languages the docs use most (lib/content/languages.ts); others get the JavaScript one's generic tokens. */
const GRAMMARS: Record<string, ParseOptions> = {
  js,
  javascript: js,
  jsx: js,
  mjs: js,
  ts,
  typescript: ts,
  tsx: ts,
  json: other(json),
  jsonc: other(json),
  sh: other(shell),
  bash: other(shell),
  shell: other(shell),
  console: other(shell),
  zsh: other(shell),
  toml: other(toml),
  yaml: other(yaml),
  yml: other(yaml),
};

/** Languages shown as plain text: highlighting prose or HTML as code only adds noise. */
const PLAIN = new Set(["", "text", "txt", "plaintext", "html", "xml", "md", "markdown", "diff", "ini", "env", "dotenv"]);

/** Highlighted lines: each token a span whose class names its kind (colours in ask.css); text stays React text. */
function tokens(code: string, lang: string) {
  const key = lang.toLowerCase();
  if (PLAIN.has(key)) return null;
  return parse(code, GRAMMARS[key] ?? js).lines.map((line) => line.tokens.map((t) => ({ kind: t.type, value: t.value })));
}

/**
 * A fenced code block in an Ask answer: highlighted on the client (sugar-high, a few KB: the build's Shiki
 * output isn't available for text composed at run time), in the site's `.code-block` frame with the site's
 * copy button.
 */
export function AnswerCode({ code, lang }: { code: string; lang: string }) {
  // The copy button reads the rendered <pre> (as on the docs pages): it appears once that is mounted.
  const [pre, setPre] = useState<HTMLPreElement | null>(null);
  const lines = useMemo(() => tokens(code, lang), [code, lang]);
  return (
    <div className="code-block ask-code">
      <pre ref={setPre} data-language={lang || undefined}>
        <code>
          {lines
            ? lines.map((line, i) => (
                <span key={i} className="ask-line">
                  {line.map((t, j) =>
                    t.kind === "space" || t.kind === "break" ? (
                      t.value
                    ) : (
                      <span key={j} className={`sh-${t.kind}`}>
                        {t.value}
                      </span>
                    ),
                  )}
                  {i < lines.length - 1 ? "\n" : null}
                </span>
              ))
            : code}
        </code>
      </pre>
      {pre ? <CopyButton pre={pre} /> : null}
    </div>
  );
}
