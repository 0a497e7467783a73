/**
 * The build's last step: fails when any page of out/ is over its budget (lib/budgets.ts): gzip bytes of HTML, and of
 * the JS and CSS it loads in its first view; requests of the first view plus the prefetches it makes without intent.
 */
import fs from "node:fs";
import path from "node:path";
import { budgetProblems, measurePage, type PageSizes } from "../../lib/budgets";
import { StepFailed } from "./failure";

/** Checks every page of `out`; returns the summary naming the heaviest page, or throws StepFailed naming each page over. */
export async function budgetStep(out = path.resolve(process.env.OUT_DIR ?? "out")): Promise<string> {
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
  if (problems.length) throw new StepFailed(`Size budgets exceeded on ${problems.length} page(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  if (!largest) throw new StepFailed(`no pages in ${out}: run the build first`);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const { sizes } = largest;
  return `budgets ok: ${pages.length} pages; heaviest ${largest.page}: JS ${kb(sizes.js)}, CSS ${kb(sizes.css)}, HTML ${kb(sizes.html)} (gzip), ${sizes.requests.firstView + sizes.requests.afterFirstView} requests`;
}
