/** @jest-environment jsdom */
import { isPlainClick, linkOf, routableHref } from "@/lib/nav/intent";

const here = { origin: "http://localhost", pathname: "/functions/overview/", search: "" };

function anchor(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement("a");
  a.setAttribute("href", href);
  for (const [name, value] of Object.entries(attrs)) a.setAttribute(name, value);
  return a;
}

describe("client navigation: which links the client router takes", () => {
  it("takes every same-site page link, with query and hash", () => {
    expect(routableHref(anchor("/functions/api/"), here)).toBe("/functions/api/");
    expect(routableHref(anchor("/functions/api/?tab=2#usage"), here)).toBe("/functions/api/?tab=2#usage");
    expect(routableHref(anchor("../api/"), here)).toBe("/functions/api/");
    expect(routableHref(anchor("http://localhost/"), here)).toBe("/");
  });

  it("leaves files, other sites, new tabs, downloads and jumps within the page to the browser", () => {
    expect(routableHref(anchor("/functions/api.md"), here)).toBeNull();
    expect(routableHref(anchor("/llms.txt"), here)).toBeNull();
    expect(routableHref(anchor("/sitemap.xml"), here)).toBeNull();
    expect(routableHref(anchor("/search-core.json"), here)).toBeNull();
    expect(routableHref(anchor("mailto:team@example.com"), here)).toBeNull();
    expect(routableHref(anchor("https://example.com/x/"), here)).toBeNull();
    expect(routableHref(anchor("/functions/api/", { target: "_blank" }), here)).toBeNull();
    expect(routableHref(anchor("/functions/api/", { download: "" }), here)).toBeNull();
    expect(routableHref(anchor("#usage"), here)).toBeNull();
    expect(routableHref(anchor("/functions/overview/#usage"), here)).toBeNull();
    expect(routableHref(anchor("/functions/api/", { target: "_self" }), here)).toBe("/functions/api/");
  });

  it("finds the link around an event target, text nodes included", () => {
    const a = anchor("/x/");
    const span = document.createElement("span");
    span.append("text");
    a.append(span);
    expect(linkOf(span)).toBe(a);
    expect(linkOf(span.firstChild)).toBe(a);
    expect(linkOf(document.createElement("div"))).toBeNull();
  });

  it("takes over only a plain primary click", () => {
    expect(isPlainClick(new MouseEvent("click", { button: 0 }))).toBe(true);
    expect(isPlainClick(new MouseEvent("click", { button: 0, metaKey: true }))).toBe(false);
    expect(isPlainClick(new MouseEvent("click", { button: 0, ctrlKey: true }))).toBe(false);
    expect(isPlainClick(new MouseEvent("click", { button: 1 }))).toBe(false);
  });
});
