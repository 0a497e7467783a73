/**
 * Command line of `npx launchbay-docs-mcp` (bin/launchbay-docs-mcp.cjs): picks the source and serves MCP
 * over stdio. stdout carries only protocol messages; everything else goes to stderr.
 *
 *   launchbay-docs-mcp                       the project's own out/ (npm run build first)
 *   launchbay-docs-mcp --out DIR             another built out/ folder
 *   launchbay-docs-mcp --site https://docs.launchbay.com   the deployed site
 */
import path from "node:path";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createDocsServer } from "./server";
import { outDirSource, siteSource, type DocsSource } from "./source";

const USAGE = "usage: launchbay-docs-mcp [--out DIR | --site URL]";

/** The source named by the arguments; the project's out/ (next to this package) by default. */
export function sourceFromArgs(args: string[], projectRoot = path.resolve(__dirname, "../..")): DocsSource {
  const value = (flag: string) => {
    const at = args.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
    if (at < 0) return undefined;
    const arg = args[at] as string;
    const found = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : args[at + 1];
    if (!found) throw new Error(`${flag} needs a value\n${USAGE}`);
    return found;
  };
  const unknown = args.filter((a, i) => a.startsWith("-") && !/^--(out|site)(=|$)/.test(a) && !(i > 0 && /^--(out|site)$/.test(args[i - 1] ?? "")));
  if (unknown.length > 0) throw new Error(`unknown option ${unknown[0]}\n${USAGE}`);
  const out = value("--out");
  const siteUrl = value("--site");
  if (out && siteUrl) throw new Error(`--out and --site exclude each other\n${USAGE}`);
  if (siteUrl) return siteSource(siteUrl);
  return outDirSource(out ? path.resolve(out) : path.join(projectRoot, "out"));
}

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
