/**
 * The size budgets (lib/export-checks/budgets.ts) over an export already finished by postbuild: gzip bytes of HTML, and of the JS
 * and CSS a page loads in its first view; requests of the first view plus the prefetches it makes without intent.
 * `npm run build` measures the pages as postbuild finishes them (scripts/steps/pages.ts); this reads them from out/.
 */
import fs from "node:fs";
import path from "node:path";
import { BudgetCheck, budgetSummary, isBudgetedFile, readExportFile, type BudgetResult } from "../../lib/export-checks/budgets";
import { exportedHtmlFiles } from "../../lib/next-export";
import { StepFailed } from "./failure";

/** The budgets' verdict on a whole export: the summary, or StepFailed naming each page over. */
export function budgetVerdict(result: BudgetResult, out: string): string {
  const { problems, pages } = result;
  if (problems.length) throw new StepFailed(`Size budgets exceeded on ${problems.length} page(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  if (pages === 0) throw new StepFailed(`no pages in ${out}: run the build first`);
  return budgetSummary(result);
}

/** Checks every page of `out`; returns the summary naming the heaviest page, or throws StepFailed naming each page over. */
export async function budgetStep(out = path.resolve(process.env.OUT_DIR ?? "out")): Promise<string> {
  const check = new BudgetCheck(readExportFile(out));
  for (const file of exportedHtmlFiles(out)) if (isBudgetedFile(file)) check.add(file, fs.readFileSync(path.join(out, file), "utf8"));
  return budgetVerdict(check.result(), out);
}
