/**
 * The discovery file of the docs MCP server (packages/docs-mcp): an MCP Server Card (SEP-2127, the shape of
 * the MCP registry's server.json) at `/.well-known/mcp/server-card.json`, where agents look for a site's MCP
 * server. The server runs on the reader's machine (stdio, from npm), so the card names the npm package and the
 * arguments that point it at this site, not a remote endpoint. `/llms.txt` links it. Written by postbuild.
 */
import manifest from "../../packages/docs-mcp/package.json";
import { site } from "../site";

export const SERVER_CARD_PATH = "/.well-known/mcp/server-card.json";

/** The command line an editor runs to start the server for this site. */
export const MCP_COMMAND = `npx -y ${manifest.name} --site ${site.origin}`;

/** The card's JSON text. */
export function renderServerCard(): string {
  const card = {
    $schema: "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json",
    name: `${site.host.split(".").reverse().join(".")}/docs-mcp`,
    title: site.name,
    description: manifest.description,
    version: manifest.version,
    websiteUrl: manifest.homepage,
    packages: [
      {
        registryType: "npm",
        identifier: manifest.name,
        version: manifest.version,
        runtimeHint: "npx",
        transport: { type: "stdio" },
        packageArguments: [{ type: "named", name: "--site", value: site.origin }],
      },
    ],
  };
  return `${JSON.stringify(card, null, 2)}\n`;
}
