// Browser tests: a real Chromium (playwright-core, /usr/bin/chromium) against out/ served by `npm start`'s server.
const nextJest = require("next/jest");

module.exports = nextJest({ dir: __dirname })({
  testEnvironment: "node",
  testMatch: ["<rootDir>/__tests__/e2e/**/*.e2e.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  globalSetup: "<rootDir>/__tests__/e2e/global-setup.js",
  globalTeardown: "<rootDir>/__tests__/e2e/global-teardown.js",
  testTimeout: 60000,
});
