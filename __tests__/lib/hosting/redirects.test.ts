import { buildRedirects, renderRedirectsFile, renderRedirectStub, resolveFallback } from "@/lib/hosting/redirects";

describe("buildRedirects", () => {
  const redirects = buildRedirects(
    [
      { path: "/functions/api/" },
      { path: "/functions/overview/" },
      { path: "/build-plugins/" },
      { path: "/visual-editor/localization/", redirects: { index: false } },
      { path: "/accounts-and-billing/team-management/" },
    ],
    ["/functions/overview/", "/functions/api/", "/build-plugins/", "/visual-editor/localization/", "/accounts-and-billing/team-management/"],
  );
  const from = (f: string) => redirects.find((r) => r.from === f);

  it("sends /index.html home", () => expect(from("/index.html")).toMatchObject({ to: "/", kind: "home" }));
  it("gives a page both its index.html and .html redirects", () => {
    expect(from("/functions/api/index.html")).toMatchObject({ to: "/functions/api/", status: 301, kind: "index" });
    expect(from("/functions/api.html")).toMatchObject({ to: "/functions/api/", kind: "html" });
  });
  it("gives a page with child pages both redirects: the page map, not the file layout, decides", () => {
    expect(from("/accounts-and-billing/team-management.html")).toMatchObject({ to: "/accounts-and-billing/team-management/", kind: "html" });
    expect(from("/accounts-and-billing/team-management/index.html")).toBeDefined();
  });
  it("gives an index page only the index.html redirect", () => {
    expect(from("/build-plugins/index.html")).toBeDefined();
    expect(from("/build-plugins.html")).toBeUndefined();
  });
  it("honours a frontmatter switch-off", () => {
    expect(from("/visual-editor/localization.html")).toBeDefined();
    expect(from("/visual-editor/localization/index.html")).toBeUndefined();
  });
  it("sends a section folder that is no page to its first page in sidebar order", () => {
    expect(from("/functions/")).toMatchObject({ to: "/functions/overview/", kind: "section" });
    expect(from("/visual-editor/")).toMatchObject({ to: "/visual-editor/localization/" });
  });
  it("renders a _redirects file with one 301 rule per redirect", () => {
    const lines = renderRedirectsFile(redirects)
      .split("\n")
      .filter((l) => l && !l.startsWith("#"));
    expect(lines).toHaveLength(redirects.length);
    expect(lines).toContainEqual(expect.stringMatching(/^\/functions\/api\.html\s+\/functions\/api\/\s+301$/));
  });
});

describe("renderRedirectStub", () => {
  const stub = renderRedirectStub("/functions/api/", "https://docs.launchbay.com");
  it("redirects with meta refresh, canonical and noindex, keeping query and hash", () => {
    expect(stub).toContain('<meta http-equiv="refresh" content="0; url=/functions/api/">');
    expect(stub).toContain('<link rel="canonical" href="https://docs.launchbay.com/functions/api/">');
    expect(stub).toContain('<meta name="robots" content="noindex">');
    expect(stub).toContain('location.replace("/functions/api/"+location.search+location.hash)');
  });
  it("escapes the target", () => {
    const evil = renderRedirectStub('/x/"><script>alert(1)</script>', "https://docs.launchbay.com");
    expect(evil).not.toContain("<script>alert");
  });
});

describe("resolveFallback", () => {
  const pages = ["/functions/api/", "/security/secure-launchbay-access/enforce-2FA/"];
  const sections = { "/functions/": "/functions/api/" };
  it.each([
    ["/functions/api", "/functions/api/"],
    ["/functions/api.html", "/functions/api/"],
    ["/functions/api/index.html", "/functions/api/"],
    ["/functions", "/functions/api/"],
    ["/functions/", "/functions/api/"],
    ["/FUNCTIONS/API/", "/functions/api/"],
    ["/security/secure-launchbay-access/enforce-2fa/", "/security/secure-launchbay-access/enforce-2FA/"],
    ["/nope/", null],
    ["/nope", null],
    ["/functions/api/", null],
  ])("%s → %s", (path, expected) => expect(resolveFallback(path, pages, sections)).toBe(expected));
});
