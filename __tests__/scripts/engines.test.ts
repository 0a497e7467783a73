/**
 * The Node version the project names (package.json `engines`, `.nvmrc`) runs every installed package: no
 * `npm warn EBADENGINE` on install. Each package's own `engines.node` in package-lock.json must allow every
 * version package.json's range allows (packages for another platform are never installed here and are left out).
 */
import fs from "node:fs";
import path from "node:path";
import semver from "semver";

const root = path.join(__dirname, "../..");
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  os?: string[];
  cpu?: string[];
}

/** npm's os/cpu lists: names, or "!name" to exclude one. */
const allows = (list: string[] | undefined, value: string) => !list || (list.some((v) => !v.startsWith("!")) ? list.includes(value) : !list.includes(`!${value}`));

describe("the Node version", () => {
  const range: string = readJson("package.json").engines.node;

  it("is one release line in .nvmrc, inside package.json's engines range", () => {
    const line = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
    expect(line).toMatch(/^\d+$/);
    expect(semver.intersects(`${line}.x`, range)).toBe(true);
  });

  it("satisfies every installed package's engines.node", () => {
    const packages = readJson("package-lock.json").packages as Record<string, LockEntry>;
    const narrower = Object.entries(packages)
      .filter(([where, entry]) => where && allows(entry.os, process.platform) && allows(entry.cpu, process.arch))
      .flatMap(([where, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return wanted && !semver.subset(range, wanted) ? [`${where.split("node_modules/").pop()}@${entry.version}: node ${wanted}`] : [];
      });
    expect(narrower).toEqual([]);
  });
});
