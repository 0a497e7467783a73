/** @jest-environment node */
import { getMDXComponents } from "@/components/mdx";
import { analyzeMdx } from "@/lib/content/analyze";
import { MDX_COMPONENTS } from "@/lib/content/checks";
import { REFERENCE_COMPONENTS } from "@/lib/content/reference-expand";
import { KIT } from "@/lib/kit/registry";
import { checkComponents } from "@/lib/content/check-components";
import type { PageEntry } from "@/lib/content/types";
import { kitToMarkdown } from "@/lib/kit/markdown";
import { mdxToMarkdown } from "@/lib/agents/markdown";
import { buildPageSections } from "@/lib/search/sections";

const body = `Intro <Badge phase="beta" /> and <Term>deploy previews</Term>; press <Kbd>Ctrl</Kbd>.

## Install

<PackageManagers command="install @launchbay/cli" dev />

## Per framework

<Tabs syncKey="framework">
<Tab label="Astro">

Astro config here.

</Tab>
<Tab label="Next.js">

Next config here.

</Tab>
</Tabs>

<Details summary="Why a region?">

Latency.

</Details>

<Cards>
  <LinkCard href="/functions/overview/" title="Functions" description="Run code" />
</Cards>

<ConfigTwin ui="Project configuration › Functions › Region" cli="launchbay functions:region fra">

\`\`\`toml
[functions]
region = "fra"
\`\`\`

</ConfigTwin>
`;

function entry(source: string): PageEntry {
  return {
    record: { relativePath: "guides/x.mdx", path: "/guides/x/", title: "X", headers: [], frontmatter: { description: "D." } },
    body: source,
    file: "/nowhere/guides/x.mdx",
    analysis: analyzeMdx(source),
    bodyLine: 5,
  } as unknown as PageEntry;
}

describe("the kit as Markdown", () => {
  const markdown = mdxToMarkdown(body);

  it("writes tabs as a bold label line per tab and its content, package managers as three commands", () => {
    expect(markdown).toContain("**Astro**\n\nAstro config here.");
    expect(markdown).toContain("**Next.js**\n\nNext config here.");
    expect(markdown).toContain("**pnpm**\n\n```bash\npnpm add --save-dev @launchbay/cli\n```");
    expect(markdown).toContain("**yarn**\n\n```bash\nyarn add --dev @launchbay/cli\n```");
  });

  it("writes badges, terms, keys, details, cards and config twins as text", () => {
    expect(markdown).toContain("Intro Beta and deploy previews; press `Ctrl`.");
    expect(markdown).toContain("**Why a region?**\n\nLatency.");
    expect(markdown).toMatch(/- \[Functions\]\(https?:\/\/[^)]+\/functions\/overview\/\): Run code/);
    expect(markdown).toContain("**launchbay.toml**\n\n```toml\n[functions]");
    expect(markdown).toContain("**Dashboard**: Project configuration › Functions › Region");
    expect(markdown).toContain("```bash\nlaunchbay functions:region fra\n```");
    expect(markdown).not.toMatch(/<[A-Z]/);
  });

  it("the glossary as its terms", () => {
    const tree = analyzeMdx("<Glossary />").tree;
    kitToMarkdown(tree, () => [{ term: "Build hook", slug: "build-hook", definition: "A URL.", aliases: [] }]);
    expect(JSON.stringify(tree)).toContain("Build hook");
  });
});

describe("the kit in search sections", () => {
  it("indexes tab labels, package-manager commands and the badge text under their headings, leaving the page's tree as it was", () => {
    const page = entry(body);
    const before = JSON.stringify(page.analysis.tree);
    const sections = buildPageSections(page);
    const install = sections.find((s) => s.anchor === "install");
    expect(install?.text).toContain("pnpm");
    expect(install?.code).toContain("pnpm add --save-dev @launchbay/cli");
    const framework = sections.find((s) => s.anchor === "per-framework");
    expect(framework?.text).toContain("Astro\nAstro config here.");
    expect(sections[0]?.text).toContain("Intro Beta and deploy previews");
    expect(JSON.stringify(page.analysis.tree)).toBe(before);
  });
});

describe("prop checks", () => {
  const glossary = [{ term: "Deploy preview", slug: "deploy-preview", definition: "A deploy of a pull request.", aliases: ["deploy previews"] }];

  it("names file and line of an unknown prop, a missing one, a bad phase and an unknown term", () => {
    const problems = checkComponents(
      entry('Text.\n\n<Badge phase="alpha" tone="x" />\n\n<Tabs syncKey="a b">\n<Tab>x</Tab>\n</Tabs>\n\n<Term>flux</Term> <Term>deploy previews</Term>\n\n<LinkCard title="t" />'),
      glossary,
    );
    expect(problems).toEqual([
      'content/guides/x.mdx:7: unknown prop "tone" on <Badge> (props: phase)',
      'content/guides/x.mdx:7: unknown release phase "alpha" on <Badge> (phases: beta, early-access, ga, deprecated, end-of-service)',
      'content/guides/x.mdx:9: syncKey "a b" may hold only letters, digits, - and _',
      'content/guides/x.mdx:9: <Tabs> needs <Tab label="…"> children, each <Tab> and </Tab> on a line of its own',
      'content/guides/x.mdx:10: <Tab> needs the prop "label"',
      'content/guides/x.mdx:13: <Term> "flux" is not in content/glossary.yaml (add it there, or give id="…" of an entry)',
      'content/guides/x.mdx:15: <LinkCard> needs the prop "href"',
    ]);
  });

  it("checks a callout's type and props, and the props of the generated components, from the kit registry", () => {
    expect(checkComponents(entry('<Callout type="info" tone="x">\nText.\n</Callout>\n\n<TryIt />'), glossary)).toEqual([
      'content/guides/x.mdx:5: unknown prop "tone" on <Callout> (props: type, title)',
      'content/guides/x.mdx:5: unknown callout type "info" on <Callout> (types: note, tip, warning, danger)',
      'content/guides/x.mdx:9: <TryIt> needs the prop "operation"',
    ]);
  });

  it("takes no property every object has for a callout type or a release phase", () => {
    expect(checkComponents(entry('<Callout type="toString">\nText.\n</Callout>\n\n<Badge phase="constructor" />'), glossary)).toEqual([
      'content/guides/x.mdx:5: unknown callout type "toString" on <Callout> (types: note, tip, warning, danger)',
      'content/guides/x.mdx:9: unknown release phase "constructor" on <Badge> (phases: beta, early-access, ga, deprecated, end-of-service)',
    ]);
  });

  it("has a React component for every kit entry, and the content checks allow exactly those and the reference's", () => {
    const components = getMDXComponents();
    for (const name of Object.keys(KIT)) expect([name, typeof (components as Record<string, unknown>)[name]]).toEqual([name, "function"]);
    expect([...MDX_COMPONENTS].sort()).toEqual([...Object.keys(KIT), ...REFERENCE_COMPONENTS].sort());
  });

  it("passes the kit used as documented", () => {
    expect(checkComponents(entry(body), glossary)).toEqual([]);
  });
});
