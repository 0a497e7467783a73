/**
 * The docs MCP server (packages/docs-mcp, `npx -y @launchbay/docs-mcp`) as published: bundled by its build,
 * packed with `npm pack`, installed from the tarball into an empty folder and started with npx; and the same
 * bundle driven over stdio by the SDK's own client, against files made from the fixture site by the same code
 * as the build (the route handlers of /llms.txt and /page-index.json; postbuild's search index and its split,
 * semantic data, Markdown copies, search texts, group files and server card), once, into a temp dir.
 * search_docs must list what the search dialog lists (lib/search/local.ts as the dialog calls it), in order.
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

const root = path.join(__dirname, "../..");
const pkg = path.join(root, "packages/docs-mcp");
const bin = path.join(pkg, "dist/cli.cjs");
let out: string;
let generated: string;

type TextResult = { content: { type: string; text: string }[]; isError?: boolean };
const textOf = (result: unknown) => (result as TextResult).content.map((c) => c.text).join("\n");

async function writeFixtureOut(dir: string, generated: string) {
  // The routes read what the build's content step generated: run it on the fixture site, into a folder of its own.
  const step = spawnSync(process.execPath, ["--import", "tsx", "scripts/check-content.ts"], {
    cwd: root,
    env: { ...process.env, CONTENT_ROOT: process.env.CONTENT_ROOT, LAUNCHBAY_GENERATED_DIR: generated },
    encoding: "utf8",
  });
  if (step.status !== 0) throw new Error(`the content step failed:\n${step.stderr}`);
  process.env.LAUNCHBAY_GENERATED_DIR = generated;
  const write = (file: string, data: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), data);
  };
  const route = async (name: string) => (await import(`@/app/${name}/route`)) as { GET: () => Response };
  for (const name of ["llms.txt", "page-index.json"]) write(name, await (await route(name)).GET().text());
  const { getPackedIndex, getPageTexts, getSemanticData, getSplitIndex } = await import("@/lib/search/server");
  // The whole index and the split index the site's search loads (postbuild writes them the same way), and the semantic data they name.
  const { corePath, indexPath, shardDir } = (await import("@/lib/site")).search;
  const packed = getPackedIndex();
  write(indexPath, JSON.stringify(packed));
  write(packed.semantic as string, await getSemanticData());
  const split = getSplitIndex();
  write(corePath, JSON.stringify(split.core));
  for (const [name, file] of split.files) write(`${shardDir}${name}`, JSON.stringify(file));
  const { markdownPath } = await import("@/lib/agents/markdown-path");
  const { getContentIndex, getMarkdownCopies } = await import("@/lib/content/pages");
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

/**
 * The search dialog over the same files, in this process: the split index, its default pages and sections, once
 * its semantic data has arrived (the dialog loads it when it opens). What the tool must agree with.
 */
async function dialogSearch(query: string, semantic = true): Promise<string[]> {
  const { LocalSearch } = await import("@/lib/search/local");
  const local = new LocalSearch({ fetcher: async (url) => new Response(fs.readFileSync(path.join(out, url))), completeAfter: 0 });
  if (semantic) expect(await local.loadSemantic()).toBeDefined();
  return (await local.search(query)).map((hit) => `https://docs.launchbay.com${hit.url}`);
}

/** out/ served over HTTP on 127.0.0.1, as a deployed site (each requested path recorded). */
async function serveOut(): Promise<{ origin: string; requested: string[]; close: () => Promise<unknown> }> {
  const requested: string[] = [];
  const server = http.createServer((req, res) => {
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
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requested, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Page paths by sidebar group, from the site's llms.txt (the tools' own parser). */
async function readListedGroups(): Promise<Map<string, string[]>> {
  const { parseLlmsTxt } = await import("@/packages/docs-mcp/src/tools");
  return new Map(parseLlmsTxt(fs.readFileSync(path.join(out, "llms.txt"), "utf8"), "https://docs.launchbay.com").map((g) => [g.group, g.pages.map((p) => p.path)]));
}

/** Queries in readers' words (and the keyword queries above), where the semantic signal may change the order. */
const QUERIES_BY_MEANING = ["how do I point my own web address at the site", "my serverless code needs secret keys", "make the site live", "what are the function limits", "custom domain", "env vars"];

const urlsOf = (text: string) => [...text.matchAll(/^ {3}(https?:\/\/\S+)$/gm)].map((m) => m[1] as string);

const savedReuse = process.env.LAUNCHBAY_REUSE_DIR;
beforeAll(async () => {
  // The package's build: one bundled file (the bin), what `npm pack` ships.
  const build = spawnSync(process.execPath, [path.join(pkg, "build.mjs")], { encoding: "utf8" });
  if (build.status !== 0) throw new Error(`the package build failed:\n${build.stderr}`);
  out = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-out-"));
  generated = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-generated-"));
  process.env.CONTENT_ROOT = path.join(root, "__tests__/fixtures/site");
  // The model's piece vectors are embedded once and kept where the build keeps them (seconds, not a minute, after the first run).
  process.env.LAUNCHBAY_REUSE_DIR = savedReuse ?? path.join(root, ".generated/reuse");
  await writeFixtureOut(out, generated);
}, 300_000);

afterAll(() => {
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(generated, { recursive: true, force: true });
  delete process.env.LAUNCHBAY_GENERATED_DIR;
  if (savedReuse === undefined) delete process.env.LAUNCHBAY_REUSE_DIR;
  else process.env.LAUNCHBAY_REUSE_DIR = savedReuse;
});

describe("launchbay-docs-mcp --out DIR", () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(["--out", out]);
  }, 60_000);
  afterAll(() => client?.close());

  it("offers search_docs (with an optional group), get_page and list_pages", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(["get_page", "list_pages", "search_docs"]);
    const search = tools.find((t) => t.name === "search_docs");
    expect(search?.inputSchema.required).toEqual(["query"]);
    expect(Object.keys(search?.inputSchema.properties ?? {}).sort()).toEqual(["group", "limit", "query"]);
    expect(tools.every((t) => t.annotations?.readOnlyHint === true)).toBe(true);
  });

  it("search_docs lists what the search dialog lists, in its order, with snippets", async () => {
    for (const query of ["custom domain", "env vars", "function limits", "deploy", "how do I point my own web address at the site"]) {
      const dialog = await dialogSearch(query);
      expect(dialog.length).toBeGreaterThan(0);
      const text = textOf(await client.callTool({ name: "search_docs", arguments: { query } }));
      expect(urlsOf(text)).toEqual(dialog.slice(0, 8));
      // More than the default: the dialog's list, continued.
      const more = urlsOf(textOf(await client.callTool({ name: "search_docs", arguments: { query, limit: 20 } })));
      expect(more.slice(0, dialog.length)).toEqual(dialog.slice(0, 20));
    }
    const text = textOf(await client.callTool({ name: "search_docs", arguments: { query: "custom domain", limit: 3 } }));
    expect(urlsOf(text)).toEqual((await dialogSearch("custom domain")).slice(0, 3));
    expect(urlsOf(text)[0]).toMatch(/^https:\/\/docs\.launchbay\.com\/domains\/get-started-with-domains\//);
    expect(text.split("\n")[2]).toMatch(/\S/); // a snippet line under the first hit
  });

  it("search_docs ranks by meaning as the dialog does, not by keywords alone", async () => {
    // Some queries of the comparison above that the semantic signal reorders: the tool follows the hybrid order.
    const reordered = [];
    for (const query of QUERIES_BY_MEANING) {
      const [hybrid, lexical] = [await dialogSearch(query), await dialogSearch(query, false)];
      const tool = urlsOf(textOf(await client.callTool({ name: "search_docs", arguments: { query, limit: 20 } })));
      expect(tool.slice(0, hybrid.length)).toEqual(hybrid.slice(0, 20));
      if (JSON.stringify(hybrid) !== JSON.stringify(lexical)) reordered.push(query);
    }
    expect(reordered.length).toBeGreaterThan(0);
  });

  it("search_docs narrows to a sidebar group: the dialog's list, on that group's pages only", async () => {
    const groupPages = (await readListedGroups()).get("Platform primitives") as string[];
    for (const query of ["deploy", "limits", "custom domain"]) {
      const dialog = (await dialogSearch(query)).filter((url) => groupPages.some((page) => url.startsWith(`https://docs.launchbay.com${page}`)));
      const text = textOf(await client.callTool({ name: "search_docs", arguments: { query, group: "platform PRIMITIVES", limit: 20 } }));
      const urls = urlsOf(text);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.slice(0, dialog.length)).toEqual(dialog);
      expect(urls.every((url) => groupPages.some((page) => url.startsWith(`https://docs.launchbay.com${page}`)))).toBe(true);
    }
    const unknown = (await client.callTool({ name: "search_docs", arguments: { query: "deploy", group: "Nope" } })) as TextResult;
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain('Error: No sidebar group "Nope". Groups: Welcome, Platform primitives');
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
  let site: Awaited<ReturnType<typeof serveOut>>;
  let client: Client;
  beforeAll(async () => {
    site = await serveOut();
    client = await connect(["--site", site.origin]);
  }, 60_000);
  afterAll(async () => {
    await client?.close();
    await site?.close();
  });

  it("reads the deployed files over HTTP: index, semantic data, pages and groups, with links on that origin", async () => {
    const text = textOf(await client.callTool({ name: "search_docs", arguments: { query: "custom domain" } }));
    expect(urlsOf(text)).toEqual((await dialogSearch("custom domain")).slice(0, 8).map((u) => u.replace("https://docs.launchbay.com", site.origin)));
    expect(site.requested).toContain("/search-index.json");
    expect(site.requested.filter((p) => p.startsWith("/search-semantic/semantic-"))).toHaveLength(1);
    const page = textOf(await client.callTool({ name: "get_page", arguments: { path: "/guides/deploy/" } }));
    expect(page).toBe(fs.readFileSync(path.join(out, "guides/deploy.md"), "utf8"));
    expect(site.requested).toContain("/guides/deploy.md");
    expect(textOf(await client.callTool({ name: "list_pages", arguments: { group: "Welcome" } }))).toContain("- Deploy a site — /guides/deploy/");
  });

  it("publishes its discovery file, linked from llms.txt: the npm package and the arguments for this site", () => {
    const card = JSON.parse(fs.readFileSync(path.join(out, ".well-known/mcp/server-card.json"), "utf8"));
    const manifest = JSON.parse(fs.readFileSync(path.join(pkg, "package.json"), "utf8"));
    expect(card.packages).toEqual([
      {
        registryType: "npm",
        identifier: manifest.name,
        version: manifest.version,
        runtimeHint: "npx",
        transport: { type: "stdio" },
        packageArguments: [{ type: "named", name: "--site", value: "https://docs.launchbay.com" }],
      },
    ]);
    expect(card.version).toBe(manifest.version);
    expect(fs.readFileSync(path.join(out, "llms.txt"), "utf8")).toContain(
      "`npx -y @launchbay/docs-mcp --site https://docs.launchbay.com` ([MCP server card](https://docs.launchbay.com/.well-known/mcp/server-card.json))",
    );
  });
});

describe("the published package: npm pack, installed from the tarball into an empty folder, started with npx -y", () => {
  let folder: string;
  let site: Awaited<ReturnType<typeof serveOut>>;
  // npm's own settings from the jest run (npm test sets npm_config_*) stay out: a clean folder and a cache of its own, offline.
  const env = (): Record<string, string> => {
    const clean = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => !/^npm_/i.test(e[0]) && e[1] !== undefined));
    return { ...clean, npm_config_cache: path.join(folder, ".npm-cache"), npm_config_offline: "true", npm_config_update_notifier: "false", npm_config_audit: "false", npm_config_fund: "false" };
  };
  const npm = (args: string[], cwd: string) => {
    const run = spawnSync("npm", args, { cwd, env: env() as NodeJS.ProcessEnv, encoding: "utf8", timeout: 120_000 });
    if (run.status !== 0) throw new Error(`npm ${args.join(" ")} failed:\n${run.stderr}`);
    return run.stdout;
  };

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-npx-"));
    site = await serveOut();
  });
  afterAll(async () => {
    await site?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("packs the bundled bin, its README and package.json, with no dependencies to install", () => {
    const [packed] = JSON.parse(npm(["pack", "--json", "--pack-destination", folder], pkg)) as { filename: string; files: { path: string }[] }[];
    expect(packed?.files.map((f) => f.path).sort()).toEqual(["README.md", "dist/cli.cjs", "package.json"]);
    const manifest = JSON.parse(fs.readFileSync(path.join(pkg, "package.json"), "utf8"));
    expect(manifest.dependencies).toBeUndefined();
    expect(Object.values(manifest.bin)).toEqual(["dist/cli.cjs"]);
    const app = path.join(folder, "app");
    fs.mkdirSync(app);
    fs.writeFileSync(path.join(app, "package.json"), JSON.stringify({ name: "some-project", private: true }));
    npm(["install", path.join(folder, packed!.filename)], app);
    expect(fs.existsSync(path.join(app, "node_modules/@launchbay/docs-mcp/dist/cli.cjs"))).toBe(true);
  });

  it("npx -y @launchbay/docs-mcp --site URL lists its tools over stdio and searches that site like the dialog", async () => {
    const client = new Client({ name: "launchbay-docs-test", version: "1.0.0" });
    const transport = new StdioClientTransport({ command: "npx", args: ["-y", "@launchbay/docs-mcp", "--site", site.origin], cwd: path.join(folder, "app"), env: env(), stderr: "pipe" });
    await client.connect(transport);
    try {
      expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual(["get_page", "list_pages", "search_docs"]);
      expect(client.getServerVersion()).toMatchObject({ name: "launchbay-docs", version: JSON.parse(fs.readFileSync(path.join(pkg, "package.json"), "utf8")).version });
      const text = textOf(await client.callTool({ name: "search_docs", arguments: { query: "env vars" } }));
      expect(urlsOf(text)).toEqual((await dialogSearch("env vars")).slice(0, 8).map((u) => u.replace("https://docs.launchbay.com", site.origin)));
    } finally {
      await client.close();
    }
  });
});

describe("launchbay-docs-mcp command line", () => {
  it.each([
    [["--out", "/nonexistent-dir"], "is not a built Launchbay Docs out/ folder"],
    [["--out", "x", "--site", "https://docs.launchbay.com"], "--out and --site exclude each other"],
    [["--verbose"], "unknown option --verbose"],
    [["--site"], "--site needs a value"],
    [["--site", "docs.launchbay.com"], "--site docs.launchbay.com: not a URL (e.g. https://docs.launchbay.com)"],
    [["--site", "file:///etc/"], "--site file:///etc/: only http(s) sites can be read"],
  ])("%j is refused with a message", async (args, message) => {
    const { sourceFromArgs } = await import("@/packages/docs-mcp/src/args");
    expect(() => sourceFromArgs(args)).toThrow(message);
  });

  it("reads the production site without arguments, else --site URL (its origin) or --out DIR", async () => {
    const { sourceFromArgs } = await import("@/packages/docs-mcp/src/args");
    expect([sourceFromArgs([]).label, sourceFromArgs([]).origin]).toEqual(["https://docs.launchbay.com", "https://docs.launchbay.com"]);
    const preview = sourceFromArgs(["--site", "https://preview.example.com/some/page/"]);
    expect([preview.label, preview.origin]).toEqual(["https://preview.example.com", "https://preview.example.com"]);
    expect(sourceFromArgs([`--out=${out}`]).label).toBe(`out/ at ${out}`);
  });

  it("exits 1 with the message on stderr and nothing on stdout (the protocol channel)", () => {
    const run = spawnSync(process.execPath, [bin, "--out", "/nonexistent-dir"], { encoding: "utf8", input: "", timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("is not a built Launchbay Docs out/ folder");
    expect(run.stdout).toBe("");
  });
});
