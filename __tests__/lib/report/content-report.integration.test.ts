import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.join(__dirname, "../../..");
const fixture = path.join(root, "__tests__/fixtures/content-report-usage.ndjson");
const run = (...args: string[]) => spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/content-report.ts"), ...args], { cwd: root, encoding: "utf8" });

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

describe("npm run bench:report", () => {
  it("times the report over a generated export of the content's pages (the live content: the generated index has no syntax trees)", () => {
    const site = path.join(root, "__tests__/fixtures/site");
    const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/report-bench.ts"), "--events", "400"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, CONTENT_ROOT: site },
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/content:report over 400 events \(.*\): read \d+ ms, build \d+ ms, render \d+ ms, total \d+ ms \(budget 5000 ms\)/);
    const written = JSON.parse(fs.readFileSync(path.join(root, "bench-results/report-bench.json"), "utf8"));
    expect(written).toMatchObject({ events: 400, budgetMs: 5000 });
    expect(written.pagesWithFeedback).toBeGreaterThan(0);
  }, 60_000);
});
