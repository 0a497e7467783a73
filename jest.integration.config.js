// Integration tests: the build's pieces as processes (content step, server, crawl, bench, lint rules, fonts), and the
// tests of a module that start a process or read the real content (`*.integration.test.ts`, next to its unit tests).
const { configFor } = require("./jest.config");

module.exports = configFor({
  testMatch: ["<rootDir>/__tests__/integration/**/*.test.ts", "<rootDir>/__tests__/**/*.integration.test.ts?(x)"],
  testPathIgnorePatterns: ["/node_modules/", "<rootDir>/__tests__/e2e/"],
  testTimeout: 120000,
});
