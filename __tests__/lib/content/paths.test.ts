import { fileToPath, isIndexFile, pathToKey, redirectSources, sectionPrefixes } from "@/lib/content/paths";

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

describe("isIndexFile", () => {
  it.each([
    ["build-plugins/index.mdx", true],
    ["index.mdx", true],
    ["reindex.mdx", false],
    ["a/index-of-things.mdx", false],
  ])("%s → %s", (file, expected) => expect(isIndexFile(file)).toBe(expected));
});

describe("pathToKey", () => {
  it.each([
    ["/", "index"],
    ["/functions/api/", "functions-api"],
    ["/security/secure-launchbay-access/enforce-2FA/", "security-secure-launchbay-access-enforce-2fa"],
  ])("%s → %s", (path, key) => expect(pathToKey(path)).toBe(key));
});

describe("redirectSources", () => {
  it.each<[string, Parameters<typeof redirectSources>[1], string[]]>([
    ["/functions/api/", { fromIndexFile: false }, ["/functions/api/index.html", "/functions/api.html"]],
    ["/build-plugins/", { fromIndexFile: true }, ["/build-plugins/index.html"]],
    ["/visual-editor/localization/", { fromIndexFile: false, index: false }, ["/visual-editor/localization.html"]],
    ["/a/", { fromIndexFile: false, html: false }, ["/a/index.html"]],
    ["/", { fromIndexFile: true }, ["/index.html"]],
  ])("%s %j", (path, options, expected) => expect(redirectSources(path, options)).toEqual(expected));
});

describe("sectionPrefixes", () => {
  it.each([
    ["/a/b/c/", ["/a/", "/a/b/"]],
    ["/a/", []],
  ])("%s", (path, expected) => expect(sectionPrefixes(path)).toEqual(expected));
});
