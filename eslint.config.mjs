import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * Where code runs (docs/architecture.md › How it works): browser code is `*.client.tsx` and the hooks it uses
 * (`lib/hooks/`); build and server code is `lib/content/`, `lib/reuse.ts`, `lib/mdx/`, `lib/next-export/`,
 * `lib/search/server.ts`, `lib/agents/markdown.ts`, `lib/report/` and `scripts/`. Browser code may not import
 * Node's modules or build code (it would end up in a chunk, or fail there); only `*.client.tsx` files say
 * "use client", and hooks live in `lib/hooks/`.
 */
const BROWSER_FILES = ["**/*.client.tsx", "lib/hooks/**/*.ts"];
const BUILD_MODULES = ["lib/content", "lib/reuse", "lib/next-export", "lib/mdx", "lib/search/server", "lib/agents/markdown", "lib/report", "scripts"];
const NODE_MODULES = ["fs", "path", "child_process", "worker_threads", "crypto", "os", "http", "https", "net", "zlib", "gray-matter", "shiki", "js-yaml"];

const runtimes = {
  rules: {
    "use-client-file-name": {
      meta: { type: "problem", messages: { name: '"use client" belongs in a *.client.tsx file: rename {{file}} (hooks need no directive; they live in lib/hooks/)' } },
      create(context) {
        return {
          Program(node) {
            const first = node.body[0];
            const directive = first?.type === "ExpressionStatement" && first.directive === "use client";
            const file = context.filename.replace(/\\/g, "/");
            if (directive && !/\.client\.tsx$/.test(file)) {
              context.report({ node: first, messageId: "name", data: { file: file.split("/").pop() } });
            }
          },
        };
      },
    },
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    "out/**",
    "__tests__/fixtures/next-export/{.next,out,golden}/**",
    "__tests__/fixtures/next-generate-work/**",
    "node_modules/**",
    "next-env.d.ts",
    "coverage/**",
    "bench-results/**",
    ".generated/**",
    "reports/**",
    "packages/*/dist/**",
    "tools/*/{.next,out,node_modules,content}/**",
  ]),
  {
    plugins: { runtimes },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["log", "warn", "error", "info"] }],
      "runtimes/use-client-file-name": "error",
      // Page links are plain <a>: one delegated handler routes them client-side (lib/hooks/use-client-navigation.ts,
      // docs/navigation.md), without a next/link component (and client reference) per link.
      "@next/next/no-html-link-for-pages": "off",
    },
  },
  {
    files: BROWSER_FILES,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^node:", message: "Browser code cannot use Node's modules." },
            { group: NODE_MODULES, message: "Browser code cannot use Node's modules or build-time libraries." },
            {
              regex: `^(@/|(\\.\\./)+|\\./)(${BUILD_MODULES.join("|")})(/|$)|^(\\.\\./)+(${BUILD_MODULES.map((m) => m.replace(/^lib\//, "")).join("|")})(/|$)`,
              message: "Build and server code cannot end up in a browser chunk: pass the data down as props or fetch it.",
            },
          ],
        },
      ],
    },
  },
  {
    // The fixture sites Next builds in tests (lib/next-export/'s golden export, the build's generate mode) are JSX (no
    // TypeScript setup of their own).
    files: ["__tests__/fixtures/next-{export,generate}/app/**"],
    rules: { "runtimes/use-client-file-name": "off" },
  },
  {
    // The browser tests' harness registers jest hooks when it is loaded: a script that imported it failed outside jest
    // (`npm run bench:search` did). scripts/chromium.ts is the launcher they share.
    files: ["scripts/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: "__tests__/e2e/", message: "Test harness modules run under jest only: use scripts/chromium.ts." }] }] },
  },
  {
    files: ["*.js", "__tests__/*.js", "__tests__/e2e/*.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
