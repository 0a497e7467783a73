import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.join(__dirname, "../../..");
const fixture = path.join(root, "__tests__/fixtures/content-report-usage.ndjson");
const run = (...args: string[]) => spawnSync(process.execPath, [require.resolve("tsx/cli"), path.join(root, "scripts/content-report.ts"), ...args], { cwd: root, encoding: "utf8" });

describe("npm run content:report -- --events FILE", () => {
  it("writes the Markdown, JSON and HTML reports, warning about each skipped line with its number", () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "content-report-"));
    try {
      const result = run("--events", fixture, "--out", out);
      expect(result.status).toBe(0);
      for (const line of [7, 11, 16, 21, 22]) expect(result.stderr).toContain(`content-report-usage.ndjson:${line}: skipped: `);
      expect(result.stdout).toContain("48 events (5 lines skipped)");
      expect(fs.readFileSync(path.join(out, "content-report.md"), "utf8")).toContain("## Was this page helpful?");
      expect(JSON.parse(fs.readFileSync(path.join(out, "content-report.json"), "utf8")).usage.pageFeedback[0]).toMatchObject({ path: "/functions/api/", flagged: true });
      const html = fs.readFileSync(path.join(out, "content-report.html"), "utf8");
      // Chart.js is inlined in the report page itself.
      expect(html).toMatch(/<script>[^<]*Chart\.js v4/);
      expect(html).toContain('<canvas id="chart-queries"');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it("says so, and writes nothing, when the events file cannot be read", () => {
    const result = run("--events", path.join(os.tmpdir(), "no-such-export.ndjson"), "--out", path.join(os.tmpdir(), "never-written"));
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/content:report: cannot read .*no-such-export\.ndjson: ENOENT/);
    expect(fs.existsSync(path.join(os.tmpdir(), "never-written"))).toBe(false);
  });
});
