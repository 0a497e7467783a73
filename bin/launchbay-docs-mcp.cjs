#!/usr/bin/env node
// `npx launchbay-docs-mcp`: the docs MCP server (lib/mcp/). The TypeScript sources run through tsx's
// require hook, so the bin needs no build step and works from any working directory.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS bin: plain node runs it */
require("tsx/cjs/api").register();
require("../lib/mcp/cli.ts");
