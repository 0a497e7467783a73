import { createHash } from "node:crypto";
import { BASE_CSP, META_IGNORED_DIRECTIVES, cspMetaTag, pageCsp, scriptHash, thirdPartyHosts } from "@/lib/hosting/csp";
import { inlineScriptHashes, withCspMeta } from "@/lib/next-export";
import { buildHeaderRules } from "@/lib/hosting/headers";
import { renderHeadersFile } from "@/lib/hosting/static-host";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("content security policy", () => {
  const html = `<html><head><script>document.documentElement.classList.add("dark")</script>
<script src="/_next/static/a.js" async=""></script></head>
<body><script>self.__next_f.push([1,"x"])</script><script>self.__next_f.push([1,"x"])</script></body></html>`;

  it("hashes each distinct inline script exactly, and skips scripts with a src", () => {
    expect(inlineScriptHashes(html)).toEqual([sha('document.documentElement.classList.add("dark")'), sha('self.__next_f.push([1,"x"])')]);
    expect(scriptHash("")).toBe(sha(""));
  });

  it("allows scripts only from our origin, the hashes and the analytics vendors — never unsafe-inline scripts", () => {
    const policy = pageCsp(inlineScriptHashes(html), thirdPartyHosts({}));
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain(sha('self.__next_f.push([1,"x"])'));
    expect(scriptSrc).toContain("https://www.googletagmanager.com");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
  });

  it("adds Algolia's hosts only when search is configured", () => {
    expect(pageCsp([], thirdPartyHosts({}))).not.toContain("algolia");
    const configured = pageCsp([], thirdPartyHosts({ NEXT_PUBLIC_ALGOLIA_APP_ID: "ABC123" }));
    expect(configured).toContain("https://abc123-dsn.algolia.net");
  });

  it("adds the feedback endpoint's origin to connect-src only when NEXT_PUBLIC_FEEDBACK_URL is set", () => {
    expect(pageCsp([], thirdPartyHosts({}))).not.toContain("feedback.example");
    const connect = pageCsp([], thirdPartyHosts({ NEXT_PUBLIC_FEEDBACK_URL: "https://feedback.example:8443/v1/docs?x=1" }))
      .split("; ")
      .find((d) => d.startsWith("connect-src"));
    expect(connect?.split(" ")).toContain("https://feedback.example:8443");
  });

  it("keeps the base policy free of script restrictions so it combines with each page's", () => {
    expect(BASE_CSP).not.toContain("script-src");
    expect(BASE_CSP).toContain("frame-ancestors 'none'");
  });

  it("leaves out of the page policy what a <meta> cannot carry", () => {
    const policy = pageCsp([], thirdPartyHosts({}));
    for (const directive of META_IGNORED_DIRECTIVES) expect(policy).not.toContain(directive);
    expect(() => cspMetaTag(BASE_CSP)).toThrow("cannot carry");
  });
});

describe("withCspMeta: the policy travels with the page", () => {
  const page = `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/><script>(function(){document.documentElement.dataset.a="1"})()</script><title>x</title></head><body><script>self.__next_f.push([1,"a&b"])</script></body></html>`;
  const withMeta = withCspMeta(page, "x.html", thirdPartyHosts({}));
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(withMeta);

  it("puts the meta tag first in <head>, after the charset and before every script", () => {
    expect(meta).not.toBeNull();
    expect(withMeta.indexOf("<meta http-equiv")).toBe(withMeta.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length);
    expect(withMeta.indexOf("<meta http-equiv")).toBeLessThan(withMeta.indexOf("<script"));
  });
  it("carries the hash of every inline script of the page, and nothing unsafe", () => {
    const policy = (meta?.[1] ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
    for (const hash of inlineScriptHashes(page)) expect(policy).toContain(hash);
    expect(policy).not.toContain("unsafe-inline' 'self");
    expect(policy.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe-inline");
  });
  it("works on a redirect stub's lowercase charset and replaces an earlier policy when run again", () => {
    const stub = '<!doctype html><html><head><meta charset="utf-8"><title>R</title><script>location.replace("/a/")</script></head></html>';
    const once = withCspMeta(stub, "stub.html", thirdPartyHosts({}));
    expect(once).toMatch(/^<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy"/);
    expect(withCspMeta(once, "stub.html", thirdPartyHosts({}))).toBe(once);
  });
  it("refuses a page whose script comes before <head>, or without one", () => {
    expect(() => withCspMeta("<script>x()</script><html><head></head></html>", "bad.html")).toThrow("bad.html");
    expect(() => withCspMeta("<p>no head</p>", "nohead.html")).toThrow("no <head>");
  });
});

describe("_headers: a handful of site-wide rules", () => {
  const file = renderHeadersFile(buildHeaderRules());
  it("is a few rules and well under 4 KB, with no page path in it", () => {
    const rules = buildHeaderRules();
    expect(rules.length).toBeLessThanOrEqual(5);
    expect(Buffer.byteLength(file)).toBeLessThan(4096);
    expect(rules.map((r) => r.source).every((source) => source.endsWith("*"))).toBe(true);
  });
  it("carries what a meta policy cannot, and no script policy", () => {
    const all = buildHeaderRules().find((r) => r.source === "/*")?.headers ?? {};
    expect(all["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(all["Content-Security-Policy"]).not.toContain("script-src");
    expect(all["Strict-Transport-Security"]).toContain("max-age=");
    expect(all["X-Content-Type-Options"]).toBe("nosniff");
  });
});
