import fs from "node:fs";
import path from "node:path";
import * as original from "analytics-utils";
import * as aliased from "@/lib/analytics/analytics-utils.mjs";

describe("the analytics-utils alias", () => {
  it("is the package with every export, except a getTimeZone that never starts ICU", () => {
    // jest loads the package's CommonJS build, where interop adds a "default" the ES module does not have.
    const names = Object.keys(original).filter((key) => key !== "default");
    expect(Object.keys(aliased).sort()).toEqual(names.sort());
    for (const name of names) expect(typeof aliased[name as keyof typeof aliased]).toBe(typeof original[name as keyof typeof original]);
    const referrer = "https://www.google.com/search?q=deploy+previews";
    expect(aliased.parseReferrer(referrer)).toEqual(original.parseReferrer(referrer));
    const DateTimeFormat = jest.spyOn(Intl, "DateTimeFormat");
    expect(aliased.getTimeZone()).toBeUndefined();
    expect(DateTimeFormat).not.toHaveBeenCalled();
    DateTimeFormat.mockRestore();
  });

  it("is what the site's bundles resolve analytics-utils to", () => {
    const config = fs.readFileSync(path.join(__dirname, "../../../next.config.mjs"), "utf8");
    expect(config).toMatch(/resolveAlias: \{\s*"analytics-utils": "\.\/lib\/analytics\/analytics-utils\.mjs"/);
  });
});
