import { fileToPath, pathToKey, sectionPrefixes } from "@/lib/content/paths";

describe("fileToPath", () => {
  it.each([
    ["get-started.mdx", "/get-started/"],
    ["functions/api.mdx", "/functions/api/"],
    ["build-plugins/index.mdx", "/build-plugins/"],
    ["security/secure-launchbay-access/enforce-2FA.mdx", "/security/secure-launchbay-access/enforce-2FA/"],
    ["a/b/c/index.mdx", "/a/b/c/"],
    ["index.mdx", "/"],
    ["functions\\api.mdx", "/functions/api/"],
  ])("%s → %s", (file, url) => expect(fileToPath(file)).toBe(url));
});

describe("pathToKey", () => {
  it.each([
    ["/", "index"],
    ["/functions/api/", "functions-api"],
    ["/security/secure-launchbay-access/enforce-2FA/", "security-secure-launchbay-access-enforce-2fa"],
  ])("%s → %s", (path, key) => expect(pathToKey(path)).toBe(key));
});

describe("sectionPrefixes", () => {
  it.each([
    ["/a/b/c/", ["/a/", "/a/b/"]],
    ["/a/", []],
  ])("%s", (path, expected) => expect(sectionPrefixes(path)).toEqual(expected));
});
