// Diagrams (lib/diagrams): static SVG in the page, accessible, readable in both themes, no script, within the CSP.
import type { Browser, Page } from "playwright-core";
import { axeViolations, launch, newPage } from "./browser";

const diagramPath = "/platform/request-chain/";
/** Every page with a diagram, and its accessible name. */
const DIAGRAMS: [string, string][] = [
  ["/platform/request-chain/", "The request chain"],
  ["/platform/caching/", "The caching layers"],
  ["/site-deploys/overview/", "From commit to published deploy"],
  ["/visual-editor/concepts/how-visual-editor-works/", "How the visual editor is built"],
  ["/domains/get-started-with-domains/", "Choosing how DNS is managed"],
  ["/async-workloads/lifecycle/", "Async workload run states and retries"],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function open(theme: "light" | "dark", options: { bypassCSP?: boolean; javaScriptEnabled?: boolean } = {}): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser, { viewport: { width: 1280, height: 900 }, ...options });
  await opened.page.addInitScript((value) => window.localStorage.setItem("nf-docs-theme", value), theme);
  await opened.page.emulateMedia({ colorScheme: theme });
  return opened;
}

/** WCAG relative luminance of a computed colour (`rgb(…)` or `color(srgb …)`). */
function luminance(color: string): number {
  const rgb = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(color);
  const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(color);
  const channels = rgb ? rgb.slice(1, 4).map((c) => Number(c) / 255) : srgb ? srgb.slice(1, 4).map(Number) : undefined;
  if (!channels) throw new Error(`cannot read the colour ${color}`);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The colours a reader sees in the first diagram of the page. */
function diagramColours(page: Page) {
  return page.evaluate(() => {
    const svg = document.querySelector("figure.diagram svg") as SVGSVGElement;
    const fill = (selector: string) => getComputedStyle(svg.querySelector(selector) as Element).fill;
    return {
      page: getComputedStyle(document.body).backgroundColor,
      nodeText: fill(".node text"),
      nodeFill: fill(".node rect, .node polygon"),
      labelText: fill(".edge-label text"),
      edge: getComputedStyle(svg.querySelector(".edge") as Element).stroke,
    };
  });
}

describe("diagrams", () => {
  it.each(DIAGRAMS)("%s has its diagram as an image named %j, with a description", async (path, name) => {
    const { page } = await open("light");
    await page.goto(path);
    const image = page.getByRole("img", { name });
    expect(await image.count()).toBe(1);
    const description = await image.evaluate((svg) => {
      const [, descId] = (svg.getAttribute("aria-labelledby") ?? "").split(" ");
      return document.getElementById(descId ?? "")?.textContent ?? "";
    });
    expect(description.length).toBeGreaterThan(60);
  });

  it.each(["light", "dark"] as const)("is readable in the %s theme, in the theme's colours", async (theme) => {
    const { page } = await open(theme);
    await page.goto(diagramPath);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
    const colours = await diagramColours(page);
    expect(contrast(colours.nodeText, colours.nodeFill)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.nodeText, colours.page)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.labelText, colours.page)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.edge, colours.page)).toBeGreaterThanOrEqual(3);
    // The text takes the page's text colour: dark on light, light on dark.
    expect(luminance(colours.nodeText) < luminance(colours.page)).toBe(theme === "light");
  });

  it.each(["light", "dark"] as const)(
    "has no axe violations (%s)",
    async (theme) => {
      // axe is injected as a script the page's CSP does not list (the next test checks the page under its CSP).
      const { page } = await open(theme, { bypassCSP: true });
      await page.goto(diagramPath);
      await page.waitForTimeout(300);
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
    },
    180_000,
  ); // axe over a whole doc page takes tens of seconds on a busy 2-core machine

  it("draws without JavaScript and without breaking the page's CSP", async () => {
    const withoutJs = await open("light", { javaScriptEnabled: false });
    await withoutJs.page.goto(diagramPath);
    const box = await withoutJs.page.locator("figure.diagram svg").boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(box?.height).toBeGreaterThan(300);

    const { page, errors } = await open("dark");
    await page.goto(diagramPath);
    await page.waitForTimeout(300);
    expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
    expect(await page.locator("figure.diagram script, figure.diagram foreignObject, figure.diagram [style]").count()).toBe(0);
  });

  it("keeps the Mermaid source in the page's Markdown copy", async () => {
    const { page } = await open("light");
    const markdown = await (await page.request.get("/platform/request-chain.md")).text();
    expect(markdown).toContain("```mermaid\nflowchart TD\n  accTitle: The request chain");
  });
});
