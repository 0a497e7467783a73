import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildContentIndex, ContentError } from "@/lib/content/build";

const fixture = path.join(__dirname, "../../fixtures/site");
const publicDir = path.join(__dirname, "../../../public");

/** Copies the fixture site, applies file changes (null deletes), and builds it. */
function buildWith(changes: Record<string, string | null> = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(fixture, root, { recursive: true });
  for (const [file, text] of Object.entries(changes)) {
    const target = path.join(root, file);
    if (text === null) fs.rmSync(target);
    else {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, text);
    }
  }
  try {
    return buildContentIndex({ root, publicDir });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** The problems a broken fixture reports. */
function problemsWith(changes: Record<string, string | null>): string[] {
  try {
    buildWith(changes);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error("expected the build to fail");
}

const page = (frontmatter: string, body = "Some text.") => `---\n${frontmatter}\n---\n\n${body}\n`;
/** The change that gives guides/deploy.mdx valid frontmatter and this body. */
const deployWith = (body: string) => ({ "guides/deploy.mdx": page("title: D\ndescription: D.", body) });

describe("page records", () => {
  const index = buildWith();

  it("maps every file to its path, index files to their folder", () => {
    expect([...index.pages.keys()].sort()).toEqual(["/ask-launchbay/", "/domains/get-started-with-domains/", "/functions/api/", "/functions/overview/", "/get-started/", "/guides/", "/guides/deploy/", "/hidden-page/"]);
  });

  it("builds the page record fields (docs/CONTRACT.md §3)", () => {
    const record = index.pages.get("/get-started/")?.record;
    expect(record).toMatchObject({
      key: "get-started",
      path: "/get-started/",
      regularPath: "/get-started/",
      relativePath: "get-started.mdx",
      title: "Get started",
      lastUpdated: "March 14, 2025",
      lastUpdatedTimestamp: Date.UTC(2025, 2, 14),
      headers: [
        { level: 2, title: "Install the CLI", slug: "install-the-cli" },
        { level: 2, title: "Deploy", slug: "deploy" },
      ],
    });
    expect(record?.frontmatter.canonicalUrl).toBe("https://docs.launchbay.com/get-started/");
    expect(record?.frontmatter.meta).toEqual([
      { name: "description", content: "Start here." },
      { property: "og:title", content: "Get started | Launchbay Docs" },
      { property: "og:url", content: "https://docs.launchbay.com/get-started/" },
      { property: "og:description", content: "Start here." },
      { property: "og:image", content: "https://docs.launchbay.com/og-image.png" },
    ]);
  });

  it("lists h2–h4 headings in order with levels, not headings inside code", () => {
    expect(index.pages.get("/functions/api/")?.record.headers).toEqual([
      { level: 2, title: "Context", slug: "context" },
      { level: 2, title: "Limits", slug: "limits" },
      { level: 3, title: "Timeout", slug: "timeout" },
    ]);
  });

  it("falls back to the file time when neither frontmatter nor git has a date", () => {
    const record = index.pages.get("/guides/")?.record;
    expect(record?.lastUpdatedTimestamp).toBeGreaterThan(Date.UTC(2024, 0, 1));
    expect(record?.lastUpdated).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it("orders pages by the sidebar, hidden pages last, and resolves labels", () => {
    expect(index.sidebarOrder).toEqual(["/get-started/", "/guides/", "/guides/deploy/", "/functions/overview/", "/functions/api/"]);
    expect(index.ordered.map((e) => e.record.path).at(-1)).toBe("/hidden-page/");
    expect(index.sidebar[0]).toEqual({
      label: "Welcome",
      items: [
        { type: "page", path: "/get-started/", label: "Get started" },
        { type: "group", label: "Guides", path: "/guides/", items: [{ type: "page", path: "/guides/deploy/", label: "Deploy a site" }] },
      ],
    });
  });

  it("uses sidebarTitle as the sidebar label", () => {
    const result = buildWith({ "functions/api.mdx": page("title: Functions API reference\ndescription: Ref.\nsidebarTitle: API", "## Limits\n\nTen.") });
    expect(JSON.stringify(result.sidebar)).toContain('"label":"API"');
  });
});

describe("build-time checks name the file and the problem", () => {
  it("reports a broken page once, with the links to it counted on its line", () => {
    // guides/deploy.mdx is linked from other fixture pages; its broken frontmatter is one problem, not one per link.
    const problems = problemsWith({ "guides/deploy.mdx": page("title: [unclosed\ndescription: D."), "get-started.mdx": page("title: Get started\ndescription: Start here.", "See [a](/guides/deploy/) and [b](/guides/deploy/#x).") });
    expect(problems.filter((p) => p.includes("/guides/deploy/"))).toEqual([]);
    expect(problems.filter((p) => p.startsWith("content/guides/deploy.mdx"))).toEqual([expect.stringMatching(/frontmatter is not valid YAML.*\(and \d+ links to it\)$/)]);
  });

  it.each([
    ["a raw <script>", "<script>alert(1)</script>", ":6: raw <script> is not allowed"],
    ["a raw <style>", "<style>{`h1 { color: red }`}</style>", ":6: raw <style> is not allowed"],
    ["a raw <iframe>", '<iframe src="https://example.com/embed"></iframe>', ":6: raw <iframe> is not allowed"],
    ["an inline event handler", '<div onClick="steal()">Click</div>', ":6: event-handler attribute onClick on <div> is not allowed"],
    ["an event handler on an image", '<img src="/x.png" alt="" onerror="x()" />', ":6: event-handler attribute onerror on <img>"],
    ["an ESM import", 'import { Tabs } from "somewhere"', ":6: ESM import statements are not allowed in pages"],
    ["an ESM export", "export const title = 'x'", ":6: ESM export statements are not allowed in pages"],
  ])("rejects %s with file, line and reason", (_name, body, expected) => {
    const problems = problemsWith({ "guides/deploy.mdx": page("title: Deploy\ndescription: Deploy.", body) });
    expect(problems.join("\n")).toContain(`content/guides/deploy.mdx${expected}`);
  });

  it("takes an element named like an object's property for an HTML element, not a raw one", () => {
    expect(buildWith(deployWith("<constructor>x</constructor> and <toString>y</toString>")).pages.has("/guides/deploy/")).toBe(true);
  });

  it.each([
    ["a Latin-1 byte", [0xe9]],
    ["an encoded surrogate (CESU-8)", [0xed, 0xa0, 0x80]],
    ["an overlong form", [0xe0, 0x80, 0xaf]],
  ])("rejects a file that is not valid UTF-8 (%s), naming the line and the byte", (_, invalid) => {
    const bytes = Buffer.concat([Buffer.from("---\ntitle: Deploy\ndescription: Deploy.\n---\n\nCaf"), Buffer.from(invalid), Buffer.from(" au lait.\n")]);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.cpSync(fixture, root, { recursive: true });
    fs.writeFileSync(path.join(root, "guides/deploy.mdx"), bytes);
    try {
      expect(() => buildContentIndex({ root, publicDir })).toThrow(/content\/guides\/deploy\.mdx:6: the file is not valid UTF-8 \(byte 47\)/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it.each<[string, Record<string, string | null>, string]>([
    ["a schema error", { "guides/deploy.mdx": page("title: Deploy") }, "content/guides/deploy.mdx:1: frontmatter: description: is required (add description: … between the --- lines)"],
    ["an unknown field", { "guides/deploy.mdx": page("title: Deploy\ndescription: D.\ndescripton: x") }, 'content/guides/deploy.mdx:4: frontmatter: unknown field "descripton"'],
    ["malformed YAML", { "guides/deploy.mdx": page("title: [unclosed\ndescription: D.") }, "content/guides/deploy.mdx:4: frontmatter is not valid YAML"],
    ["two files for one path", { "guides.mdx": page("title: G\ndescription: Another.") }, "content/guides.mdx and content/guides/index.mdx both map to /guides/"],
    ["a sidebar entry with no file", { "guides/deploy.mdx": null }, "content/sidebar.yaml: /guides/deploy/ has no page"],
    ["a file missing from the sidebar", { "orphan.mdx": page("title: O\ndescription: Orphan.") }, "content/orphan.mdx: /orphan/ is not in content/sidebar.yaml"],
    ["a link to no page", deployWith("See [x](/nope/)."), "content/guides/deploy.mdx:6: link to /nope/: no such page"],
    ["a link without its trailing slash", deployWith("See [x](/get-started)."), "add the trailing slash (/get-started/)"],
    ["an anchor the target lacks", deployWith("See [x](/functions/api/#nope)."), 'link to /functions/api/#nope: /functions/api/ has no heading "nope" (ids: context, limits, timeout)'],
    ["an anchor on the same page", deployWith("## Steps\n\nSee [x](#step)."), "link to #step: this page has no heading with that id"],
    ["a relative link", deployWith("See [x](../api/)."), "use an absolute path"],
    ["prev to a non-page", { "guides/deploy.mdx": page("title: D\ndescription: D.\nprev: { title: X, url: /nope/ }") }, "content/guides/deploy.mdx: prev points to /nope/, which is no page"],
    ["duplicate heading ids", deployWith("## Limits\n\nA.\n\n## Limits\n\nB."), 'content/guides/deploy.mdx:10: duplicate heading id "limits"'],
    ["an unknown code language", deployWith("```tsx2\nx\n```"), 'content/guides/deploy.mdx:6: unknown code language "tsx2"'],
    ["a code language named like an object's property", deployWith("```constructor\nx\n```"), 'content/guides/deploy.mdx:6: unknown code language "constructor"'],
    ["a code block without language", deployWith("```\nx\n```"), "code block without a language"],
    ["an MDX syntax error", deployWith("Text {oops"), "content/guides/deploy.mdx:6: MDX syntax error"],
    ["an unknown component", deployWith("<Carousel>x</Carousel>"), "unknown component <Carousel>"],
    ["a duplicate description", { "guides/deploy.mdx": page("title: D\ndescription: Start here.") }, "content/guides/deploy.mdx: description is the same as in content/get-started.mdx"],
    ["a broken home link", { "home.yaml": fs.readFileSync(path.join(fixture, "home.yaml"), "utf8").replace("/functions/overview/", "/gone/") }, "content/home.yaml: link to /gone/: no such page"],
    ["a malformed sidebar", { "sidebar.yaml": "- group: X\n  items:\n    - no-slash\n" }, "content/sidebar.yaml:3: 0.items.0"],
  ])("fails on %s", (_name, changes, expected) => {
    expect(problemsWith(changes).join("\n")).toContain(expected);
  });

  it("reports every problem at once, not just the first", () => {
    const problems = problemsWith({ "guides/deploy.mdx": null, "orphan.mdx": page("title: O\ndescription: Orphan.") });
    expect(problems).toEqual([
      expect.stringContaining("content/sidebar.yaml: /guides/deploy/ has no page"),
      expect.stringContaining("content/orphan.mdx: /orphan/ is not in content/sidebar.yaml"),
      expect.stringContaining("content/guides/index.mdx:6: link to /guides/deploy/: no such page"),
    ]);
  });

  it("allows links to static files and generated routes", () => {
    expect(() => buildWith(deployWith("[i](/og-image.png) [s](/sitemap.xml) [h](/)"))).not.toThrow();
  });

  it("takes no file outside public/ and no folder for a static file", () => {
    expect(problemsWith(deployWith("[p](/../package.json) [f](/images/)"))).toEqual([
      "content/guides/deploy.mdx:6: link to /../package.json: no such page",
      "content/guides/deploy.mdx:6: link to /images/: no such page",
    ]);
  });
});
