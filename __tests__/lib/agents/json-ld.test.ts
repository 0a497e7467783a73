import { renderToStaticMarkup } from "react-dom/server";
import { JsonLd } from "@/components/layout/json-ld";
import { pageJsonLd, type PageJsonLd } from "@/lib/agents/json-ld";
import { fixtureIndex } from "../../helpers/fixture-site";
import { getBreadcrumbs } from "@/lib/nav/sidebar-links";

const index = fixtureIndex();
const entry = (p: string) => {
  const found = index.pages.get(p);
  if (!found) throw new Error(`no fixture page ${p}`);
  return found;
};

/** The JSON-LD of a page as the browser and crawlers read it: the text of the rendered data block, parsed. */
function renderedJsonLd(pagePath: string): { html: string; data: PageJsonLd } {
  const { record } = entry(pagePath);
  const html = renderToStaticMarkup(JsonLd({ record, crumbs: getBreadcrumbs(record.path, index.sidebar) }));
  const match = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html);
  if (!match) throw new Error(`not one JSON-LD script: ${html}`);
  return { html, data: JSON.parse(match[1] as string) as PageJsonLd };
}

describe("JSON-LD of a doc page", () => {
  it("is a TechArticle with headline, description, dateModified from the last-updated date, url and image", () => {
    const { record } = entry("/guides/deploy/");
    const { data } = renderedJsonLd("/guides/deploy/");
    expect(data["@context"]).toBe("https://schema.org");
    const [article] = data["@graph"];
    expect(article).toMatchObject({
      "@type": "TechArticle",
      headline: record.title,
      description: record.frontmatter.description,
      url: "https://docs.launchbay.com/guides/deploy/",
      image: "https://docs.launchbay.com/og/guides-deploy.png",
      inLanguage: "en-US",
    });
    expect(article.dateModified).toBe(new Date(record.lastUpdatedTimestamp).toISOString());
    expect(Number.isNaN(Date.parse(article.dateModified))).toBe(false);
  });

  it("has a BreadcrumbList from the docs home through the page's linked trail to the page, positions 1…n", () => {
    const { data } = renderedJsonLd("/guides/deploy/");
    const list = data["@graph"][1];
    expect(list["@type"]).toBe("BreadcrumbList");
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Launchbay Docs", item: "https://docs.launchbay.com/" },
      { "@type": "ListItem", position: 2, name: "Guides", item: "https://docs.launchbay.com/guides/" },
      { "@type": "ListItem", position: 3, name: entry("/guides/deploy/").record.title, item: "https://docs.launchbay.com/guides/deploy/" },
    ]);
  });

  it("leaves out trail levels that are no page (every ListItem has an item URL)", () => {
    const list = renderedJsonLd("/functions/api/").data["@graph"][1];
    expect(list.itemListElement.map((i) => i.name)).toEqual(["Launchbay Docs", entry("/functions/api/").record.title]);
    for (const item of list.itemListElement) expect(item.item).toMatch(/^https:\/\/docs\.launchbay\.com\//);
  });

  it("cannot end its script early: < is escaped in the data block", () => {
    const { record } = entry("/guides/deploy/");
    const hostile = { ...record, title: "</script><script>alert(1)</script>" };
    const html = renderToStaticMarkup(JsonLd({ record: hostile, crumbs: [] }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script[^>]*>([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
    expect((JSON.parse(json) as PageJsonLd)["@graph"][0].headline).toBe(hostile.title);
  });

  it("uses the frontmatter image when a page names one", () => {
    const { record } = entry("/guides/deploy/");
    const data = pageJsonLd({ ...record, frontmatter: { ...record.frontmatter, image: "/images/custom.png" } }, []);
    expect(data["@graph"][0].image).toBe("https://docs.launchbay.com/images/custom.png");
  });
});
