import { type HeaderRule, fileForPath, pathForFile, matchRedirect, parseHeadersFile, parseRedirectsFile, renderHeadersFile, serveHandlerConfig } from "@/lib/hosting/static-host";

describe("_headers", () => {
  const rules: HeaderRule[] = [
    { source: "/*", headers: { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'self'; img-src 'self' data:" } },
    { source: "/_next/static/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
  ];
  it("round-trips through render and parse (values with colons intact)", () => {
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules);
  });
  it("maps a page's folder path to its index.html for serve-handler", () => {
    expect(
      serveHandlerConfig("/out", [
        { source: "/functions/api/", headers: { A: "b" } },
        { source: "/", headers: { A: "c" } },
      ]).headers.map((h) => h.source),
    ).toEqual(["/functions/api/index.html", "/index.html"]);
  });
  it("rejects a header line outside a block", () => {
    expect(() => parseHeadersFile("  X-A: b\n")).toThrow("_headers");
  });
  it("turns splats into serve-handler globs", () => {
    expect(serveHandlerConfig("/out", rules).headers[0]).toEqual({
      source: "/**",
      headers: [
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "Content-Security-Policy", value: "default-src 'self'; img-src 'self' data:" },
      ],
    });
  });
});

describe("_redirects", () => {
  const rules = parseRedirectsFile("# comment\n/a.html  /a/  301\n/old/*  /new/:splat  302\n/functions/  /functions/overview/\n");
  it("parses rules with a default status", () => {
    expect(rules).toEqual([
      { from: "/a.html", to: "/a/", status: 301 },
      { from: "/old/*", to: "/new/:splat", status: 302 },
      { from: "/functions/", to: "/functions/overview/", status: 301 },
    ]);
  });
  it("rejects a malformed line", () => expect(() => parseRedirectsFile("/only-one")).toThrow('cannot read the rule "/only-one"'));
  it.each([
    ["/a.html", "/a/"],
    ["/old/x/y", "/new/x/y"],
    ["/functions", "/functions/overview/"],
    ["/functions/", "/functions/overview/"],
    ["/functions/api/", null],
  ])("%s → %s", (path, to) => expect(matchRedirect(path, rules)?.to ?? null).toBe(to));
  it("maps folder paths to their index.html", () => {
    expect(fileForPath("/a/")).toBe("/a/index.html");
    expect(fileForPath("/a.html")).toBe("/a.html");
  });
  it.each([
    ["index.html", "/"],
    ["functions/api/index.html", "/functions/api/"],
    ["functions/api.html", "/functions/api.html"],
    ["404.html", "/404.html"],
  ])("maps the out/ file %s back to the path %s", (file, path) => {
    expect(pathForFile(file)).toBe(path);
    expect(fileForPath(path)).toBe(`/${file}`);
  });
});
