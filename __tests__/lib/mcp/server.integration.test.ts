/**
 * The docs MCP server (npx launchbay-docs-mcp) driven over stdio by the SDK's own client, against files made
 * from the fixture site by the same code as the build (the route handlers of /llms.txt and /page-index.json;
 * postbuild's search index, Markdown copies, search texts and group files), once, into a temp dir.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

// Drawing images and starting the server take seconds on a loaded 2-core machine.
jest.setTimeout(120_000);

const root = path.join(__dirname, "../../..");
const bin = path.join(root, "bin/launchbay-docs-mcp.cjs");
let out: string;
let cache: string;
let generated: string;

type TextResult = { content: { type: string; text: string }[]; isError?: boolean };
const textOf = (result: unknown) => (result as TextResult).content.map((c) => c.text).join("\n");

async function writeFixtureOut(dir: string, generated: string) {
  // The routes read what the build's content step generated: run it on the fixture site, into a folder of its own.
  const step = spawnSync(process.execPath, [require.resolve("tsx/cli"), "scripts/check-content.ts"], {
    cwd: root,
    env: { ...process.env, CONTENT_ROOT: process.env.CONTENT_ROOT, LAUNCHBAY_GENERATED_DIR: generated },
    encoding: "utf8",
  });
  if (step.status !== 0) throw new Error(`the content step failed:\n${step.stderr}`);
  process.env.LAUNCHBAY_GENERATED_DIR = generated;
  process.env.LAUNCHBAY_CONTENT = "generated";
  const write = (file: string, data: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), data);
  };
  const route = async (name: string) => (await import(`@/app/${name}/route`)) as { GET: () => Response };
  for (const name of ["llms.txt", "page-index.json"]) write(name, await (await route(name)).GET().text());
  const { getPackedIndex, getPageTexts, getSplitIndex } = await import("@/lib/search/server");
  // The whole index and the split index the site's search loads (postbuild writes them the same way).
  const { corePath, indexPath, shardDir } = (await import("@/lib/site")).search;
  write(indexPath, JSON.stringify(getPackedIndex()));
  const split = getSplitIndex();
  write(corePath, JSON.stringify(split.core));
  for (const [name, file] of split.files) write(`${shardDir}${name}`, JSON.stringify(file));
  const { markdownPath } = await import("@/lib/markdown");
  const { getContentIndex, getMarkdownCopies } = await import("@/lib/content");
  const { writeAgentFiles } = await import("@/lib/agents/write");
  for (const [key, page] of getPageTexts()) write(`search-text/${key}.json`, JSON.stringify(page));
  for (const [pagePath, text] of Object.entries(getMarkdownCopies())) write(markdownPath(pagePath), text);
  writeAgentFiles(getContentIndex(), dir);
}

async function connect(args: string[]): Promise<Client> {
  const client = new Client({ name: "launchbay-docs-test", version: "1.0.0" });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [bin, ...args], cwd: os.tmpdir(), stderr: "pipe" }));
  return client;
}

/** The site's own search over the same files, in this process: what the tool must agree with. */
async function siteSearch(query: string): Promise<string[]> {
  const { LocalSearch } = await import("@/lib/search/local");
  const local = new LocalSearch({ fetcher: async (url) => new Response(fs.readFileSync(path.join(out, url))), maxPages: 10, maxPerPage: 2 });
  return (await local.search(query)).slice(0, 8).map((hit) => `https://docs.launchbay.com${hit.url}`);
}

const urlsOf = (text: string) => [...text.matchAll(/^ {3}(https?:\/\/\S+)$/gm)].map((m) => m[1] as string);

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-out-"));
  cache = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-cache-"));
  generated = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-generated-"));
  process.env.CONTENT_ROOT = path.join(root, "__tests__/fixtures/site");
  process.env.LAUNCHBAY_CACHE_DIR = cache;
  await writeFixtureOut(out, generated);
}, 60_000);

afterAll(() => {
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(cache, { recursive: true, force: true });
  fs.rmSync(generated, { recursive: true, force: true });
  delete process.env.LAUNCHBAY_GENERATED_DIR;
  delete process.env.LAUNCHBAY_CONTENT;
});

describe("launchbay-docs-mcp --out DIR", () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(["--out", out]);
  }, 60_000);
  afterAll(() => client?.close());

  it("offers search_docs, get_page and list_pages", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(["get_page", "list_pages", "search_docs"]);
    const search = tools.find((t) => t.name === "search_docs");
    expect(search?.inputSchema.required).toEqual(["query"]);
    expect(tools.every((t) => t.annotations?.readOnlyHint === true)).toBe(true);
  });

  it("search_docs ranks exactly as the site's search does, with snippets", async () => {
    for (const query of ["custom domain", "env vars", "function limits", "deploy"]) {
      const text = textOf(await client.callTool({ name: "search_docs", arguments: { query } }));
      expect(urlsOf(text)).toEqual(await siteSearch(query));
    }
    const text = textOf(await client.callTool({ name: "search_docs", arguments: { query: "custom domain", limit: 3 } }));
    expect(urlsOf(text)).toHaveLength(Math.min(3, (await siteSearch("custom domain")).length));
    expect(urlsOf(text)[0]).toMatch(/^https:\/\/docs\.launchbay\.com\/domains\/get-started-with-domains\//);
    expect(text.split("\n")[2]).toMatch(/\S/); // a snippet line under the first hit
  });

  it("search_docs says so when nothing matches", async () => {
    const result = await client.callTool({ name: "search_docs", arguments: { query: "zzqxv" } });
    expect(textOf(result)).toBe('No results for "zzqxv". Try other words, or list_pages to browse.');
  });

  it("get_page returns the page's .md twin for a path, a URL with an anchor or the .md URL", async () => {
    const expected = fs.readFileSync(path.join(out, "functions/api.md"), "utf8");
    for (const input of ["/functions/api/", "functions/api", "https://docs.launchbay.com/functions/api/#limits", "https://docs.launchbay.com/functions/api.md"]) {
      const result = (await client.callTool({ name: "get_page", arguments: { path: input } })) as TextResult;
      expect(result.isError).toBeFalsy();
      expect(textOf(result)).toBe(expected);
    }
  });

  it("get_page reports an unknown page as an error, and never reads outside the folder", async () => {
    for (const input of ["/no/such/page/", "/../../etc/passwd", "%2e%2e/%2e%2e/etc/hostname"]) {
      const result = (await client.callTool({ name: "get_page", arguments: { path: input } })) as TextResult;
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain("No docs page at");
    }
  });

  it("list_pages lists every indexable page by sidebar group, or one group", async () => {
    const all = textOf(await client.callTool({ name: "list_pages", arguments: {} }));
    expect(all).toContain("## Welcome (3 pages)");
    expect(all).toContain("## Platform primitives (2 pages)");
    expect(all).toContain("- Functions API — /functions/api/: ");
    expect(all).not.toContain("Sidebar groups");
    const one = textOf(await client.callTool({ name: "list_pages", arguments: { group: "platform primitives" } }));
    expect(one.startsWith("## Platform primitives (2 pages)")).toBe(true);
    expect(one).not.toContain("## Welcome");
    const unknown = (await client.callTool({ name: "list_pages", arguments: { group: "Nope" } })) as TextResult;
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain("Groups: Welcome, Platform primitives");
  });
});

describe("launchbay-docs-mcp --site URL", () => {
  let server: http.Server;
  let origin: string;
  let client: Client;
  const requested: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
      requested.push(pathname);
      const file = path.join(out, pathname);
      if (!file.startsWith(out) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
        res.writeHead(404).end("Not found");
        return;
      }
      res.writeHead(200).end(fs.readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    client = await connect(["--site", origin]);
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("reads the deployed files over HTTP: search, pages and groups, with links on that origin", async () => {
    const text = textOf(await client.callTool({ name: "search_docs", arguments: { query: "custom domain" } }));
    expect(urlsOf(text)).toEqual((await siteSearch("custom domain")).map((u) => u.replace("https://docs.launchbay.com", origin)));
    expect(requested).toContain("/search-index.json");
    const page = textOf(await client.callTool({ name: "get_page", arguments: { path: "/guides/deploy/" } }));
    expect(page).toBe(fs.readFileSync(path.join(out, "guides/deploy.md"), "utf8"));
    expect(requested).toContain("/guides/deploy.md");
    expect(textOf(await client.callTool({ name: "list_pages", arguments: { group: "Welcome" } }))).toContain("- Deploy a site — /guides/deploy/");
  });
});

describe("launchbay-docs-mcp command line", () => {
  it.each([
    [["--out", "/nonexistent-dir"], "is not a built Launchbay Docs out/ folder"],
    [["--out", "x", "--site", "https://docs.launchbay.com"], "--out and --site exclude each other"],
    [["--verbose"], "unknown option --verbose"],
    [["--site"], "--site needs a value"],
  ])("%j is refused with a message", async (args, message) => {
    const { sourceFromArgs } = await import("@/lib/mcp/args");
    expect(() => sourceFromArgs(args)).toThrow(message);
  });

  it("reads the project's out/ without arguments, else --out DIR or --site URL", async () => {
    const { sourceFromArgs } = await import("@/lib/mcp/args");
    const project = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-project-"));
    try {
      fs.symlinkSync(out, path.join(project, "out"));
      expect(sourceFromArgs([], project).label).toBe(`out/ at ${path.join(project, "out")}`);
      expect(sourceFromArgs([`--out=${out}`], project).label).toBe(`out/ at ${out}`);
      const site = sourceFromArgs(["--site", "https://docs.launchbay.com/some/page/"], project);
      expect([site.label, site.origin]).toEqual(["https://docs.launchbay.com", "https://docs.launchbay.com"]);
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
    }
  });

  it("exits 1 with the message on stderr and nothing on stdout (the protocol channel)", () => {
    const run = spawnSync(process.execPath, [bin, "--out", "/nonexistent-dir"], { encoding: "utf8", input: "", timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("is not a built Launchbay Docs out/ folder");
    expect(run.stdout).toBe("");
  });
});
