/**
 * The fixture site of lib/next-export/'s golden tests (`__tests__/fixtures/next-export/`): a layout with a client
 * island and two links, two pages and a not-found page, exported by `next build` with the site's export options.
 *
 * `npm run golden:next-export` exports it and writes `golden/`: its pages and route payloads as Next wrote them,
 * and `export.json` (the Next.js version and the files of the export). The fast tests read golden/; the
 * integration test exports the fixture again with the installed Next and checks the same things on it.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { filesUnder, isRoutePayload } from "../lib/next-export";

const root = path.join(__dirname, "..");
export const FIXTURE_DIR = path.join(root, "__tests__/fixtures/next-export");
export const GOLDEN_DIR = path.join(FIXTURE_DIR, "golden");

/** What golden/export.json records. */
export interface ExportSummary {
  next: string;
  /** The export's files, hashed names of Next's static files replaced by `*` (they change with every build). */
  files: string[];
}

/** The installed Next.js version. */
export function installedNextVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(root, "node_modules/next/package.json"), "utf8")) as { version: string }).version;
}

/** The summary of an export directory (see ExportSummary). */
export function summarize(out: string, next = installedNextVersion()): ExportSummary {
  const files = filesUnder(out).map((file) => file.replace(/^_next\/static\/chunks\/[^/]+\.js$/, "_next/static/chunks/*.js").replace(/^_next\/static\/(?!chunks\/)[^/]+\//, "_next/static/*/"));
  return { next, files: [...new Set(files)].sort() };
}

/** Exports the fixture with the installed Next (about 5 s) and returns its out/ directory; throws with Next's output when the build fails. */
export function exportFixture(): string {
  const out = path.join(FIXTURE_DIR, "out");
  fs.rmSync(out, { recursive: true, force: true });
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build", FIXTURE_DIR], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_EXPORT_FIXTURE_ROOT: root, NODE_ENV: "production" },
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`next build of the fixture failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  return out;
}

/** Writes golden/ from an export: its HTML pages and route payloads, and export.json. */
export function writeGolden(out: string): ExportSummary {
  fs.rmSync(GOLDEN_DIR, { recursive: true, force: true });
  for (const file of filesUnder(out).filter((f) => f.endsWith(".html") || isRoutePayload(f))) {
    fs.mkdirSync(path.dirname(path.join(GOLDEN_DIR, file)), { recursive: true });
    fs.copyFileSync(path.join(out, file), path.join(GOLDEN_DIR, file));
  }
  const summary = summarize(out);
  fs.writeFileSync(path.join(GOLDEN_DIR, "export.json"), `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}

if (require.main === module) {
  const summary = writeGolden(exportFixture());
  console.log(`golden export of Next.js ${summary.next}: ${summary.files.length} files in ${path.relative(root, GOLDEN_DIR)}/`);
}
