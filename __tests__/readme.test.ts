/**
 * The README is a newcomer's one screen (issue #29): its two commands, its table of scripts and its configuration
 * table must say what package.json and the code do. This fails when they drift apart.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "..");
const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };

/** The rows of the Markdown table under a heading: the first cell of each row. */
function firstCells(heading: string): string[] {
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README has no "## ${heading}" section`);
  const section = readme.slice(start + heading.length + 5).split(/\n## /)[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !/^\| -/.test(line))
    .slice(1)
    .map((line) => line.split("|")[1]?.trim() ?? "");
}

/** Every source file of the site and its tools (not tests). */
function sourceFiles(): string[] {
  const files: string[] = [];
  for (const dir of ["app", "components", "lib", "scripts", "bin", "packages"]) {
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) continue;
    for (const name of fs.readdirSync(full, { recursive: true }) as string[]) {
      if (/node_modules|[\\/]dist[\\/]/.test(name)) continue;
      if (/\.(ts|tsx|js|mjs|cjs)$/.test(name)) files.push(path.join(full, name));
    }
  }
  return [...files, path.join(root, "next.config.mjs")];
}

describe("README", () => {
  it("stays one screen", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(150);
  });

  it("gives the two commands, and package.json has them", () => {
    expect(readme).toMatch(/```bash\nnpm install && npm start[^\n]*\nnpm test[^\n]*\n```/);
    expect(pkg.scripts.start).toBeDefined();
    expect(pkg.scripts.test).toBeDefined();
  });

  it("lists exactly the scripts package.json has", () => {
    const listed = firstCells("Scripts").map((cell) => /`npm (?:run )?([\w:-]+)/.exec(cell)?.[1] ?? cell);
    expect([...listed].sort()).toEqual(Object.keys(pkg.scripts).sort());
  });

  it("lists every environment variable the code reads, and only those", () => {
    const read = new Set<string>();
    for (const file of sourceFiles()) {
      for (const match of fs
        .readFileSync(file, "utf8")
        .matchAll(/process\.env\.([A-Z][A-Z0-9_]+)|process\.env\[["']([A-Z][A-Z0-9_]+)["']\]|\benv\.([A-Z][A-Z0-9_]+)\b|_ENV\s*=\s*["']([A-Z][A-Z0-9_]+)["']/g)) {
        // The last form: a variable's name kept in a constant (`BUILD_ENV = "LAUNCHBAY_BUILD_ID"`, read as process.env[BUILD_ENV]).
        read.add((match[1] ?? match[2] ?? match[3] ?? match[4]) as string);
      }
    }
    for (const standard of ["NODE_ENV", "CI", "HOME", "PATH"]) read.delete(standard);
    const documented = new Set(firstCells("Configuration").flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)(?:=[^`]*)?`/g)].map((m) => m[1] as string)));
    expect([...read].filter((name) => !documented.has(name)).sort()).toEqual([]);
    // NEXT_TELEMETRY_DISABLED is Next's own; every other documented variable must be read somewhere.
    expect([...documented].filter((name) => !read.has(name) && name !== "NEXT_TELEMETRY_DISABLED").sort()).toEqual([]);
  });
});
