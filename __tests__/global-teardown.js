const fs = require("node:fs");

module.exports = () => {
  if (process.env.JEST_RUN_DIR) fs.rmSync(process.env.JEST_RUN_DIR, { recursive: true, force: true });
};
