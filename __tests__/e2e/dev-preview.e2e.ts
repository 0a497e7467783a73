/**
 * The editors' loop: `npm run dev` on a copy of the fixture content, a page open in the browser. A saved
 * edit shows without a restart (the open page refreshes itself), a new page appears, and each kind of problem
 * the build fails on (an API example against the spec, a broken spec, a diagram, a changelog link, a broken
 * frontmatter) shows its file, line and reason on the page and in the terminal, and the fix clears it.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { SemanticIndex } from "../../lib/search/semantic";
import { launch } from "./browser";
import { freePort } from "../../scripts/free-port";
import { startDevPreview, type DevPreview } from "../../scripts/bench-dev";

describe("npm run dev: the live preview", () => {
  let dev: DevPreview;
  let content = "";
  let base = "";
  let browser: Browser;
  let page: Page;
  const timings: Record<string, number> = {};
  const read = (file: string) => fs.readFileSync(path.join(content, file), "utf8");
  const write = (file: string, change: (text: string) => string) => {
    const target = path.join(content, file);
    fs.writeFileSync(target, change(fs.existsSync(target) ? fs.readFileSync(target, "utf8") : ""));
  };
  /** Waits for the Functions API page's title as the first edit below makes it. */
  const editedTitleShown = () => page.locator("h1", { hasText: "Functions API, edited" }).waitFor({ timeout: 60_000 });
  /**
   * Waits for the problem in the page's list that contains `hasText`, checks its text (file, line, reason), and that
   * the terminal printed it too when `inTerminal` is given.
   */
  const problemShown = async (hasText: string, onPage: RegExp, inTerminal?: RegExp) => {
    const item = page.locator("main li", { hasText }).first();
    await item.waitFor({ timeout: 60_000 });
    expect(await item.textContent()).toMatch(onPage);
    if (inTerminal) expect(dev.output()).toMatch(inTerminal);
  };
  /** Opens the Functions API page and waits for its edited title. */
  const openEditedApi = async () => {
    await page.goto(`${base}/functions/api/`, { timeout: 120_000 });
    await editedTitleShown();
  };

  beforeAll(async () => {
    // What `npm run dev` runs: the content watcher, which starts `next dev` (scripts/bench-dev.ts, also the bench's).
    dev = await startDevPreview(await freePort());
    ({ base, content } = dev);
    browser = await launch();
    page = await browser.newPage();
    const started = Date.now();
    await page.goto(`${base}/functions/api/`, { timeout: 180_000 });
    timings.firstPage = Date.now() - started;
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
    console.log(`dev preview timings (ms): ${JSON.stringify(timings)}`);
  });

  it("shows a saved edit in the open page without a reload", async () => {
    await page.locator("h1").waitFor();
    await page.locator("h2#context").waitFor();
    // The live-preview island polls once hydrated; give it its first answer.
    await page.waitForResponse((r) => r.url().endsWith("/content-version.json"), { timeout: 120_000 });
    const saved = Date.now();
    write("functions/api.mdx", (text) => text.replace(/^title: .*$/m, "title: Functions API, edited"));
    await editedTitleShown();
    timings.editShown = Date.now() - saved;
  }, 120_000);

  it("serves a page created while it runs, with the sidebar following", async () => {
    write("functions/created.mdx", () => "---\ntitle: Created while running\ndescription: A page added under npm run dev.\n---\n\n## First steps\n\nHello.\n");
    write("sidebar.yaml", (text) => text.replace("- /functions/api/", "- /functions/api/\n        - /functions/created/"));
    const saved = Date.now();
    await page.goto(`${base}/functions/created/`, { timeout: 120_000 });
    // A brand-new URL may answer 404 once while Next refreshes its list of static paths; the 404 page then reloads itself.
    await page
      .locator("h1", { hasText: "Created while running" })
      .waitFor({ timeout: 60_000 })
      .catch((error: Error) => {
        throw new Error(`${error.message}\nthe page shows: ${page.url()}\nnpm run dev printed:\n${dev.output().slice(-3000)}`);
      });
    timings.newPageShown = Date.now() - saved;
    await page.goto(`${base}/functions/api/`, { timeout: 120_000 });
    await page.locator("nav a", { hasText: "Created while running" }).first().waitFor({ timeout: 30_000 });
  }, 120_000);

  it("serves the semantic data of search for the content as it is, and a new file once an edit changes a section", async () => {
    const semanticUrl = async () => ((await (await fetch(`${base}/search-core.json`)).json()) as { semantic?: string }).semantic as string;
    // The watcher builds it after the first page has hydrated.
    // Answers other than 503 and 404 (next dev recompiling the route while the watcher rewrites .generated/ under
    // load answered 500 once in CI): allowed twice, each printed with the server's output, never a third time.
    const unexpected: string[] = [];
    const ready = async (url: string) => {
      for (const stop = Date.now() + 150_000; Date.now() < stop; await new Promise((r) => setTimeout(r, 500))) {
        const response = await fetch(`${base}${url}`);
        if (response.ok) return new SemanticIndex(await response.arrayBuffer());
        // 503 while the watcher builds it; a new file name may answer 404 once while Next refreshes its static paths.
        if (response.status === 503 || response.status === 404) continue;
        unexpected.push(`${url}: ${response.status} ${(await response.text()).slice(0, 500)}`);
        console.log(`dev preview: ${unexpected.at(-1)}\nnpm run dev printed:\n${dev.output().slice(-2000)}`);
        expect(unexpected.length).toBeLessThanOrEqual(2);
      }
      throw new Error(`${url} was never served:\n${dev.output().slice(-2000)}`);
    };
    const before = await semanticUrl();
    expect(before).toMatch(/^\/search-semantic\/semantic-[0-9a-f]{16}\.bin$/);
    const sections = (await ready(before)).header.sections;
    expect(sections).toBeGreaterThan(0);
    write("functions/created.mdx", (text) => `${text}\n## Cold starts\n\nA function that has not run for a while starts again on the next request.\n`);
    let after = before;
    for (const stop = Date.now() + 60_000; after === before && Date.now() < stop; await new Promise((r) => setTimeout(r, 300))) after = await semanticUrl();
    expect(after).not.toBe(before);
    expect((await ready(after)).header.sections).toBe(sections + 1);
    // The old version's file is gone from the index and from the route.
    expect((await fetch(`${base}${before}`)).status).toBe(404);
  }, 240_000);

  it("answers 404 for a page deleted while it runs, and drops it from the sidebar", async () => {
    write("sidebar.yaml", (text) => text.replace("\n        - /functions/created/", ""));
    fs.rmSync(path.join(content, "functions/created.mdx"));
    await page.locator("nav a", { hasText: "Created while running" }).first().waitFor({ state: "detached", timeout: 30_000 });
    const response = await page.goto(`${base}/functions/created/`, { timeout: 120_000 });
    expect(response?.status()).toBe(404);
    await page.locator("h1", { hasText: "Page not found" }).waitFor({ timeout: 30_000 });
  }, 120_000);

  it("shows what the build fails on beyond a page's own file: an API example against the spec, and a broken spec on every page", async () => {
    await openEditedApi();
    const good = read("functions/api.mdx");
    fs.mkdirSync(path.join(content, "api"), { recursive: true });
    const spec = [
      "openapi: 3.1.0",
      'info: { title: Fixture, version: "1" }',
      "servers: [{ url: https://api.launchbay.com }]",
      "tags: [{ name: widgets, description: Widgets. }]",
      "paths:",
      "  /v1/widgets:",
      "    post:",
      "      operationId: createWidget",
      "      tags: [widgets]",
      "      summary: Create a widget",
      "      requestBody: { required: true, content: { application/json: { schema: { type: object, required: [name], properties: { name: { type: string, description: The name. } } } } } }",
      '      responses: { "201": { description: Created. } }',
      "",
    ].join("\n");
    write("api/openapi.yaml", () => spec);
    write("functions/api.mdx", (text) => `${text}\n\n\`\`\`bash\ncurl -X POST https://api.launchbay.com/v1/widgets -d '{"name": "gear", "colour": "red"}'\n\`\`\`\n`);
    // The example check of the build (lib/content/check-examples.ts), on the page it is in, with file and line.
    await problemShown('unknown field "colour"', /^content\/functions\/api\.mdx:\d+: operation createWidget \(POST \/v1\/widgets\): request body: unknown field "colour"/);
    // A spec that is no OpenAPI document fails the build: every page shows it.
    write("api/openapi.yaml", () => "openapi: 3.1.0\ninfo: { title: Fixture }\n");
    await page.goto(`${base}/functions/overview/`, { timeout: 120_000 });
    await problemShown("content/api/openapi.yaml", /content\/api\/openapi\.yaml/, /content\/api\/openapi\.yaml: /);
    // Fixed right away, while the watcher may still be checking the broken spec: the page recovers all the same.
    fs.rmSync(path.join(content, "api"), { recursive: true, force: true });
    write("functions/api.mdx", () => good);
    await openEditedApi();
  }, 240_000);

  it("shows a broken diagram on its page and a changelog link to no page on every page, with file and line, and clears them when fixed", async () => {
    await openEditedApi();
    const good = read("functions/api.mdx");
    const changelog = read("changelog.yaml");
    // The diagram check of the build (lib/diagrams): the page that has the diagram shows it.
    write("functions/api.mdx", (text) => `${text}\n\n\`\`\`mermaid\nflowchart TD\n  accTitle: Broken\n  accDescr: A diagram with a syntax error.\n  a[Start] --> b\n  b[unclosed --> c\n\`\`\`\n`);
    await problemShown(": diagram: ", /^content\/functions\/api\.mdx:\d+: diagram: /, /content\/functions\/api\.mdx:\d+: diagram: /);
    write("functions/api.mdx", () => good);
    // The changelog check of the build: a shared file's problem shows on every page.
    write("changelog.yaml", (text) => text.replace("link: /functions/api/", "link: /functions/gone/"));
    await page.goto(`${base}/functions/overview/`, { timeout: 120_000 });
    // (The file is named from the working folder: content/changelog.yaml for the site, this copy's path here.)
    await problemShown("link to /functions/gone/", /changelog\.yaml: "Functions API": link to \/functions\/gone\/: no such page$/, /changelog\.yaml: "Functions API": link to \/functions\/gone\//);
    write("changelog.yaml", () => changelog);
    await openEditedApi();
  }, 240_000);

  it("names the file, line and reason of a broken frontmatter on the open page and in the terminal, and clears it when fixed", async () => {
    await openEditedApi();
    const good = read("functions/api.mdx");
    write("functions/api.mdx", (text) => text.replace(/^description: .*$/m, "description: [unclosed"));
    // The open page refreshes itself into the problem page: no reload.
    await page.locator("h1", { hasText: "This page has a content problem" }).waitFor({ timeout: 60_000 });
    expect(await page.locator("main li").first().textContent()).toMatch(/^content\/functions\/api\.mdx:\d+: frontmatter is not valid YAML: .+ \(fix the YAML between the --- lines\)/);
    expect(dev.output()).toMatch(/content\/functions\/api\.mdx:\d+: frontmatter is not valid YAML/);
    write("functions/api.mdx", () => good);
    await editedTitleShown();
  }, 180_000);
});
