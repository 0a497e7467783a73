import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "out/**", "node_modules/**", "next-env.d.ts", "coverage/**", "bench-results/**"]),
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["log", "warn", "error", "info"] }],
    },
  },
  {
    files: ["*.js", "__tests__/e2e/*.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
