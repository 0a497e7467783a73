// Integration tests: the build's pieces as processes (content step, server, crawl, bench, lint rules, fonts).
const { configFor } = require("./jest.config");

module.exports = configFor({
  testMatch: ["<rootDir>/__tests__/integration/**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/"],
  testTimeout: 120000,
});
