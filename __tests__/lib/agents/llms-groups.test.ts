import { getChangelog, HOME_ENTRIES } from "@/lib/content/changelog";
import { fixtureIndex } from "../../helpers/fixture-site";
import type { ContentIndex } from "@/lib/content/types";
import { groupLlmsPaths, groupSlug, renderGroupLlmsFiles } from "@/lib/agents/llms-groups";
import { markdownLinkHeader, markdownLinkRules } from "@/lib/agents/link-headers";
import { renderLlmsTxt, renderPageMarkdown } from "@/lib/agents/markdown";
import { parseHeadersFile, renderHeadersFile, serveHandlerConfig } from "@/lib/hosting/static-host";

const index = fixtureIndex();

/** A content index with just a sidebar, for the path rule. */
function sidebarOnly(groups: Record<string, string[]>): ContentIndex {
  return {
    sidebar: Object.entries(groups).map(([label, paths]) => ({ label, items: paths.map((p) => ({ type: "page" as const, path: p, label: p })) })),
    pages: new Map(),
  } as unknown as ContentIndex;
}

describe("where each group's llms.txt lives", () => {
  it("at the group's shared first path segment, else under /llms/<slug>.txt", () => {
    const paths = groupLlmsPaths(
      sidebarOnly({
        Platform: ["/platform/a/", "/platform/b/c/"],
        Frameworks: ["/frameworks/", "/frameworks-api/"],
        "Integrate & extend": ["/integrations/x/", "/slack-app/"],
        Welcome: ["/get-started/", "/welcome/a/"],
        Storage: ["/shared/a/"],
        Extra: ["/shared/b/"],
      }),
    );
    expect(Object.fromEntries(paths)).toEqual({
      Platform: "/platform/llms.txt",
      Frameworks: "/llms/frameworks.txt",
      "Integrate & extend": "/llms/integrate-extend.txt",
      Welcome: "/llms/welcome.txt",
      // two groups under one segment: neither may claim it
      Storage: "/llms/storage.txt",
      Extra: "/llms/extra.txt",
    });
  });

  it("slugs labels to lower-case words and dashes", () => {
    expect(groupSlug("Configure & deploy site")).toBe("configure-deploy-site");
    expect(groupSlug("Site & team management")).toBe("site-team-management");
  });
});

describe("per-group llms.txt files (fixture site)", () => {
  const files = renderGroupLlmsFiles(index);

  it("has one file per sidebar group, at the rule's path", () => {
    expect(files.map((f) => [f.group, f.path, f.pages])).toEqual([
      ["Welcome", "/llms/welcome.txt", 3],
      ["Platform primitives", "/functions/llms.txt", 2],
    ]);
  });

  it("follows llmstxt.org: H1, summary quote, ## sections of Markdown links to .md copies", () => {
    for (const file of files) {
      const lines = file.text.split("\n");
      expect(lines[0]).toBe(`# Launchbay Docs: ${file.group}`);
      expect(lines.some((l) => l.startsWith("> "))).toBe(true);
      expect(lines.filter((l) => l.startsWith("## ")).length).toBeGreaterThanOrEqual(1);
      const links = lines.filter((l) => l.startsWith("- ["));
      expect(links).toHaveLength(file.pages);
      for (const link of links) expect(link).toMatch(/^- \[[^\]]+\]\(https:\/\/docs\.launchbay\.com\/[a-z0-9/-]+\.md\): \S/);
    }
    const primitives = files[1]?.text ?? "";
    expect(primitives).toContain("## Functions\n\n- [Functions overview](https://docs.launchbay.com/functions/overview.md)");
    expect(primitives).toContain("(https://docs.launchbay.com/functions/api.md)");
  });

  it("lists every page of the group in /llms.txt under the same group, and nothing else", () => {
    const llms = renderLlmsTxt(index);
    for (const file of files) {
      const section = llms.split(`\n## ${file.group}\n`)[1]?.split("\n## ")[0] ?? "";
      const pageLinks = (text: string) => [...text.matchAll(/\]\((https:[^)]+\.md)\)/g)].map((m) => m[1]).sort();
      expect(pageLinks(file.text)).toEqual(pageLinks(section));
    }
  });

  it("is linked from the site-wide /llms.txt", () => {
    const llms = renderLlmsTxt(index);
    expect(llms).toContain("## Sidebar groups");
    expect(llms).toContain("- [Launchbay Docs home](https://docs.launchbay.com/index.md): ");
    for (const file of files) expect(llms).toContain(`- [${file.group}](https://docs.launchbay.com${file.path}): ${file.pages} pages`);
  });

  it("leaves noindex pages out", () => {
    const all = files.map((f) => f.text).join("\n");
    const noindex = index.ordered.filter((e) => e.record.frontmatter.robots?.includes("noindex"));
    for (const entry of noindex) expect(all).not.toContain(`${entry.record.path.slice(0, -1)}.md`);
  });
});

describe("llms.txt directive in the Markdown copies", () => {
  it("names /llms.txt in every page's .md", () => {
    for (const entry of index.ordered) expect(renderPageMarkdown(entry)).toContain("Index of all pages: https://docs.launchbay.com/llms.txt\n");
  });
});

describe("Link header to the Markdown copy", () => {
  it("gives every page a rule with its .md alternate, the home page /index.md", () => {
    const rules = markdownLinkRules(index);
    expect(rules.find((r) => r.source === "/functions/api/")?.headers).toEqual({ Link: '</functions/api.md>; rel="alternate"; type="text/markdown"' });
    expect(rules.find((r) => r.source === "/")?.headers).toEqual({ Link: '</index.md>; rel="alternate"; type="text/markdown"' });
    expect(rules).toHaveLength(index.ordered.filter((e) => e.record.path !== "/").length + 1);
    expect(markdownLinkHeader("/guides/")).toBe('</guides.md>; rel="alternate"; type="text/markdown"');
  });

  it("round-trips through _headers and reaches npm start's server config beside the page's CSP", () => {
    const rules = [{ source: "/guides/", headers: { "Content-Security-Policy": "default-src 'self'" } }, ...markdownLinkRules(index)];
    const parsed = parseHeadersFile(renderHeadersFile(rules));
    expect(parsed).toEqual(rules);
    const config = serveHandlerConfig("out", parsed);
    const forGuides = config.headers.filter((h) => h.source === "/guides/index.html").flatMap((h) => h.headers.map((x) => x.key));
    expect(forGuides).toEqual(["Content-Security-Policy", "Link"]);
  });
});

describe("the home page's Markdown twin", () => {
  it("holds the home page's content, then the group files and the full indexes", async () => {
    const { renderHomeMarkdown } = await import("@/lib/agents/llms-groups");
    const home = renderHomeMarkdown(index, getChangelog());
    expect(home.startsWith(`# ${index.home.hero.heading}\n\n> ${index.home.hero.text}\n`)).toBe(true);
    for (const item of getChangelog().slice(0, HOME_ENTRIES)) expect(home).toContain(`[${item.title}](${item.link.startsWith("/") ? `https://docs.launchbay.com${item.link}` : item.link})`);
    for (const card of [...index.home.platformCards, ...index.home.supportCards]) expect(home).toContain(`### ${card.title}\n\n${card.text.join("\n\n")}\n`);
    for (const file of renderGroupLlmsFiles(index)) expect(home).toContain(`- [${file.group}](https://docs.launchbay.com${file.path}): ${file.pages} pages`);
    expect(home).toContain("(https://docs.launchbay.com/llms.txt)");
    expect(home).toContain("(https://docs.launchbay.com/llms-full.txt)");
  });
});
