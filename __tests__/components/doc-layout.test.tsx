/**
 * The doc page's layout (components/layout/doc-layout.tsx) rendered as the build renders it, on a page of the
 * fixture site: the article comes first in the DOM (agents and screen readers meet the content before the
 * navigation; the grid shows the sidebar on the left), with its title, description, body, date, prev/next and
 * table of headings, and the sidebar marks the page.
 */
import { JSDOM } from "jsdom";
import { renderToStaticMarkup } from "react-dom/server";
import { DocLayout } from "@/components/layout/doc-layout";
import { fixtureIndex } from "../helpers/fixture-site";

const index = fixtureIndex();

function render(pagePath: string) {
  const page = index.pages.get(pagePath);
  if (!page) throw new Error(`no fixture page ${pagePath}`);
  const html = renderToStaticMarkup(<DocLayout page={page} index={index} html={`<p>The body of ${page.record.title}.</p>`} />);
  return { page, document: new JSDOM(html).window.document };
}

describe("DocLayout", () => {
  it("puts the article before the sidebar and the table of headings in the DOM", () => {
    const { document } = render("/functions/api/");
    const order = [...document.querySelectorAll("main, nav.sidebar, aside.toc-column")].map((el) => el.tagName.toLowerCase() + (el.className ? `.${el.className.split(" ")[0]}` : ""));
    expect(order).toEqual(["main.doc-main", "nav.sidebar", "aside.toc-column"]);
    // The Menu button that opens the sidebar drawer on small screens stays above the article.
    expect(document.querySelector(".doc-toolbar + main")).not.toBeNull();
  });

  it("renders the page's title, description, body, last-updated date and headings", () => {
    const { page, document } = render("/functions/api/");
    const main = document.querySelector("main")!;
    expect(main.querySelector("h1")?.textContent).toBe(page.record.title);
    expect(main.querySelector(".doc-description")?.textContent).toBe(page.record.frontmatter.description);
    expect(main.querySelector(".prose")?.textContent).toBe(`The body of ${page.record.title}.`);
    expect(main.querySelector("footer time")?.getAttribute("dateTime")).toBe(new Date(page.record.lastUpdatedTimestamp).toISOString());
    const toc = [...document.querySelectorAll("aside.toc-column a")].map((a) => a.getAttribute("href"));
    expect(toc).toEqual(page.record.headers.map((h) => `#${h.slug}`));
  });

  it("links the previous page of the sidebar order and the next page its frontmatter names, and marks the current page in the sidebar", () => {
    const { document } = render("/functions/api/");
    const order = index.sidebarOrder;
    const links = [...document.querySelectorAll("main a[rel=prev], main a[rel=next]")].map((a) => [a.getAttribute("rel"), a.getAttribute("href"), a.textContent]);
    expect(links[0]?.slice(0, 2)).toEqual(["prev", order[order.indexOf("/functions/api/") - 1]]);
    // functions/api.mdx sets `next: { title: Get started again, url: /get-started/ }`.
    expect(links[1]?.[1]).toBe("/get-started/");
    expect(links[1]?.[2]).toContain("Get started again");
    expect(document.querySelector('nav.sidebar a[aria-current="page"]')?.getAttribute("href")).toBe("/functions/api/");
  });

  it("describes the page for search engines and agents (JSON-LD TechArticle and breadcrumbs)", () => {
    const { page, document } = render("/functions/api/");
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(1);
    const data = (JSON.parse(scripts[0]?.textContent ?? "{}") as { "@graph": { "@type": string; headline?: string }[] })["@graph"];
    expect(data.find((d) => d["@type"] === "TechArticle")?.headline).toBe(page.record.title);
    expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
  });
});
