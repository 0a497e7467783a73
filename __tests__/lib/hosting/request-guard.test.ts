import { MAX_URL_LENGTH, encodePath, routeRequest } from "@/lib/hosting/request-guard";
import { parseRedirectsFile } from "@/lib/hosting/static-host";

const redirects = parseRedirectsFile(
  "/index.html / 301\n/functions/overview/index.html /functions/overview/ 301\n/functions/overview.html /functions/overview/ 301\n/functions/ /functions/overview/ 301\n",
);
const folders = new Set(["/", "/functions/overview", "/functions/overview/"]);
const route = (url: string, method = "GET") => routeRequest(method, url, { redirects, isFolder: (p) => folders.has(p) });

describe("routeRequest", () => {
  it.each([
    ["/%E0%A4%A", 400],
    ["/%E0%A4%AZ", 400],
    ["/%", 400],
    ["/%zz", 400],
    ["/%C0%AE%C0%AE/secret", 400],
    ["/..", 400],
    ["/functions/../../secret", 400],
    ["/%2e%2e/secret", 400],
    ["/%2E%2e%2fsecret", 400],
    ["/%252e%252e/secret", 400],
    ["/a%2fb", 400],
    ["/a%5c..%5csecret", 400],
    ["/a\\..\\secret", 400],
    ["/./index.html", 400],
    ["/a%00.html", 400],
    ["/a\u0000b", 400],
    ["/a%0d%0aSet-Cookie:x", 400],
    ["/caf\u00e9/", 400],
    ["*", 400],
    ["http://evil.example/", 400],
    [`/${"a".repeat(MAX_URL_LENGTH)}`, 414],
    [`/${"a".repeat(256)}/`, 414],
    [`/${"%C3%A9".repeat(128)}`, 414],
  ])("%j → %d", (url, status) => expect(route(url)).toMatchObject({ kind: "reject", status }));

  it.each(["POST", "PUT", "DELETE", "OPTIONS", "TRACE", "PATCH", "PROPFIND", "get"])("%s → 405", (method) => {
    expect(route("/", method)).toMatchObject({ kind: "reject", status: 405 });
  });

  it.each([
    ["/functions//overview/", "/functions/overview/"],
    ["//functions/overview/", "/functions/overview/"],
    ["/functions//overview//index.html", "/functions/overview/"],
    ["/functions//overview.html", "/functions/overview/"],
    ["/functions//overview", "/functions/overview/"],
    ["/functions/overview", "/functions/overview/"],
    ["/functions/overview?q=1", "/functions/overview/?q=1"],
    ["//evil.example/", "/evil.example/"],
    ["/functions", "/functions/overview/"],
    ["/index.html", "/"],
  ])("%s → one redirect to %s", (url, location) => {
    const routed = route(url);
    expect(routed).toMatchObject({ kind: "redirect", status: 301, location });
    // The target is canonical: requesting it serves the page.
    if (routed.kind === "redirect") expect(route(routed.location)).toMatchObject({ kind: "serve" });
  });

  it.each([
    ["/", "/index.html"],
    ["/functions/overview/", "/functions/overview/index.html"],
    ["/_next/static/a.js?v=1", "/_next/static/a.js?v=1"],
    ["/caf%C3%A9/", "/caf%C3%A9/index.html"],
    ["/a%3Fb.txt", "/a%3Fb.txt"],
  ])("serves %s as the file %s", (url, file) => expect(route(url)).toMatchObject({ kind: "serve", url: file }));

  it("serves HEAD like GET", () => expect(route("/", "HEAD")).toMatchObject({ kind: "serve" }));
  it("escapes every segment again", () => expect(encodePath("/a?b/#c/%d/")).toBe("/a%3Fb/%23c/%25d/"));
});
