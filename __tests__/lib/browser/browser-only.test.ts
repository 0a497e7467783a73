/**
 * The browser-only libraries (next.config.mjs BROWSER_ONLY) resolve to lib/browser/browser-only.mjs outside the browser:
 * the list names only packages the site imports, the stand-in has every binding the site takes from them (or a
 * server compile fails), and calling it on the server fails loudly instead of doing nothing.
 */
import fs from "node:fs";
import path from "node:path";
import * as stub from "@/lib/browser/browser-only.mjs";

const root = path.join(__dirname, "../../..");
const config = fs.readFileSync(path.join(root, "next.config.mjs"), "utf8");
const list = JSON.parse(/export const BROWSER_ONLY = (\[[^\]]*\]);/.exec(config)?.[1] ?? "[]") as string[];

function sources(dir: string): string[] {
  return (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[]).filter((f) => /\.(?:ts|tsx)$/.test(f)).map((f) => path.join(root, dir, f));
}
const code = ["lib", "components", "app"].flatMap(sources).map((file) => fs.readFileSync(file, "utf8"));

/** The bindings the site takes from a package: `import X, { a } from "p"` and `const { a } = await import("p")`; `default` for a default import. */
function bindings(pkg: string): Set<string> {
  const name = pkg.replace(/[/.]/g, "\\$&");
  const found = new Set<string>();
  for (const text of code) {
    for (const m of text.matchAll(new RegExp(`import (?!type )([\\w$]+)?,?\\s*(?:\\{([^}]*)\\})? from "${name}"`, "g"))) {
      if (m[1]) found.add("default");
      for (const part of (m[2] ?? "").split(",")) if (part.trim() && !part.trim().startsWith("type ")) found.add(part.trim().split(/\s+as\s+/)[0] as string);
    }
    for (const m of text.matchAll(new RegExp(`const \\{([^}]*)\\} = await import\\("${name}"\\)`, "g"))) {
      for (const part of (m[1] ?? "").split(",")) if (part.trim()) found.add(part.trim().split(":")[0]?.trim() as string);
    }
  }
  return found;
}

describe("browser-only libraries", () => {
  it("lists packages the site imports, each through the same conditional alias", () => {
    expect(list.length).toBeGreaterThan(3);
    for (const pkg of list) expect([pkg, bindings(pkg).size]).not.toEqual([pkg, 0]);
    expect(config).toMatch(/BROWSER_ONLY\.map\(\(name\) => \[name, \{ browser: name, default: "\.\/lib\/browser\/browser-only\.mjs" \}\]\)/);
  });

  it("gives the server a stand-in for every binding the site takes from them", () => {
    const missing = list.flatMap((pkg) => [...bindings(pkg)].filter((binding) => !(binding in stub)).map((binding) => `${pkg}: ${binding}`));
    expect(missing).toEqual([]);
  });

  it("fails loudly when server code calls one", () => {
    expect(() => stub.default()).toThrow(/browser-only library .* called while rendering on the server/);
    expect(() => stub.datadogRum.init()).toThrow(/browser-only/);
  });
});
