/**
 * Fails the build when any page of out/ is over its budget (lib/budgets.ts): gzip bytes of HTML, and of the JS and
 * CSS it loads in its first view; requests of the first view plus the prefetches it makes without intent.
 */
import fs from "node:fs";
import path from "node:path";
import { budgetProblems, measurePage, type PageSizes } from "../lib/budgets";

const out = path.resolve(process.env.OUT_DIR ?? "out");
const pages = (fs.readdirSync(out, { recursive: true }) as string[]).map((f) => f.replace(/\\/g, "/")).filter((f) => f === "404.html" || f.endsWith("index.html"));
const cache = new Map<string, number>();
const read = (url: string) => fs.readFileSync(path.join(out, decodeURIComponent(url)));
const problems: string[] = [];
let largest: { page: string; sizes: PageSizes } | undefined;
for (const page of pages) {
  const sizes = measurePage(fs.readFileSync(path.join(out, page), "utf8"), read, cache, `/${page.replace(/(^|\/)index\.html$/, "$1")}`);
  problems.push(...budgetProblems(page, sizes));
  if (!largest || sizes.js + sizes.css + sizes.html > largest.sizes.js + largest.sizes.css + largest.sizes.html) largest = { page, sizes };
}
if (problems.length) {
  console.error(`Size budgets exceeded on ${problems.length} page(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
if (largest)
  console.log(
    `budgets ok: ${pages.length} pages; heaviest ${largest.page}: JS ${kb(largest.sizes.js)}, CSS ${kb(largest.sizes.css)}, HTML ${kb(largest.sizes.html)} (gzip), ${largest.sizes.requests.firstView + largest.sizes.requests.afterFirstView} requests`,
  );
