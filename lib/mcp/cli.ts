/**
 * Command line of `npx launchbay-docs-mcp` (bin/launchbay-docs-mcp.cjs): picks the source and serves MCP
 * over stdio. stdout carries only protocol messages; everything else goes to stderr.
 *
 *   launchbay-docs-mcp                       the project's own out/ (npm run build first)
 *   launchbay-docs-mcp --out DIR             another built out/ folder
 *   launchbay-docs-mcp --site https://docs.launchbay.com   the deployed site
 */
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { sourceFromArgs, USAGE } from "./args";
import { createDocsServer } from "./server";

async function main() {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    process.stderr.write(`${USAGE}\n`);
    return;
  }
  const source = sourceFromArgs(args);
  await createDocsServer(source).connect(new StdioServerTransport());
  process.stderr.write(`launchbay-docs-mcp: serving ${source.label} over stdio\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`launchbay-docs-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
