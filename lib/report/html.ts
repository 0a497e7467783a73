/**
 * The content report as one static HTML file (reports/content-report.html) with charts, drawn by Chart.js:
 * the library's UMD build is inlined by the caller, so the file opens anywhere and nothing of it is part of the
 * docs site or its bundles. Every text that comes from the events is escaped (tables) or drawn on a canvas
 * from JSON data (charts); a Content-Security-Policy allows only the file's own two scripts, by hash.
 */
import { percent, SKIPPED_LISTED, THIN_WORDS, type ContentReport } from "./content-report";
import { REASONS } from "../page-features/feedback";
import { escapeHtml, scriptHash, scriptJson } from "../hosting/csp";
import { FLAG_MAX_YES, FLAG_MIN_VOTES, type ReasonCount } from "./usage";

/** Bars per chart (the tables below each chart have the rest). */
export const CHART_ROWS = 15;

/** JSON safe inside a <script type="application/json"> element: csp.ts's scriptJson, U+2028 and U+2029 escaped too. */
const dataJson = (value: unknown) => scriptJson(value).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/** Draws the charts from the JSON data: no report text ever goes through HTML here. */
const CHARTS_SCRIPT = `(() => {
  const data = JSON.parse(document.getElementById("report-data").textContent);
  if (typeof Chart === "undefined") return;
  const dark = matchMedia("(prefers-color-scheme: dark)").matches;
  Chart.defaults.color = dark ? "#c9d1d9" : "#1f2328";
  Chart.defaults.borderColor = dark ? "#30363d" : "#d0d7de";
  Chart.defaults.font.family = "system-ui, -apple-system, Segoe UI, sans-serif";
  const yes = "#2da44e", no = "#cf222e", blue = "#0969da", amber = "#bf8700";
  const draw = (id, config) => {
    const canvas = document.getElementById(id);
    if (canvas) new Chart(canvas, config);
  };
  const percentTicks = { callback: (v) => v + " %" };
  const stacked = (id, rows, labels) =>
    draw(id, {
      type: "bar",
      data: {
        labels: rows.map((r) => (r.flagged ? "⚠ " : "") + r.path),
        datasets: [
          { label: labels[0], data: rows.map((r) => r.yes), backgroundColor: yes },
          { label: labels[1], data: rows.map((r) => r.no), backgroundColor: no },
        ],
      },
      options: { indexAxis: "y", maintainAspectRatio: false, scales: { x: { stacked: true, ticks: { precision: 0 } }, y: { stacked: true } } },
    });
  if (data.feedback) {
    stacked("chart-feedback", data.feedback, ["Yes", "No"]);
    draw("chart-reasons", {
      type: "bar",
      data: { labels: data.pageReasons.map((r) => r.reason), datasets: [{ label: "Times given", data: data.pageReasons.map((r) => r.count), backgroundColor: data.pageReasons.map((r) => (data.noReasons.includes(r.reason) ? no : yes)) }] },
      options: { indexAxis: "y", maintainAspectRatio: false, plugins: { legend: { display: false } }, scales: { x: { ticks: { precision: 0 } } } },
    });
  }
  if (data.ask) stacked("chart-ask", data.ask, ["Helpful", "Not helpful"]);
  if (data.queries) {
    draw("chart-queries", {
      data: {
        labels: data.queries.map((q) => q.query),
        datasets: [
          { type: "bar", label: "Searches", data: data.queries.map((q) => q.searches), backgroundColor: blue, yAxisID: "y" },
          { type: "line", label: "Click-through", data: data.queries.map((q) => Math.round(q.clickThrough * 100)), borderColor: yes, backgroundColor: yes, yAxisID: "share" },
          { type: "line", label: "No-click rate", data: data.queries.map((q) => (q.noClickRate === null ? null : Math.round(q.noClickRate * 100))), borderColor: no, backgroundColor: no, yAxisID: "share" },
          { type: "bar", label: "Then asked Ask", data: data.queries.map((q) => q.thenAsked), backgroundColor: amber, yAxisID: "y" },
        ],
      },
      options: { maintainAspectRatio: false, interaction: { mode: "index" }, scales: { y: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: "searches" } }, share: { position: "right", min: 0, max: 100, grid: { drawOnChartArea: false }, ticks: percentTicks } } },
    });
  }
})();`;

const STYLE = `
  :root { color-scheme: light dark; --fg: #1f2328; --muted: #57606a; --bg: #fff; --soft: #f6f8fa; --line: #d0d7de; --bad: #cf222e; }
  @media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9da7b3; --bg: #0d1117; --soft: #161b22; --line: #30363d; --bad: #ff7b72; } }
  body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
  h1 { margin: 0 0 0.25rem; }
  .muted { color: var(--muted); }
  .tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); gap: 0.75rem; margin: 1.5rem 0; padding: 0; list-style: none; }
  .tiles li { padding: 0.75rem 1rem; border: 1px solid var(--line); border-radius: 8px; background: var(--soft); }
  .tiles strong { display: block; font-size: 1.75rem; }
  .tiles .bad strong { color: var(--bad); }
  section { margin: 2.5rem 0; }
  .chart { position: relative; margin: 1rem 0; }
  table { width: 100%; border-collapse: collapse; font-size: 0.9rem; }
  th, td { padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
  td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
  tr.flagged td:first-child { font-weight: 600; }
  details { margin: 0.5rem 0; }
  summary { cursor: pointer; color: var(--muted); }
`;

interface Column<T> {
  head: string;
  cell: (row: T) => string;
  numeric?: boolean;
}

/** A table; cells are already escaped. */
function table<T>(rows: T[], columns: Column<T>[], rowClass?: (row: T) => string): string {
  const head = columns.map((c) => `<th scope="col"${c.numeric ? ' class="n"' : ""}>${c.head}</th>`).join("");
  const body = rows
    .map((row) => {
      const cls = rowClass?.(row);
      return `<tr${cls ? ` class="${cls}"` : ""}>${columns.map((c) => `<td${c.numeric ? ' class="n"' : ""}>${c.cell(row)}</td>`).join("")}</tr>`;
    })
    .join("\n");
  return `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

/** Every row in a table under a disclosure (open or closed); nothing without rows. */
const disclosure = <T>(summary: string, open: boolean, rows: T[], columns: Column<T>[], rowClass?: (row: T) => string) =>
  rows.length ? `<details${open ? " open" : ""}><summary>${summary}</summary>\n${table(rows, columns, rowClass)}\n</details>` : "";

const reasons = (list: ReasonCount[]) => (list.length ? list.map((r) => `${escapeHtml(r.reason)} (${r.count})`).join(", ") : "—");
const tile = (label: string, value: string, bad = false) => `<li${bad ? ' class="bad"' : ""}><strong>${escapeHtml(value)}</strong>${escapeHtml(label)}</li>`;
const chartBox = (id: string, label: string, rows: number) =>
  `<div class="chart" style="height: ${Math.max(160, 48 + rows * 28)}px"><canvas id="${id}" role="img" aria-label="${escapeHtml(label)}"></canvas></div>`;

/** The whole HTML file. `chartJs` is the source of Chart.js's UMD build (`chart.js/dist/chart.umd.min.js`). */
export function renderContentReportHtml(report: ContentReport, chartJs: string): string {
  const usage = report.usage;
  const sections: string[] = [];
  const tiles = [tile("pages", String(report.pages.length)), tile(`thin pages (under ${THIN_WORDS} words)`, String(report.thin.length)), tile("orphan pages", String(report.orphans.length))];
  const data: Record<string, unknown> = {};
  if (usage) {
    const votes = usage.pageFeedback.reduce((sum, p) => sum + p.votes, 0);
    const yesVotes = usage.pageFeedback.reduce((sum, p) => sum + p.yes, 0);
    const flagged = usage.pageFeedback.filter((p) => p.flagged).length;
    const askTotal = usage.askRatings.yes + usage.askRatings.no;
    const searches = usage.queries.reduce((sum, q) => sum + q.searches, 0);
    const clicked = usage.queries.reduce((sum, q) => sum + q.clickThrough * q.searches, 0);
    tiles.push(
      tile("page votes", String(votes)),
      tile("said the page helped", votes ? percent(yesVotes / votes) : "—"),
      tile("pages flagged", String(flagged), flagged > 0),
      tile("Ask answers rated helpful", askTotal ? percent(usage.askRatings.yes / askTotal) : "—"),
      tile("searches", String(searches)),
      tile("search click-through", searches ? percent(clicked / searches) : "—"),
    );
    const feedbackRows = usage.pageFeedback.slice(0, CHART_ROWS);
    data.feedback = feedbackRows.map(({ path, yes, no, flagged: f }) => ({ path, yes, no, flagged: f }));
    data.pageReasons = usage.pageReasons;
    data.noReasons = REASONS.no.map((r) => r.id);
    sections.push(
      `<section aria-labelledby="h-feedback">
<h2 id="h-feedback">Was this page helpful?</h2>
<p class="muted">Votes per page, flagged pages (⚠: at least ${FLAG_MIN_VOTES} votes and under ${FLAG_MAX_YES * 100} % yes) first.</p>
${usage.pageFeedback.length ? chartBox("chart-feedback", "Yes and no votes per page", feedbackRows.length) : "<p>No page feedback in this export.</p>"}
${usage.pageReasons.length ? `<h3>Reasons readers gave</h3>\n${chartBox("chart-reasons", "How often each reason was given", usage.pageReasons.length)}` : ""}
${disclosure(
  "Every page with feedback",
  true,
  usage.pageFeedback,
  [
    { head: "Page", cell: (p) => `${p.flagged ? "⚠ " : ""}${escapeHtml(p.path)}` },
    { head: "Yes", cell: (p) => String(p.yes), numeric: true },
    { head: "No", cell: (p) => String(p.no), numeric: true },
    { head: "Helpful", cell: (p) => percent(p.helpful), numeric: true },
    { head: "Top reasons", cell: (p) => reasons(p.topReasons) },
    { head: "Comments", cell: (p) => String(p.comments), numeric: true },
  ],
  (p) => (p.flagged ? "flagged" : ""),
)}
</section>`,
    );
    const askRows = usage.askByPage.slice(0, CHART_ROWS);
    data.ask = askRows.map(({ path, yes, no }) => ({ path, yes, no }));
    sections.push(
      `<section aria-labelledby="h-ask">
<h2 id="h-ask">Ask answers, by page cited</h2>
<p class="muted">${askTotal ? `${askTotal} answers rated: ${usage.askRatings.yes} helpful, ${usage.askRatings.no} not helpful; reasons given with not helpful: ${reasons(usage.askRatings.reasons)}. An answer counts once for each page it cites.` : "No rated Ask answers in this export."}</p>
${askRows.length ? chartBox("chart-ask", "Helpful and unhelpful Ask answers per page cited", askRows.length) : ""}
${disclosure("Every page cited", false, usage.askByPage, [
  { head: "Page cited", cell: (p) => escapeHtml(p.path) },
  { head: "Helpful", cell: (p) => String(p.yes), numeric: true },
  { head: "Not helpful", cell: (p) => String(p.no), numeric: true },
  { head: "Share helpful", cell: (p) => percent(p.helpful), numeric: true },
  { head: "Top reasons", cell: (p) => reasons(p.topReasons) },
])}
</section>`,
    );
    const queryRows = usage.queries.slice(0, CHART_ROWS);
    data.queries = queryRows.map(({ query, searches: s, clickThrough, noClickRate, thenAsked }) => ({ query, searches: s, clickThrough, noClickRate, thenAsked }));
    sections.push(
      `<section aria-labelledby="h-search">
<h2 id="h-search">Search queries</h2>
<p class="muted">The most searched queries (normalised): searches and how many were followed by Ask in the same visit (bars), click-through and no-click rate (lines, right axis).</p>
${queryRows.length ? `<div class="chart" style="height: 360px"><canvas id="chart-queries" role="img" aria-label="Searches, click-through, no-click rate and Ask follow-ups per query"></canvas></div>` : "<p>No searches with a query in this export.</p>"}
${disclosure("Every query", true, usage.queries, [
  { head: "Query", cell: (q) => escapeHtml(q.query) },
  { head: "Searches", cell: (q) => String(q.searches), numeric: true },
  { head: "No results", cell: (q) => String(q.noResults), numeric: true },
  { head: "Click-through", cell: (q) => percent(q.clickThrough), numeric: true },
  { head: "No-click rate", cell: (q) => percent(q.noClickRate), numeric: true },
  { head: "Mean clicked position", cell: (q) => (q.meanPosition === null ? "—" : q.meanPosition.toFixed(1)), numeric: true },
  { head: "Then asked Ask", cell: (q) => String(q.thenAsked), numeric: true },
  { head: "Question most asked next", cell: (q) => (q.askedExample ? escapeHtml(q.askedExample) : "—") },
])}
${usage.searchesWithoutQuery ? `<p class="muted">${usage.searchesWithoutQuery} searches carry no query (sent before queries were) and are not counted here.</p>` : ""}
</section>`,
    );
  }
  if (report.missedQueries?.length) {
    sections.push(
      `<section aria-labelledby="h-missed">
<h2 id="h-missed">Top missed queries</h2>
${table(report.missedQueries.slice(0, 30), [
  { head: "Query", cell: (m) => escapeHtml(m.key) },
  { head: "Count", cell: (m) => String(m.count), numeric: true },
  { head: "Example", cell: (m) => escapeHtml(m.example) },
])}
</section>`,
    );
  }
  if (report.skipped?.length) {
    sections.push(
      `<section aria-labelledby="h-skipped">
<h2 id="h-skipped">Skipped event lines</h2>
<p>${report.skipped.length} lines of the events export are not events and were skipped.</p>
<ul>
${report.skipped
  .slice(0, SKIPPED_LISTED)
  .map((p) => `<li>line ${p.line}: ${escapeHtml(p.reason)}</li>`)
  .join("\n")}${report.skipped.length > SKIPPED_LISTED ? `\n<li>and ${report.skipped.length - SKIPPED_LISTED} more</li>` : ""}
</ul>
</section>`,
    );
  }
  // The library's source must not end its <script> element early.
  const library = chartJs.replace(/<\/script/gi, "<\\/script");
  const csp = `default-src 'none'; script-src ${scriptHash(library)} ${scriptHash(CHARTS_SCRIPT)}; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<title>Content report ${escapeHtml(report.generatedAt.slice(0, 10))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Content report</h1>
<p class="muted">Generated ${escapeHtml(report.generatedAt.slice(0, 10))}${usage ? ` from ${usage.events} usage events` : ""}. The Markdown report beside this file has every list.</p>
<ul class="tiles">
${tiles.join("\n")}
</ul>
${sections.join("\n")}
</main>
<script type="application/json" id="report-data">${dataJson(data)}</script>
<script>${library}</script>
<script>${CHARTS_SCRIPT}</script>
</body>
</html>
`;
}
