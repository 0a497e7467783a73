// Unit and component tests (next/jest: SWC, path aliases, CSS mocks): no child processes, seconds.
// jest.integration.config.js runs the tests that start processes or read the real content (__tests__/integration/ and
// `*.integration.test.ts` next to the unit tests of the same module), jest.e2e.config.js the browser tests.
const fs = require("node:fs");
const path = require("node:path");
const nextJest = require("next/jest");

const createJestConfig = nextJest({ dir: __dirname });

/** ESM-only packages (unified, remark, micromark…) must be transformed for jest's CommonJS runtime. */
function esmPackages() {
  const root = path.join(__dirname, "node_modules");
  const names = fs.readdirSync(root).flatMap((name) => (name.startsWith("@") ? fs.readdirSync(path.join(root, name)).map((sub) => `${name}/${sub}`) : [name]));
  return names.filter((name) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(root, name, "package.json"), "utf8")).type === "module";
    } catch {
      return false;
    }
  });
}

// Tests run in a vm context, where reading a global is guarded by an interceptor, many times slower in a hot loop
// (jestjs/jest#5163, nodejs/node#31658; docs/testing.md); the search tests score and build vectors in such loops.
// Jest passes these to each module as parameters instead. Only built-ins no test replaces: a global that fake
// timers or a test swap (Date, setTimeout, performance, fetch…) must stay a lookup.
const sandboxInjectedGlobals = [
  "Math",
  "Number",
  "String",
  "Array",
  "Object",
  "JSON",
  "Map",
  "Set",
  "Symbol",
  "Reflect",
  "ArrayBuffer",
  "DataView",
  "Float32Array",
  "Float64Array",
  "Int8Array",
  "Int16Array",
  "Int32Array",
  "Uint8Array",
  "Uint16Array",
  "Uint32Array",
  "Uint8ClampedArray",
];

const config = {
  testEnvironment: "node",
  // Jest's default is one worker fewer than the cores, so one worker on a 2-core CI machine while the main
  // process idles: a worker per core runs the unit tests in 85 s instead of 125 s, the integration tests in 23 s instead of 48 s.
  maxWorkers: "100%",
  sandboxInjectedGlobals,
  setupFilesAfterEnv: ["<rootDir>/__tests__/setup.ts"],
  globalSetup: "<rootDir>/__tests__/global-setup.js",
  // Modules compiled once per worker, not once per test file (the file says how).
  runtime: "<rootDir>/__tests__/script-runtime.js",
  globalTeardown: "<rootDir>/__tests__/global-teardown.js",
  testMatch: ["<rootDir>/__tests__/**/*.test.ts?(x)"],
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/__tests__/e2e/", "<rootDir>/__tests__/integration/", "\\.integration\\.test\\.tsx?$"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // @analytics/core has no browser condition in its exports map: without this jest loads its server build (no offline queue).
    "^@analytics/core$": "<rootDir>/node_modules/@analytics/core/dist/client/core.js",
    // The plugins' main entries are their server builds too; the browser builds are what Next bundles.
    "^@analytics/(google-tag-manager|segment|customerio)$": "<rootDir>/node_modules/@analytics/$1/lib/analytics-plugin-$1.browser.cjs.js",
    // MDX's compiler (lib/mdx/index.ts) reaches estree-walker, whose exports map has an `import` entry only.
    "^estree-walker$": "<rootDir>/node_modules/estree-walker/src/index.js",
  },
};

/** The config for a set of tests: `overrides` replace keys of the unit config (the integration config uses it). */
const configFor =
  (overrides = {}) =>
  async () => {
    const resolved = await createJestConfig({ ...config, ...overrides })();
    const escaped = esmPackages().map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"));
    resolved.transformIgnorePatterns = [`/node_modules/(?!(${escaped.join("|")})/)`];
    return resolved;
  };

module.exports = configFor();
module.exports.configFor = configFor;
module.exports.sandboxInjectedGlobals = sandboxInjectedGlobals;
module.exports.runtime = config.runtime;
