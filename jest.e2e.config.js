// Browser tests: a real Chromium (playwright-core, /usr/bin/chromium) against out/ served by `npm start`'s server.
// Three workers on two cores (jest's default is one fewer than the cores): a browser test waits on pages, throttled
// CPUs, timers and the network for part of its time (docs/testing.md has the measurements).
const os = require("node:os");
const nextJest = require("next/jest");
const { sandboxInjectedGlobals, runtime } = require("./jest.config");

module.exports = nextJest({ dir: __dirname })({
  testEnvironment: "node",
  sandboxInjectedGlobals,
  runtime,
  // (Not "150%": jest reads a percentage over 100 as a plain number, 150 workers.)
  maxWorkers: Math.max(2, Math.round(os.availableParallelism() * 1.5)),
  testMatch: ["<rootDir>/__tests__/e2e/**/*.e2e.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  globalSetup: "<rootDir>/__tests__/e2e/global-setup.js",
  globalTeardown: "<rootDir>/__tests__/e2e/global-teardown.js",
  testTimeout: 60000,
});
