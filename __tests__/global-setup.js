// A directory of this jest run only (JEST_RUN_DIR): what several test files of one run build alike, built once
// (__tests__/helpers/fixture-site.ts). The workers start after this and inherit the variable.
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");

module.exports = () => {
  process.env.JEST_RUN_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "jest-run-"));
};
