/**
 * What the routes read (lib/content/pages.ts) from `.generated/` as the live preview's watcher writes it
 * (scripts/dev.ts): a new version is seen without a restart, problems are kept by page, content without an index
 * is a ContentError, and the routes never load the content pipeline's syntax trees.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ContentError } from "@/lib/content/error";
import { generatedFile, writeGenerated } from "@/lib/content/generated";
import { siteData } from "@/lib/content/pipeline";
import * as pages from "@/lib/content/pages";
import { loadContent, markdownOf, sectionsOf, type ContentState } from "@/lib/content/store";

const fixture = path.join(__dirname, "../../fixtures/site");
const env = process.env as Record<string, string | undefined>;

describe("the routes' content under npm run dev", () => {
  let root: string;
  let generated: string;
  const saved = { NODE_ENV: env.NODE_ENV, CONTENT_ROOT: env.CONTENT_ROOT };
  let state: ContentState | undefined;
  /** What the watcher does after a save: load what changed, write the folder (the articles' HTML is not what this tests). */
  const regenerate = () => {
    state = loadContent({ root, previous: state });
    const articles = new Map([...(state.index?.pages.keys() ?? [])].map((p) => [p, `<p>${p}</p>`]));
    writeGenerated(state, { markdown: markdownOf(state), sections: sectionsOf(state), articles, data: siteData(root) }, { live: true });
  };
  const edit = (file: string, change: (text: string) => string) => fs.writeFileSync(path.join(root, file), change(fs.readFileSync(path.join(root, file), "utf8")));

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "pages-content-"));
    fs.cpSync(fixture, root, { recursive: true });
    generated = fs.mkdtempSync(path.join(os.tmpdir(), "pages-generated-"));
    env.LAUNCHBAY_GENERATED_DIR = generated;
    env.CONTENT_ROOT = root;
    env.NODE_ENV = "development";
    regenerate();
  });
  afterAll(() => {
    delete env.LAUNCHBAY_GENERATED_DIR;
    env.NODE_ENV = saved.NODE_ENV;
    if (saved.CONTENT_ROOT === undefined) delete env.CONTENT_ROOT;
    else env.CONTENT_ROOT = saved.CONTENT_ROOT;
    for (const dir of [root, generated]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("serves the pages, their articles and records from the folder", () => {
    expect(pages.getPage("/functions/api/")?.record.title).toBe("Functions API");
    expect(pages.getPageHtml("/functions/api/")).toBe("<p>/functions/api/</p>");
    expect(pages.getPageRecords()).toHaveLength(8);
    expect(pages.getContentVersion()).toBe(state?.inputs);
  });

  it("serves the changelog, the glossary and the limits from the folder, not from the content files", () => {
    const entries = pages.getChangelogEntries();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.map((e) => e.date)).toEqual([...entries.map((e) => e.date)].sort().reverse());
    // The fixture site has neither a glossary nor limits: none is served, rather than the repository's.
    expect(pages.getGlossaryTerms()).toEqual([]);
    expect(pages.getLimits()).toBeUndefined();
    const renamed = path.join(root, "changelog.yaml.moved");
    fs.renameSync(path.join(root, "changelog.yaml"), renamed);
    try {
      expect(pages.getChangelogEntries()).toEqual(entries);
    } finally {
      fs.renameSync(renamed, path.join(root, "changelog.yaml"));
    }
  });

  it("sees a saved edit as soon as the watcher has written the manifest, and the version last seen while it is missing", () => {
    edit("functions/api.mdx", (text) => text.replace(/^title: .*$/m, "title: Functions API, edited"));
    const before = pages.getContentVersion();
    const manifest = fs.readFileSync(generatedFile("manifest"), "utf8");
    state = loadContent({ root, previous: state });
    writeGenerated(state, { markdown: markdownOf(state), sections: sectionsOf(state), articles: new Map(), data: siteData(root) }, { live: true });
    expect(pages.getContentVersion()).not.toBe(before);
    expect(pages.getPage("/functions/api/")?.record.title).toBe("Functions API, edited");
    // A build removes the manifest first when it writes the folder again (the watcher renames a new one over it).
    const after = fs.readFileSync(generatedFile("manifest"), "utf8");
    fs.rmSync(generatedFile("manifest"));
    expect(pages.getContentVersion()).not.toBe(before);
    fs.writeFileSync(generatedFile("manifest"), manifest);
    expect(pages.getContentVersion()).toBe(before);
    fs.writeFileSync(generatedFile("manifest"), after);
    regenerate();
  });

  it("drops the files of an older layout of the folder", () => {
    fs.writeFileSync(path.join(generated, "articles.json"), "{}");
    regenerate();
    expect(fs.readdirSync(generated).filter((name) => name.endsWith(".json")).sort()).toEqual(["content.json", "data.json", "manifest.json", "problems.json", "search-sections.json"]);
  });

  it("writes again only the page files a save changed, and removes those of pages that are gone", () => {
    const pageFile = (relativePath: string) => path.join(generated, "pages", `${relativePath}.json`);
    const stamps = () => Object.fromEntries(["functions/api.mdx", "guides/deploy.mdx", "get-started.mdx"].map((file) => [file, fs.statSync(pageFile(file), { bigint: true }).mtimeNs]));
    const before = stamps();
    edit("functions/api.mdx", (text) => `${text}\nOne more line.\n`);
    regenerate();
    const after = stamps();
    expect(after["functions/api.mdx"]).not.toBe(before["functions/api.mdx"]);
    expect([after["guides/deploy.mdx"], after["get-started.mdx"]]).toEqual([before["guides/deploy.mdx"], before["get-started.mdx"]]);
    expect(pages.getPage("/functions/api/")?.body).toContain("One more line.");
    expect(JSON.parse(fs.readFileSync(pageFile("functions/api.mdx"), "utf8")).markdown).toContain("One more line.");
    // A page whose file was deleted (and its sidebar entry with it) leaves no file behind.
    const sidebar = fs.readFileSync(path.join(root, "sidebar.yaml"), "utf8");
    const deploy = fs.readFileSync(path.join(root, "guides/deploy.mdx"), "utf8");
    fs.rmSync(path.join(root, "guides/deploy.mdx"));
    fs.writeFileSync(path.join(root, "sidebar.yaml"), sidebar.replace(/^\s*- \/guides\/deploy\/\n/m, ""));
    regenerate();
    try {
      expect(pages.getPage("/guides/deploy/")).toBeUndefined();
      expect(fs.existsSync(pageFile("guides/deploy.mdx"))).toBe(false);
    } finally {
      fs.writeFileSync(path.join(root, "guides/deploy.mdx"), deploy);
      fs.writeFileSync(path.join(root, "sidebar.yaml"), sidebar);
      regenerate();
    }
    expect(fs.existsSync(pageFile("guides/deploy.mdx"))).toBe(true);
  });

  it("keeps each file's problems by its page path, and names files that are no page", () => {
    edit("guides/deploy.mdx", (text) => text.replace(/^description: .*$/m, "description: [broken"));
    regenerate();
    expect(pages.getPageProblems("/guides/deploy/")).toEqual([expect.stringMatching(/^content\/guides\/deploy\.mdx:\d+: frontmatter is not valid YAML/)]);
    expect(pages.getBrokenPagePaths()).toContain("/guides/deploy/");
    expect(pages.getPage("/guides/deploy/")).toBeUndefined();
    edit("guides/deploy.mdx", (text) => text.replace("description: [broken", "description: Deploy a site."));
    regenerate();
    expect(pages.getPageProblems("/guides/deploy/")).toEqual([]);
  });

  it("throws a ContentError with the problems when the content has no index", () => {
    const home = fs.readFileSync(path.join(root, "home.yaml"), "utf8");
    fs.writeFileSync(path.join(root, "home.yaml"), "hero: [unclosed");
    regenerate();
    expect(() => pages.getContentIndex()).toThrow(ContentError);
    expect(pages.getContentProblems().problems).toEqual([expect.stringContaining("content/home.yaml")]);
    fs.writeFileSync(path.join(root, "home.yaml"), home);
    regenerate();
    expect(pages.getContentIndex().pages.size).toBe(8);
  });

  it("gives entries whose syntax tree is not enumerable and not in .generated/", () => {
    const entry = pages.getPage("/functions/api/");
    // React's development build walks a server component's props for its debug info: a throwing getter there broke every page.
    expect(Object.keys(entry ?? {})).not.toContain("analysis");
    expect(() => entry?.analysis).toThrow(/syntax tree is not in .generated\/.*lib\/content\/live.ts/);
  });
});
