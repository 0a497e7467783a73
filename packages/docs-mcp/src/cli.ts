/**
 * Command line of `npx -y @launchbay/docs-mcp` (the package's bin, dist/cli.cjs, bundled from here by
 * build.mjs): picks the source and serves MCP over stdio. stdout carries only protocol messages; everything
 * else goes to stderr.
 *
 *   launchbay-docs-mcp                       the production docs site
 *   launchbay-docs-mcp --site URL            another deployed build (a preview, a local `npm start`)
 *   launchbay-docs-mcp --out DIR             a built out/ folder
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
