import { BUDGETS, budgetProblems, measurePage, pageAssets } from "@/lib/budgets";

const html = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/_next/static/a.css" data-precedence="next"/>
<script src="/_next/static/main.js" async=""></script>
<script src="/_next/static/polyfills.js" noModule=""></script>
<script src="https://www.googletagmanager.com/gtm.js"></script>
</head><body><script>self.__next_f.push([1,"x"])</script></body></html>`;

describe("size budgets", () => {
  it("finds the local scripts and stylesheets a page loads up front, skipping nomodule and third parties", () => {
    expect(pageAssets(html)).toEqual({ js: ["/_next/static/main.js"], css: ["/_next/static/a.css"] });
  });

  it("measures gzip sizes and passes a small page", () => {
    const sizes = measurePage(html, () => Buffer.from("console.log(1)"));
    expect(sizes.js).toBeGreaterThan(0);
    expect(budgetProblems("a/index.html", sizes)).toEqual([]);
  });

  it("fails a page over the JS budget, naming the page and the largest file", () => {
    const sizes = { html: 1000, js: BUDGETS.js + 1, css: 100, files: [{ url: "/_next/static/main.js", kind: "js" as const, bytes: BUDGETS.js + 1 }] };
    expect(budgetProblems("functions/api/index.html", sizes)).toEqual([
      expect.stringMatching(/^functions\/api\/index\.html: JS 150\.0 KB gzip is over the 150\.0 KB budget \(largest file: \/_next\/static\/main\.js/),
    ]);
  });

  it("fails a page whose HTML is over budget", () => {
    expect(budgetProblems("x/index.html", { html: BUDGETS.html + 1, js: 0, css: 0, files: [] })[0]).toContain("x/index.html: HTML");
  });
});
