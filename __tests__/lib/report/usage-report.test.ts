import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { fixtureIndex } from "../../helpers/fixture-site";
import { buildContentReport, renderContentReport } from "@/lib/report/content-report";
import { eventLogFromJson, readEventLog } from "@/lib/report/event-log";
import { escapeHtml } from "@/lib/hosting/csp";
import { renderContentReportHtml } from "@/lib/report/html";

const root = path.join(__dirname, "../../..");
const fixtures = path.join(__dirname, "../../fixtures");
const index = fixtureIndex();
const log = readEventLog(fs.readFileSync(path.join(fixtures, "content-report-usage.ndjson"), "utf8"));
const report = buildContentReport(index, { now: new Date("2026-11-24T00:00:00Z"), eventLog: log });
const usage = report.usage!;

/** Reasons with their counts in the order the report ranks them: `reasons({ incorrect: 2 })` is `[{ reason: "incorrect", count: 2 }]`. */
const reasons = (counts: Record<string, number>) => Object.entries(counts).map(([reason, count]) => ({ reason, count }));

describe("content:report on an NDJSON export of usage events", () => {
  it("skips the lines that are not events, each with its line number and why", () => {
    expect(log.events).toHaveLength(48);
    expect(report.skipped).toEqual([
      { line: 7, reason: "Page Feedback whose answer is not yes or no" },
      { line: 11, reason: expect.stringMatching(/^not valid JSON \(/) },
      { line: 16, reason: "not an event object" },
      { line: 21, reason: "Search Result Opened whose position is not a whole number from 1" },
      { line: 22, reason: "no event name (`event` or `name`) and not a page view" },
    ]);
    expect(usage.events).toBe(48);
  });

  it("counts page feedback per page: yes/no, top reasons, comments, flagged (≥ 10 votes, < 60 % yes) first", () => {
    expect(usage.pageFeedback).toEqual([
      {
        path: "/functions/api/",
        yes: 5,
        no: 5,
        votes: 10,
        helpful: 0.5,
        topReasons: reasons({ "missing-information": 4, accurate: 2, "code-sample-broken": 2 }),
        comments: 3,
        flagged: true,
      },
      // 75 % yes: not flagged.
      {
        path: "/get-started/",
        yes: 9,
        no: 3,
        votes: 12,
        helpful: 0.75,
        topReasons: reasons({ "easy-to-follow": 5, "hard-to-follow": 1 }),
        comments: 1,
        flagged: false,
      },
      // 25 % yes but only 4 votes: not flagged.
      { path: "/guides/deploy/", yes: 1, no: 3, votes: 4, helpful: 0.25, topReasons: reasons({ incorrect: 2 }), comments: 0, flagged: false },
    ]);
    expect(usage.pageReasons).toEqual(reasons({ "easy-to-follow": 5, "missing-information": 4, incorrect: 3, accurate: 2, "code-sample-broken": 2, "hard-to-follow": 1 }));
  });

  it("counts Ask ratings in total and once per page cited (a page cited twice by one answer counts once)", () => {
    expect(usage.askRatings).toEqual({
      yes: 3,
      no: 2,
      reasons: reasons({ incomplete: 1, incorrect: 1, "wrong-sources": 1 }),
    });
    expect(usage.askByPage).toEqual([
      {
        path: "/functions/api/",
        yes: 1,
        no: 2,
        ratings: 3,
        helpful: 1 / 3,
        topReasons: reasons({ incomplete: 1, incorrect: 1, "wrong-sources": 1 }),
      },
      {
        path: "/guides/deploy/",
        yes: 1,
        no: 1,
        ratings: 2,
        helpful: 0.5,
        topReasons: reasons({ incomplete: 1, "wrong-sources": 1 }),
      },
      { path: "/get-started/", yes: 2, no: 0, ratings: 2, helpful: 1, topReasons: [] },
    ]);
  });

  it("counts per normalised query: searches, click-through, no-click rate, mean clicked position, Ask follow-ups", () => {
    const byQuery = Object.fromEntries(usage.queries.map((q) => [q.query, q]));
    expect(usage.queries.map((q) => q.query).slice(0, 2)).toEqual(["custom domain", "deploy preview"]);
    // r1 at 09:05 (then asked Ask), r1 at 11:00 (a new visit: a result opened with no Search event before it is
    // an implied search, clicked, position 1), u-4 by userId, and one event without a reader: 4 searches, 1 clicked.
    expect(byQuery["custom domain"]).toEqual({
      query: "custom domain",
      searches: 4,
      noResults: 0,
      clicks: 1,
      clickThrough: 0.25,
      noClickRate: 0.75,
      meanPosition: 1,
      thenAsked: 1,
      askedExample: "how do i add a custom domain?",
    });
    // "Deploy preview!" groups with "deploy preview"; r1 opened position 2, r3 positions 1 and 3 (one search, two
    // clicks), r2 opened nothing and asked Ask; r1 asked Ask later in the same visit too.
    expect(byQuery["deploy preview"]).toEqual({
      query: "deploy preview",
      searches: 3,
      noResults: 0,
      clicks: 3,
      clickThrough: 2 / 3,
      noClickRate: 1 / 3,
      meanPosition: 2,
      thenAsked: 2,
      askedExample: "gpu builds?",
    });
    // No results: no no-click rate (it is over searches that found something).
    expect(byQuery["gpu builds"]).toEqual({
      query: "gpu builds",
      searches: 1,
      noResults: 1,
      clicks: 0,
      clickThrough: 0,
      noClickRate: null,
      meanPosition: null,
      thenAsked: 1,
      askedExample: "gpu builds?",
    });
    expect(byQuery["<img src=x onerror=alert(1)>"]).toMatchObject({ searches: 1, clickThrough: 0, noClickRate: 1, meanPosition: null, thenAsked: 0 });
    expect(usage.queries).toHaveLength(4);
    expect(usage.searchesWithoutQuery).toBe(1);
  });

  it("keeps the missed queries and exits, read from the same export", () => {
    expect(report.missedQueries).toEqual([expect.objectContaining({ key: "gpu builds", count: 1, searches: 1, questions: 0 })]);
    expect(report.exits).toEqual([
      { path: "/functions/api/", views: 1, exits: 1, exitRate: 1 },
      { path: "/get-started/", views: 1, exits: 0, exitRate: 0 },
    ]);
  });

  it("renders the figures in Markdown, with what readers typed made inert", () => {
    const markdown = renderContentReport(report);
    for (const line of [
      "26 votes on 3 pages; 1 flagged (⚠: at least 10 votes and under 60 % yes), listed first.",
      "| [Functions API](/functions/api/) | 5 | 5 | 50 % | missing-information (4), accurate (2), code-sample-broken (2) | 3 | ⚠ |",
      "| [Deploy a site](/guides/deploy/) | 1 | 3 | 25 % | incorrect (2) | 0 |  |",
      "5 answers rated: 3 👍, 2 👎 (60 % helpful). Reasons given with 👎: incomplete (1), incorrect (1), wrong-sources (1).",
      "| [Functions API](/functions/api/) | 1 | 2 | 33 % | incomplete (1), incorrect (1), wrong-sources (1) |",
      "| custom domain | 4 | 0 | 25 % | 75 % | 1.0 | 1 |",
      "| deploy preview | 3 | 0 | 67 % | 33 % | 2.0 | 2 |",
      "| gpu builds | 1 | 1 | 0 % | — | — | 1 |",
      "| \\<img src=x onerror=alert(1)\\> | 1 | 0 | 0 % | 100 % | — | 0 |",
      "| deploy preview | 2 | 67 % | gpu builds? |",
      "1 searches in this export carry no query",
      "- line 11: not valid JSON",
    ])
      expect(markdown).toContain(line);
    // Every < of the typed markup is escaped.
    expect(markdown).not.toMatch(/(^|[^\\])<img/);
  });

  it("renders an HTML page with charts, its event text escaped and only its own scripts allowed", () => {
    const chartJs = "window.Chart = function Chart() {}; /* </script><script>alert(1)</script> */";
    const html = renderContentReportHtml(report, chartJs);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&#60;img src=x onerror=alert(1)&#62;");
    const dom = new JSDOM(html);
    const doc = dom.window.document;
    // The library cannot close its element early: three scripts, the data, the library, the drawing.
    const scripts = [...doc.querySelectorAll("script")];
    expect(scripts.map((s) => s.type)).toEqual(["application/json", "", ""]);
    const data = JSON.parse(scripts[0]!.textContent ?? "");
    expect(data.feedback).toEqual([
      { path: "/functions/api/", yes: 5, no: 5, flagged: true },
      { path: "/get-started/", yes: 9, no: 3, flagged: false },
      { path: "/guides/deploy/", yes: 1, no: 3, flagged: false },
    ]);
    expect(data.queries[0]).toEqual({ query: "custom domain", searches: 4, clickThrough: 0.25, noClickRate: 0.75, thenAsked: 1 });
    expect(data.ask.map((p: { path: string }) => p.path)).toEqual(["/functions/api/", "/guides/deploy/", "/get-started/"]);
    // The CSP allows exactly the two inline scripts, by hash.
    const csp = doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? "";
    for (const script of scripts.slice(1))
      expect(csp).toContain(
        `'sha256-${createHash("sha256")
          .update(script.textContent ?? "")
          .digest("base64")}'`,
      );
    expect(csp).toMatch(/default-src 'none'/);
    // Tiles and the charts' canvases, labelled for screen readers.
    expect([...doc.querySelectorAll(".tiles li")].map((li) => li.textContent)).toEqual(
      expect.arrayContaining(["26page votes", "58 %said the page helped", "1pages flagged", "60 %Ask answers rated helpful", "9searches", "33 %search click-through"]),
    );
    for (const id of ["chart-feedback", "chart-reasons", "chart-ask", "chart-queries"]) expect(doc.getElementById(id)?.getAttribute("aria-label")).toBeTruthy();
    expect(doc.querySelector("tr.flagged td")?.textContent).toBe("⚠ /functions/api/");
    expect([...doc.querySelectorAll("#h-skipped ~ ul li")].map((li) => li.textContent)).toHaveLength(5);
  });

  it("escapes every character that matters in HTML", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;");
  });
});

describe("reading an events export", () => {
  it("reads a pretty-printed JSON array with the line each event starts on", () => {
    const text = `[\n  { "event": "Search", "properties": { "query": "a" } },\n  "oops",\n  {\n    "name": "Page Feedback",\n    "properties": { "page": "/a/", "answer": "nope" }\n  }\n]\n`;
    const parsed = readEventLog(text);
    expect(parsed.events.map((e) => [e.line, e.name])).toEqual([[2, "Search"]]);
    expect(parsed.problems).toEqual([
      { line: 3, reason: "not an event object" },
      { line: 4, reason: "Page Feedback whose answer is not yes or no" },
    ]);
  });

  it("reads a one-event-a-line array that does not parse as a whole, losing only the broken line", () => {
    const text = `[\n{"event": "Search", "properties": {"query": "a"}},\n{"event": "Search", "properties": {"query": \n{"event": "Ask Question", "properties": {}}\n]`;
    const parsed = readEventLog(text);
    expect(parsed.events.map((e) => [e.line, e.name])).toEqual([
      [2, "Search"],
      [4, "Ask Question"],
    ]);
    expect(parsed.problems).toEqual([{ line: 3, reason: expect.stringMatching(/^not valid JSON/) }]);
  });

  it("reads a wrapper object, numbering its events, and says what is wrong with anything else", () => {
    expect(readEventLog(JSON.stringify({ batch: [{ event: "Search" }, null] })).problems).toEqual([{ line: 2, reason: "not an event object" }]);
    expect(eventLogFromJson({ nothing: true }).problems).toEqual([{ line: 1, reason: "expected a JSON array of events (or { events: [...] })" }]);
    expect(readEventLog("")).toEqual({ events: [], problems: [] });
  });

  it("takes the reader from anonymousId, else userId, and the time from timestamp or receivedAt", () => {
    const [a, b, c] = readEventLog(
      [{ event: "Search", anonymousId: "x", userId: "u", timestamp: "2026-11-20T10:00:00Z" }, { event: "Search", userId: "u", receivedAt: "2026-11-20T11:00:00Z" }, { event: "Search" }]
        .map((e) => JSON.stringify(e))
        .join("\n"),
    ).events;
    expect([a!.reader, a!.time]).toEqual(["x", Date.UTC(2026, 10, 20, 10)]);
    expect([b!.reader, b!.time]).toEqual(["u", Date.UTC(2026, 10, 20, 11)]);
    expect([c!.reader, c!.time]).toEqual(["", NaN]);
  });
});

describe("the chart library", () => {
  it("is loaded by the report page only: no site code imports it", () => {
    const files = ["app", "components", "lib"].flatMap((dir) =>
      (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[]).filter((f) => /\.(tsx?|mjs|js)$/.test(f)).map((f) => path.join(root, dir, f)),
    );
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expect(fs.readFileSync(file, "utf8")).not.toMatch(/from\s+["']chart\.js|import\(\s*["']chart\.js|require\(\s*["']chart\.js/);
  });
});
