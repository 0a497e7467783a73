import { fixtureIndex } from "../../helpers/fixture-site";
import { mdxToMarkdown, renderLlmsFullTxt, renderLlmsTxt, renderPageMarkdown } from "@/lib/agents/markdown";
import { markdownPath } from "@/lib/agents/markdown-path";

const index = fixtureIndex();

describe("markdownPath", () => {
  it.each([
    ["/functions/api/", "/functions/api.md"],
    ["/guides/", "/guides.md"],
    ["/get-started/", "/get-started.md"],
  ])("%s → %s", (page, md) => expect(markdownPath(page)).toBe(md));
});

describe("mdxToMarkdown", () => {
  it("turns callouts into quotes with their title, keeping Markdown inside", () => {
    const md = mdxToMarkdown(
      '<Callout type="warning" title="Breaking change">\n\nSecrets are **masked**.\n\n- one\n\n</Callout>\n\n<Callout type="tip">Short.</Callout>\n\n- <Callout type="note">In a list with `code`.</Callout>\n',
    );
    expect(md).toContain("> **Breaking change:** Secrets are **masked**.\n>\n> - one");
    expect(md).toContain("> **Tip:** Short.");
    expect(md).toContain("> **Note:** In a list with `code`.");
    expect(md).not.toContain("<Callout");
  });

  it("makes site links absolute and keeps code, tables and escapes readable", () => {
    const md = mdxToMarkdown("See [the API](/functions/api/#limits) and `\\{ x \\}` \\{ id \\}.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```bash\nnpm i\n```\n");
    expect(md).toContain("[the API](https://docs.launchbay.com/functions/api/#limits)");
    expect(md).toContain("{ id }");
    expect(md).toContain("| a | b |");
    expect(md).toContain("```bash\nnpm i\n```");
  });
});

describe("mdxToMarkdown from a syntax tree", () => {
  it("gives what the source gives and leaves the tree as it was (the build reuses the content index's trees)", () => {
    const entry = index.pages.get("/functions/overview/")!;
    const before = JSON.stringify(entry.analysis.tree);
    expect(mdxToMarkdown(entry.analysis.tree)).toBe(mdxToMarkdown(entry.body));
    expect(JSON.stringify(entry.analysis.tree)).toBe(before);
  });
});

describe("page Markdown", () => {
  it("starts with the title, description and source URL, then the body", () => {
    const entry = index.pages.get("/functions/overview/")!;
    const md = renderPageMarkdown(entry);
    expect(md.startsWith(`# ${entry.record.title}\n\n> ${entry.record.frontmatter.description}\n\nSource: https://docs.launchbay.com/functions/overview/\n`)).toBe(true);
    expect(md).toContain("## What functions do");
    expect(md).toContain("```ts");
  });
});

describe("llms.txt", () => {
  const text = renderLlmsTxt(index);
  const pages = [...index.pages.values()];

  it("lists every indexable page with title and link (its description is in the group's file), under its sidebar group", () => {
    expect(text.startsWith("# Launchbay Docs\n\n> ")).toBe(true);
    for (const entry of pages.filter((e) => !e.record.frontmatter.robots?.includes("noindex"))) {
      const { title, path: pagePath, frontmatter } = entry.record;
      expect(text).toContain(`- [${title}](https://docs.launchbay.com${markdownPath(pagePath)})\n`);
      expect(text).not.toContain(frontmatter.description);
    }
    const welcome = text.indexOf("## Welcome");
    const primitives = text.indexOf("## Platform primitives");
    expect(welcome).toBeGreaterThan(0);
    expect(primitives).toBeGreaterThan(welcome);
    expect(text.indexOf("(https://docs.launchbay.com/functions/api.md)")).toBeGreaterThan(primitives);
    expect(text.indexOf("(https://docs.launchbay.com/get-started.md)")).toBeLessThan(primitives);
  });

  it("leaves noindex pages out of both files", () => {
    expect(text).not.toContain("Hidden page");
    expect(renderLlmsFullTxt(index)).not.toContain("Hidden page");
  });

  it("llms-full.txt holds the text of every page in reading order", () => {
    const full = renderLlmsFullTxt(index);
    expect(full).toContain("# Functions API\n\n> The API reference.");
    expect(full.indexOf("# Get started")).toBeLessThan(full.indexOf("# Functions API"));
  });
});
