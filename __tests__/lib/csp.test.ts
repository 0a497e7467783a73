import { createHash } from "node:crypto";
import { BASE_CSP, inlineScriptHashes, pageCsp, scriptHash, thirdPartyHosts } from "@/lib/csp";

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
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'self'");
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
});
