import { fileToPath, pathToKey, sectionPrefixes } from "@/lib/content/paths";

describe("fileToPath and pathToKey", () => {
  // A content file, the page path it maps to, and the key derived from that path.
  it.each([
    ["get-started.mdx", "/get-started/", "get-started"],
    ["functions/api.mdx", "/functions/api/", "functions-api"],
    ["build-plugins/index.mdx", "/build-plugins/", "build-plugins"],
    ["security/secure-launchbay-access/enforce-2FA.mdx", "/security/secure-launchbay-access/enforce-2FA/", "security-secure-launchbay-access-enforce-2fa"],
    ["a/b/c/index.mdx", "/a/b/c/", "a-b-c"],
    ["index.mdx", "/", "index"],
    ["functions\\api.mdx", "/functions/api/", "functions-api"],
  ])("%s → %s → %s", (file, url, key) => {
    expect(fileToPath(file)).toBe(url);
    expect(pathToKey(url)).toBe(key);
  });
});

describe("sectionPrefixes", () => {
  it.each([
    ["/a/b/c/", ["/a/", "/a/b/"]],
    ["/a/", []],
  ])("%s", (path, expected) => expect(sectionPrefixes(path)).toEqual(expected));
});
