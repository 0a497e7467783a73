/**
 * Tools only the bench uses live in tools/<name>/ with a package.json and lockfile of their own (Lighthouse; the
 * Nextra peer site), so that `npm install` and every CI run do not unpack them. The bench installs one on its first
 * use, and again when its lockfile is newer than npm's record of the install (node_modules/.package-lock.json).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Installs tools/<name> when it is missing or stale; returns its folder. */
export function benchTool(name: string): string {
  const dir = path.join(process.cwd(), "tools", name);
  const installed = fs.statSync(path.join(dir, "node_modules/.package-lock.json"), { throwIfNoEntry: false });
  if (!installed || installed.mtimeMs < fs.statSync(path.join(dir, "package-lock.json")).mtimeMs) {
    console.log(`Installing tools/${name} for the bench (its lockfile is newer than its install)`);
    execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--prefer-offline"], { cwd: dir, stdio: "inherit" });
  }
  return dir;
}
