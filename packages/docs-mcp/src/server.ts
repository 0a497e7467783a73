/**
 * `@launchbay/docs-mcp`: a Model Context Protocol server (stdio) that gives AI coding tools the Launchbay
 * docs: `search_docs`, `get_page` and `list_pages`, read from the deployed site or a built `out/`.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { site } from "../../../lib/site";
import { version } from "../package.json";
import type { DocsSource } from "./source";
import { DocsTools } from "./tools";

type ToolResult = { content: { type: "text"; text: string }[]; isError?: boolean };
const reply = (text: string, isError = false): ToolResult => ({ content: [{ type: "text", text }], ...(isError ? { isError } : {}) });
/** A tool's handler whose thrown error comes back as an error reply. */
const guarded =
  <Args extends unknown[]>(run: (...args: Args) => Promise<ToolResult>) =>
  async (...args: Args): Promise<ToolResult> => {
    try {
      return await run(...args);
    } catch (error) {
      return reply(`Error: ${error instanceof Error ? error.message : String(error)}`, true);
    }
  };
/** Every tool only reads the docs. */
const READ_ONLY = { readOnlyHint: true, openWorldHint: false };

/** The MCP server over one source; connect it to a transport. */
export function createDocsServer(source: DocsSource): McpServer {
  const tools = new DocsTools(source);
  const server = new McpServer(
    { name: "launchbay-docs", title: site.name, version },
    {
      instructions: `Tools for the ${site.name} (${source.label}). Use search_docs to find pages (optionally within one sidebar group), get_page to read one as Markdown, list_pages to browse by sidebar group.`,
    },
  );

  server.registerTool(
    "search_docs",
    {
      title: "Search the Launchbay docs",
      description:
        "Search the Launchbay docs exactly as the search on the docs site does (keywords and meaning: a question in your own words works; typos and synonyms handled). Returns the best sections with their URL and a snippet; read a page with get_page.",
      inputSchema: {
        query: z.string().min(1).max(200).describe("What to look for, e.g. 'custom domain' or 'my function times out after 10 seconds'"),
        limit: z.number().int().min(1).max(20).optional().describe("Most results (default 8)"),
        group: z.string().min(1).max(100).optional().describe("Only pages of this sidebar group, e.g. 'Platform primitives' (case-insensitive; list_pages names them)"),
      },
      annotations: READ_ONLY,
    },
    guarded(async ({ query, limit, group }) => {
      const results = await tools.search(query, limit ?? 8, group);
      if (results.length === 0) return reply(`No results for "${query}"${group ? ` in ${group}` : ""}. Try other words, or list_pages to browse.`);
      return reply(results.map((r, i) => `${i + 1}. ${[r.pageTitle, ...r.headings].join(" › ")}\n   ${r.url}${r.snippet ? `\n   ${r.snippet}` : ""}`).join("\n\n"));
    }),
  );

  server.registerTool(
    "get_page",
    {
      title: "Read a docs page as Markdown",
      description: "The full Markdown of one Launchbay docs page (its .md version): pass its path ('/functions/api/') or any docs URL, as given by search_docs or list_pages.",
      inputSchema: { path: z.string().min(1).max(500).describe("Page path or URL, e.g. '/domains/get-started-with-domains/'") },
      annotations: READ_ONLY,
    },
    guarded(async ({ path }) => {
      const markdown = await tools.getPage(path);
      return markdown === null ? reply(`No docs page at "${path}". Use search_docs or list_pages to find the right path.`, true) : reply(markdown);
    }),
  );

  server.registerTool(
    "list_pages",
    {
      title: "List docs pages by sidebar group",
      description: "The pages of the Launchbay docs by sidebar group, with path and description. Without a group: every group. With one: only that group's pages.",
      inputSchema: { group: z.string().max(100).optional().describe("A sidebar group, e.g. 'Platform' (case-insensitive)") },
      annotations: READ_ONLY,
    },
    guarded(async ({ group }) => {
      const chosen = group?.trim() ? [await tools.group(group)] : await tools.listGroups();
      return reply(chosen.map((g) => `## ${g.group} (${g.pages.length} pages)\n\n${g.pages.map((p) => `- ${p.title} — ${p.path}: ${p.description}`).join("\n")}`).join("\n\n"));
    }),
  );
  return server;
}
