// Browser tests: a real Chromium (playwright-core, /usr/bin/chromium) against out/ served by `npm start`'s server.
// One worker per core (jest's default is one fewer: a single worker on a 2-core machine): a browser test waits on
// pages, timers and the network for much of its time, so two files at once overlap those waits.
const nextJest = require("next/jest");
const { sandboxInjectedGlobals } = require("./jest.config");

module.exports = nextJest({ dir: __dirname })({
  testEnvironment: "node",
  sandboxInjectedGlobals,
  maxWorkers: "100%",
  testMatch: ["<rootDir>/__tests__/e2e/**/*.e2e.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  globalSetup: "<rootDir>/__tests__/e2e/global-setup.js",
  globalTeardown: "<rootDir>/__tests__/e2e/global-teardown.js",
  testTimeout: 60000,
});
