import { BudgetCheck, BUDGETS, budgetProblems, budgetSummary, measurePage, mergeBudgetResults, type PageSizes } from "@/lib/export-checks/budgets";
import { bootScript, BOOT_MARK, flightData, pageAssets, prefetchOnSight, REQUESTS_PER_PREFETCH } from "@/lib/next-export";

/** An inline flight-data script as Next writes it. */
const flight = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
/** Flight rows: a client <Link> element (module reference $L5) with the given props. */
const link = (props: Record<string, unknown>) => `["$","$L5",null,${JSON.stringify({ ...props, children: ["$", "span", null, { children: "x" }] })}]`;
const noRequests: PageSizes["requests"] = { firstView: 1, afterFirstView: 0, prefetchedOnSight: [] };

const html = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/_next/static/a.css" data-precedence="next"/>
<script src="/_next/static/main.js" async=""></script>
<script src="/_next/static/polyfills.js" noModule=""></script>
<script src="https://www.googletagmanager.com/gtm.js"></script>
</head><body><script>self.__next_f.push([1,"x"])</script></body></html>`;

describe("size budgets", () => {
  it("finds the local scripts and stylesheets a page loads up front, skipping nomodule and third parties", () => {
    expect(pageAssets(html)).toEqual({ js: ["/_next/static/main.js"], css: ["/_next/static/a.css"], other: [] });
  });

  it("measures gzip sizes and passes a small page", () => {
    const sizes = measurePage(html, () => Buffer.from("console.log(1)"));
    expect(sizes.js).toBeGreaterThan(0);
    expect(budgetProblems("a/index.html", sizes)).toEqual([]);
  });

  it("fails a page over the JS budget, naming the page and the largest file", () => {
    const sizes = { html: 1000, js: BUDGETS.js + 1, css: 100, files: [{ url: "/_next/static/main.js", kind: "js" as const, bytes: BUDGETS.js + 1 }], requests: noRequests };
    expect(budgetProblems("functions/api/index.html", sizes)).toEqual([
      expect.stringMatching(/^functions\/api\/index\.html: JS 160\.0 KB gzip is over the 160\.0 KB budget \(largest file: \/_next\/static\/main\.js/),
    ]);
  });

  it("checks an export page by page, across threads: every problem, the pages measured and the heaviest page", () => {
    const small = new BudgetCheck(() => Buffer.from("console.log(1)"));
    small.add("a/index.html", html);
    small.add("a.html", html); // a .html redirect stub: not a page the budgets cover
    const big = new BudgetCheck(() => Buffer.from(Array.from({ length: 60_000 }, (_, i) => `v${i * 7919}=${i};`).join("")));
    big.add("b/index.html", html);
    const result = mergeBudgetResults([small.result(), big.result()]);
    expect(result.pages).toBe(2);
    expect(result.heaviest?.page).toBe("b/index.html");
    expect(result.problems).toEqual([
      expect.stringMatching(/^b\/index\.html: JS .* gzip is over the 160\.0 KB budget/),
      expect.stringMatching(/^b\/index\.html: CSS .* gzip is over the 30\.0 KB budget/),
    ]);
    expect(budgetSummary(result)).toMatch(/^budgets ok: 2 pages; heaviest b\/index\.html: JS /);
  });

  it("fails a page whose HTML is over budget", () => {
    expect(budgetProblems("x/index.html", { html: BUDGETS.html + 1, js: 0, css: 0, files: [], requests: noRequests })[0]).toContain("x/index.html: HTML");
  });

  describe("requests: the first view and what the page fetches after it without intent (issue #17)", () => {
    const page = (body: string) =>
      `<!DOCTYPE html><html><head><link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>` +
      `<link rel="stylesheet" href="/_next/static/a.css"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>` +
      `<link rel="canonical" href="https://docs.example.com/a/"/>` +
      `<script ${BOOT_MARK}="">${bootScript(["/_next/static/chunks/1.js", "/_next/static/chunks/2.js"])}</script></head><body>${body}</body></html>`;

    it("counts the HTML, booted chunks, stylesheets, the preloaded font and the icon as the first view", () => {
      const sizes = measurePage(page(""), () => Buffer.from("x"), new Map(), "/a/");
      expect(pageAssets(page("")).other).toEqual(["/_next/static/media/inter.woff2", "/favicon.svg"]);
      expect(sizes.requests).toEqual({ firstView: 1 + 2 + 1 + 2, afterFirstView: 0, prefetchedOnSight: [] });
    });

    it("reads the routes client links prefetch on sight from the flight data: not prefetch={false}, not files, not the page itself", () => {
      const rows = `0:[${[link({ href: "/b/" }), link({ href: "/c/?x=1#top", className: "next" }), link({ href: "/b/" }), link({ href: "/d/", prefetch: false, "data-prefetch": "intent" }), link({ href: "/a.md" }), link({ href: "/a/" }), link({ href: "https://example.com/" })].join(",")}]`;
      const html = page(flight(rows.slice(0, 40)) + flight(rows.slice(40)));
      expect(flightData(html)).toBe(rows);
      expect(prefetchOnSight(html, "/a/")).toEqual(["/b/", "/c/"]);
      expect(measurePage(html, () => Buffer.from("x"), new Map(), "/a/").requests).toEqual({ firstView: 6, afterFirstView: 2 * REQUESTS_PER_PREFETCH, prefetchedOnSight: ["/b/", "/c/"] });
    });

    it("finds no prefetch on sight where every link prefetches on intent", () => {
      expect(prefetchOnSight(page(flight(`0:[${link({ href: "/b/", prefetch: false })}]`)))).toEqual([]);
    });

    it("passes a page at the request budget and fails one over it, naming the page and the links prefetched on sight", () => {
      const at = { html: 1, js: 1, css: 1, files: [], requests: { firstView: BUDGETS.requests, afterFirstView: 0, prefetchedOnSight: [] } };
      expect(budgetProblems("a/index.html", at)).toEqual([]);
      const over = { ...at, requests: { firstView: 11, afterFirstView: 4, prefetchedOnSight: ["/b/", "/c/"] } };
      expect(budgetProblems("a/index.html", over)).toEqual([
        `a/index.html: 15 requests (11 in the first view, 4 after it) are over the budget of ${BUDGETS.requests}; links prefetched on sight, not on intent: /b/, /c/`,
      ]);
    });
  });
});
